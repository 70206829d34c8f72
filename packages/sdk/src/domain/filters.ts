// SPEC §5 filter strings: `key:value1|value2,key2:value3`. They live in URLs and saved
// filters, so parse and format must round-trip exactly.
//
// Escaping: a backslash makes the next character literal. format() escapes `\`, `,` and `|`
// everywhere and `:` inside keys only; a value may hold a plain `:` because only the first
// unescaped `:` of an entry ends its key (so `lastSeen:2025-01-01T10:00` reads naturally).
// An entry written without `:` has no values (`hibernated`); `key:` has one empty value.
// parse() never throws: a trailing lone backslash is kept literally, and empty entries
// (`a,,b`) are skipped, which is also why an entry with an empty key and no values is dropped
// by format().

export interface FilterEntry {
  key: string;
  values: string[];
}

const escapeKey = (key: string) => key.replace(/[\\,|:]/g, (c) => `\\${c}`);
const escapeValue = (value: string) => value.replace(/[\\,|]/g, (c) => `\\${c}`);

export function formatFilter(entries: readonly FilterEntry[]): string {
  return entries
    .filter((e) => e.key !== '' || e.values.length > 0)
    .map((e) =>
      e.values.length === 0
        ? escapeKey(e.key)
        : `${escapeKey(e.key)}:${e.values.map(escapeValue).join('|')}`,
    )
    .join(',');
}

export function parseFilter(filter: string): FilterEntry[] {
  const entries: FilterEntry[] = [];
  let key = '';
  let values: string[] | undefined;
  let current = '';

  const endEntry = () => {
    if (values) entries.push({ key, values: [...values, current] });
    else if (key !== '') entries.push({ key, values: [] });
    key = '';
    values = undefined;
    current = '';
  };
  const append = (text: string) => {
    if (values) current += text;
    else key += text;
  };

  for (let i = 0; i < filter.length; i++) {
    const ch = filter.charAt(i);
    if (ch === '\\') {
      append(i + 1 < filter.length ? filter.charAt(++i) : ch);
    } else if (ch === ',') {
      endEntry();
    } else if (ch === ':' && !values) {
      values = [];
    } else if (ch === '|' && values) {
      values.push(current);
      current = '';
    } else {
      append(ch);
    }
  }
  endEntry();
  return entries;
}

/** Every value given for a key, across repeated entries. */
export function filterValues(entries: readonly FilterEntry[], key: string): string[] {
  return entries.filter((e) => e.key === key).flatMap((e) => e.values);
}

/** The entries with `key` replaced by one entry holding `values` (removed when empty). */
export function withFilterValues(
  entries: readonly FilterEntry[],
  key: string,
  values: readonly string[],
): FilterEntry[] {
  const rest = entries.filter((e) => e.key !== key);
  return values.length === 0 ? rest : [...rest, { key, values: [...values] }];
}
