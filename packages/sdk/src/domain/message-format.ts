// How a catalogue text is filled: `{name}` placeholders, and counts in the ICU plural form
// `{count, plural, =0 {no devices} one {# device} other {# devices}}`, chosen by the locale's
// plural rules (Intl.PluralRules) with `#` standing for the number. Every catalogue (SDK,
// widgets, console) formats through here.

/** The values a text's placeholders take. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLURAL = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/;
const SELECTOR = /^\s*(=\d+|zero|one|two|few|many|other)\s*$/;

/** The index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {…} other {…}` as a map of selector to text; undefined when it does not read. */
function branches(body: string): Map<string, string> | undefined {
  const found = new Map<string, string>();
  let rest = body;
  while (rest.trim() !== '') {
    const open = rest.indexOf('{');
    const end = open === -1 ? -1 : closing(rest, open);
    const selector = open === -1 ? null : SELECTOR.exec(rest.slice(0, open));
    if (end === -1 || !selector?.[1]) return undefined;
    found.set(selector[1], rest.slice(open + 1, end));
    rest = rest.slice(end + 1);
  }
  return found.has('other') ? found : undefined;
}

function plural(
  count: number,
  cases: Map<string, string>,
  params: MessageParams,
  locale: string,
): string {
  const exact = cases.get(`=${count}`);
  const chosen =
    exact ?? cases.get(new Intl.PluralRules(locale).select(count)) ?? cases.get('other') ?? '';
  const number = new Intl.NumberFormat(locale).format(count);
  // `#` is the number in this branch only, not in a nested plural's.
  return fill(chosen, params, locale, number);
}

function fill(template: string, params: MessageParams, locale: string, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const char = template.charAt(i);
    if (char === '#' && hash !== undefined) {
      out += hash;
      i += 1;
      continue;
    }
    const end = char === '{' ? closing(template, i) : -1;
    if (end === -1) {
      out += char;
      i += 1;
      continue;
    }
    const inner = template.slice(i + 1, end);
    const whole = template.slice(i, end + 1);
    const asPlural = PLURAL.exec(inner);
    if (asPlural?.[1] !== undefined) {
      const name = asPlural[1];
      const value = Object.hasOwn(params, name) ? Number(params[name]) : Number.NaN;
      const cases = branches(asPlural[2] ?? '');
      out += cases && Number.isFinite(value) ? plural(value, cases, params, locale) : whole;
    } else if (/^\w+$/.test(inner) && Object.hasOwn(params, inner)) {
      out += String(params[inner]);
    } else {
      out += whole; // a placeholder without a value stays as written
    }
    i = end + 1;
  }
  return out;
}

/**
 * Fills a catalogue text: `{name}` placeholders and `{count, plural, …}` counts in `locale`
 * (default en-US). A placeholder without a value, or a plural that does not read, stays as
 * written, so a mistake shows instead of vanishing.
 */
export function fillPlaceholders(
  template: string,
  params: MessageParams = {},
  locale = 'en-US',
): string {
  return fill(template, params, locale);
}
