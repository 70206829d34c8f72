import type pg from 'pg';
import type { SqlClient } from '../sql-client.js';
import {
  connectionConfig,
  openPostgresPool,
  postgresClient,
  type PostgresOptions,
} from './client.js';
import { migratePostgres } from './migrate.js';
import { pipelinedConnections } from './pipelined.js';

/** The sandbox's PostgreSQL database, migrated and ready for the stores. */
export interface PostgresDatabase {
  client: SqlClient;
  pool: pg.Pool;
  /** Ends every connection of the pool. */
  close(): Promise<void>;
}

export interface OpenPostgresOptions extends PostgresOptions {
  /** Drop every table (the schema `public`) first: `--reset` on PostgreSQL. */
  reset?: boolean;
}

/**
 * Connects to the database at `url`, empties it when `reset` says so, and applies the
 * migrations it lacks.
 */
export async function openPostgresDatabase(
  url: string,
  options: OpenPostgresOptions = {},
): Promise<PostgresDatabase> {
  const pool = openPostgresPool(url, options);
  try {
    if (options.reset) {
      await pool.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
    }
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const pipelined = pipelinedConnections(connectionConfig(url), options.pipelinedConnections ?? 4);
  return {
    client: postgresClient(pool, pipelined),
    pool,
    async close() {
      await pipelined.end();
      await pool.end();
    },
  };
}
