import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { whileLocked } from './advisory-lock.js';
import { readMigrations, type Migration } from '../migrate.js';

/** PostgreSQL's migrations: the same numbers as src/db/migrations/, in PostgreSQL's SQL. */
export const POSTGRES_MIGRATIONS_DIR = fileURLToPath(
  new URL('../migrations-postgres/', import.meta.url),
);

/**
 * The advisory lock key the migrator holds: processes starting together on one database
 * migrate one after the other, so each migration is applied once.
 */
const MIGRATION_LOCK = 7_103_001;

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction with its record, while holding an advisory lock. Returns the versions applied.
 */
export async function migratePostgres(
  pool: pg.Pool,
  migrations: Migration[] = readMigrations(POSTGRES_MIGRATIONS_DIR),
): Promise<number[]> {
  return whileLocked(pool, MIGRATION_LOCK, async (connection) => {
    await connection.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )`);
    const applied = new Set(
      (
        await connection.query<{ version: number }>('SELECT version FROM schema_migrations')
      ).rows.map((row) => Number(row.version)),
    );
    const now: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await connection.query('BEGIN');
      try {
        // No parameters: the simple protocol, which runs every statement of the file.
        await connection.query(migration.sql);
        await connection.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [migration.version, migration.name, new Date().toISOString()],
        );
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw new Error(
          `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      now.push(migration.version);
    }
    return now;
  });
}
