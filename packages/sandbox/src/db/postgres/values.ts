import pg from 'pg';
import type { SqlValue } from '../database.js';

/**
 * How values come back: the stores expect numbers for counts, sums and integer columns, as
 * the embedded database answers them. `bigint` (count(*), sum of integers, integer columns
 * declared BIGINT) and `numeric` (sum of bigints) are parsed to numbers; every value the
 * sandbox stores fits a double exactly.
 */
const INT8 = 20;
const NUMERIC = 1700;

export const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** A bind value as the driver takes it: big integers as text, bytes as a Buffer. */
export function toDriverValue(value: SqlValue): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  return value;
}
