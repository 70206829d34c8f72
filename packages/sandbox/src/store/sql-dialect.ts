import type { SqlClient } from '../db/sql-client.js';

/**
 * The SQL the two engines write differently, one function per concept. Everything else the
 * stores write is SQL both accept (`INSERT ... ON CONFLICT DO NOTHING`, `CASE`, `IS DISTINCT
 * FROM`, 0/1 integers for flags, JSON as text).
 */
type Speaks = Pick<SqlClient, 'dialect'>;

/**
 * The text values of a JSON array bound as one parameter, as a table with one column `value`
 * named `alias`: `WHERE x IN (SELECT value FROM ${jsonValues(db)})`, or joined with
 * `FROM ${jsonValues(db, 'j')} ... j.value`.
 */
export function jsonValues({ dialect }: Speaks, alias?: string): string {
  if (dialect === 'postgres')
    return `jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS ${alias ?? 'json_values'}(value, key)`;
  return alias === undefined ? 'json_each(?)' : `json_each(?) ${alias}`;
}

/**
 * The rows of a JSON array of arrays bound as one parameter, as a table with one column
 * `value` (one row each) named `alias`; `value->>0` is its first field, as text on PostgreSQL.
 */
export function jsonRows({ dialect }: Speaks, alias?: string): string {
  if (dialect === 'postgres')
    return `jsonb_array_elements(?::jsonb) AS ${alias ?? 'json_rows'}(value)`;
  return alias === undefined ? 'json_each(?)' : `json_each(?) ${alias}`;
}

/** The name of a temporary table of this connection. */
export function temporaryTable({ dialect }: Speaks, name: string): string {
  return dialect === 'postgres' ? `pg_temp.${name}` : `temp.${name}`;
}

/**
 * The `key` of {@link jsonValues} orders the values as in the array.
 *
 * `expression` compared and ordered without regard to the case of ASCII letters.
 */
export function caseless({ dialect }: Speaks, expression: string): string {
  return dialect === 'postgres' ? `lower(${expression})` : `${expression} COLLATE NOCASE`;
}

/** The JSON text list in `column` with one more item, bound as the next parameter. */
export function appendedToJsonList({ dialect }: Speaks, column: string): string {
  return dialect === 'postgres'
    ? `(${column}::jsonb || jsonb_build_array(?::text))::text`
    : `json_insert(${column}, '$[#]', ?)`;
}

/** True when the text `column` holds the text bound as the next parameter. */
export function holdsText({ dialect }: Speaks, column: string): string {
  return dialect === 'postgres' ? `strpos(${column}, ?) > 0` : `instr(${column}, ?) > 0`;
}

/**
 * The column that orders a table's rows as they were inserted: SQLite's rowid; on
 * PostgreSQL an identity column of the same name that the schema gives the tables listed in
 * this order (migrations-postgres/131).
 */
export function insertionOrder(_client: Speaks): string {
  return 'rowid';
}
