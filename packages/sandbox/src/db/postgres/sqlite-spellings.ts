/**
 * The stores write one SQL for both engines; where SQLite and PostgreSQL spell a thing
 * differently, the stores use SQLite's spelling and PostgreSQL reads it through this closed
 * list of rewrites (each tested in test/postgres-spellings.test.ts):
 *
 * | SQLite                          | PostgreSQL                                           |
 * | ------------------------------- | ---------------------------------------------------- |
 * | `x LIKE ?` (ASCII case folded)  | `x ILIKE ?` (ASCII only in a C-collated database)    |
 * | `x COLLATE NOCASE`              | `lower(x)` (the order of migration 100's indexes)    |
 * | `x = ? COLLATE NOCASE`          | `lower(x) = lower(?)`                                |
 * | `INSERT OR IGNORE INTO ...`     | `INSERT INTO ... ON CONFLICT DO NOTHING`             |
 * | `FROM t INDEXED BY i`           | `FROM t` (a hint to SQLite's planner)                |
 * | `json_each(?)`                  | `json_items(?)`: key and value of each array item    |
 * | `instr(a, b)`                   | `strpos(a, b)`                                       |
 * | `temp.t` (a temporary table)    | `pg_temp.t`                                          |
 * | `value->>n` on a json_each item | the same, through an operator on text (schema 001)  |
 * | `json_insert(x, '$[#]', ?)`     | x with ? appended, as JSON text                      |
 *
 * Text inside string literals is left alone: the rewrites look at the code between them.
 */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b([\w.]+) = \? COLLATE NOCASE\b/g, 'lower($1) = lower(?)'],
  [/\b([\w.]+) COLLATE NOCASE\b/g, 'lower($1)'],
  [/\bLIKE\b/g, 'ILIKE'],
  [/\s+INDEXED BY \w+/g, ''],
  [/\bjson_each\(/g, 'json_items('],
  [/\binstr\(/g, 'strpos('],
  [/\btemp\./g, 'pg_temp.'],
];

/** Rewrites the code between string literals; the literals stay as they are. */
function outsideLiterals(sql: string, rewrite: (code: string) => string): string {
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join('');
}

/** The stores' SQL as PostgreSQL reads it. */
export function postgresSpelling(sql: string): string {
  // The one rewrite that spans a literal: SQLite's JSON path for "append to the array".
  const appended = sql.replace(
    /\bjson_insert\(([\w.]+), '\$\[#\]', \?\)/g,
    '($1::jsonb || jsonb_build_array(?::text))::text',
  );
  let text = outsideLiterals(appended, (code) =>
    REWRITES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), code),
  );
  if (/^\s*INSERT OR IGNORE INTO\b/i.test(text)) {
    text = text.replace(/INSERT OR IGNORE INTO/i, 'INSERT INTO');
    const returning = /\sRETURNING\s/i.exec(text);
    text =
      returning === null
        ? `${text.trimEnd()} ON CONFLICT DO NOTHING`
        : `${text.slice(0, returning.index)} ON CONFLICT DO NOTHING${text.slice(returning.index)}`;
  }
  return text;
}
