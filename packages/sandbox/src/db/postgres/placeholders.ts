/**
 * The stores write SQL with `?` placeholders; PostgreSQL numbers them (`$1`, `$2`, ...). A `?`
 * inside a string literal, a quoted identifier, a dollar-quoted string or a comment is text,
 * not a placeholder, and stays as it is.
 */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const next = sql[i + 1];
    if (c === '?') {
      out += `$${++n}`;
      i++;
    } else if (c === "'" || c === '"') {
      // A quote inside is doubled ('it''s'), which reads as the end and a new start: fine.
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]?\w*\$/.exec(sql.slice(i));
      if (tag && !/^\$\d/.test(tag[0])) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        const stop = end === -1 ? sql.length : end + tag[0].length;
        out += sql.slice(i, stop);
        i = stop;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
