// A <input type="datetime-local"> speaks local wall-clock time ("2026-03-01T14:30") while the
// API speaks instants (ISO 8601, e.g. an update's scheduledFor, SPEC §5): these convert.

const pad = (n: number) => String(n).padStart(2, '0');

/** The input's text for an instant, in the browser's time zone; '' for none. */
export function toLocalInputValue(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The instant an input's text means, or null when empty or not a date. */
export function fromLocalInputValue(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number?,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  return Number.isNaN(date.getTime()) ? null : date;
}
