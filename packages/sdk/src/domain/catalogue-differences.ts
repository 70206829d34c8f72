// How a translated catalogue differs from the one it translates (the SDK's, the widgets' and the
// console's fr-CH against en-US): a missing or extra id, an empty text, or placeholders that do
// not match. A translation that drops `{name}` or renames `{count, plural, …}` shows a hole or
// the raw template to the user, so the catalogue tests fail on any difference.

export type CatalogueDifference =
  | { id: string; problem: 'missing' | 'extra' | 'empty' }
  | { id: string; problem: 'placeholders'; expected: string[]; found: string[] };

/** The `{…}` at `open` ends at the returned index, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/;

/** The placeholders of a text: `name` for `{name}`, `count:plural` for a plural, nested too. */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  const walk = (part: string): void => {
    for (let i = part.indexOf('{'); i !== -1; i = part.indexOf('{', i + 1)) {
      const end = closing(part, i);
      if (end === -1) return;
      const inner = part.slice(i + 1, end);
      const plural = PLURAL.exec(inner);
      if (plural?.[1] !== undefined) {
        found.add(`${plural[1]}:plural`);
        // Each branch `one {…}` holds text that may have placeholders of its own.
        const body = plural[2] ?? '';
        for (let j = body.indexOf('{'); j !== -1; j = body.indexOf('{', closing(body, j))) {
          const branchEnd = closing(body, j);
          if (branchEnd === -1) break;
          walk(body.slice(j + 1, branchEnd));
        }
      } else if (/^\w+$/.test(inner)) found.add(inner);
      i = end;
    }
  };
  walk(text);
  return [...found].sort();
}

/** Every difference of `translation` from `reference`; empty when it covers every id alike. */
export function catalogueDifferences(
  reference: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string | undefined>>,
): CatalogueDifference[] {
  const differences: CatalogueDifference[] = [];
  for (const [id, text] of Object.entries(reference)) {
    const translated = translation[id];
    if (translated === undefined) differences.push({ id, problem: 'missing' });
    else if (translated.trim() === '') differences.push({ id, problem: 'empty' });
    else {
      const expected = placeholdersOf(text);
      const found = placeholdersOf(translated);
      if (expected.join() !== found.join())
        differences.push({ id, problem: 'placeholders', expected, found });
    }
  }
  for (const id of Object.keys(translation))
    if (!Object.hasOwn(reference, id)) differences.push({ id, problem: 'extra' });
  return differences;
}
