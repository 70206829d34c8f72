import pg from 'pg';
import type { SqlValue } from '../database.js';

/**
 * How values come back: as the embedded database answers them, which the stores' row mapping
 * expects. `bigint` (count(*), sum of integers, integer columns declared BIGINT) and `numeric`
 * (sum of bigints) are numbers: every value the sandbox stores fits a double exactly. A
 * boolean (a comparison or EXISTS in a select list) is 1 or 0, as SQLite has no booleans.
 */
const BOOL = 16;
const INT8 = 20;
const NUMERIC = 1700;

export const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    if (oid === BOOL) return (text: string) => (text === 't' ? 1 : 0);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** A bind value as the driver takes it: big integers as text, bytes as a Buffer. */
export function toDriverValue(value: SqlValue): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  return value;
}
