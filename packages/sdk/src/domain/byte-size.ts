// A size in bytes as a person reads it: "12.4 MB" (en-US), "12,4 Mo" (fr-CH); decimal units
// (1 kB = 1,000 bytes), one decimal at most, whole bytes below 1 kB ("900 bytes").
const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

export function formatByteSize(bytes: number, locale = 'en-US'): string {
  let amount = Math.max(0, bytes);
  if (amount < 1000 || !Number.isFinite(amount))
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
      maximumFractionDigits: 0,
    }).format(amount);
  let unit: (typeof UNITS)[number] = UNITS[0];
  amount /= 1000;
  for (const next of UNITS.slice(1)) {
    // 999.96 kB would read "1,000 kB": the next unit says it better.
    if (Math.round(amount * 10) / 10 < 1000) break;
    amount /= 1000;
    unit = next;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(amount);
}
