import type { SqlRow } from '../db/database.js';

/** Readers for driver rows: a column of an unexpected type is a schema bug, so it throws. */
export function text(row: SqlRow, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`Column ${column} is not text`);
  return value;
}

export function optionalText(row: SqlRow, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

export function integer(row: SqlRow, column: string): number {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError(`Column ${column} is not an integer`);
}

export function flag(row: SqlRow, column: string): boolean {
  return integer(row, column) !== 0;
}

export function json<T>(row: SqlRow, column: string): T {
  return JSON.parse(text(row, column)) as T;
}

export function stringList(row: SqlRow, column: string): string[] {
  const value: unknown = json(row, column);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export const nowIso = (): string => new Date().toISOString();
