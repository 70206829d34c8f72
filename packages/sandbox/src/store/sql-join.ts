import type { SqlPart } from './device-query.js';

/**
 * Parts joined with AND or OR as a balanced tree of parentheses: SQLite refuses an
 * expression more than 1000 levels deep, and `a OR b OR c …` is one level per part.
 * Balanced, thousands of parts stay a dozen levels deep. No parts: `empty`.
 */
export function joinBalanced(
  parts: readonly SqlPart[],
  operator: 'AND' | 'OR',
  empty: string,
): SqlPart {
  if (parts.length === 0) return { sql: empty, params: [] };
  const sql = (from: number, to: number): string => {
    if (to - from === 1) return parts[from]?.sql ?? empty;
    const middle = Math.floor((from + to) / 2);
    return `(${sql(from, middle)} ${operator} ${sql(middle, to)})`;
  };
  return { sql: `(${sql(0, parts.length)})`, params: parts.flatMap((part) => part.params) };
}
