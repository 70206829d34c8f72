import type pg from 'pg';
import type { SandboxConfig } from '../config.js';
import { readsOn, type Reads } from '../store/reads.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { openPostgresDatabase } from './postgres/database.js';
import { createReadPool } from './read-pool.js';
import { libsqlClient, type SqlClient } from './sql-client.js';

/** Where the stores keep their data: migrated, ready, and how to let go of it. */
export interface Storage {
  db: SqlClient;
  /** Where the long reads run (src/store/reads.ts). */
  reads: Reads;
  /**
   * On PostgreSQL, the database several processes may share: its URL (for connections of
   * their own: the live feed's LISTEN, the leader's lock) and the pool.
   */
  shared?: { url: string; pool: pg.Pool };
  close(): Promise<void>;
}

/**
 * The database the configuration names: PostgreSQL when `databaseUrl` is set (its long reads
 * run on the pool's connections: they leave the event loop anyway), otherwise the embedded
 * database of the data folder, with its pool of reader threads.
 */
export async function openStorage(config: SandboxConfig): Promise<Storage> {
  if (config.databaseUrl !== undefined) {
    const postgres = await openPostgresDatabase(config.databaseUrl, { reset: config.reset });
    return {
      db: postgres.client,
      reads: readsOn(postgres.client),
      shared: { url: config.databaseUrl, pool: postgres.pool },
      close: postgres.close,
    };
  }
  const database = openDatabase(config.dataDir);
  const db = libsqlClient(database);
  const reads =
    config.readers > 0
      ? createReadPool({ dataDir: config.dataDir, size: config.readers })
      : readsOn(db);
  try {
    migrate(database);
  } catch (error) {
    await reads.close();
    database.close();
    throw error;
  }
  return {
    db,
    reads,
    async close() {
      await reads.close();
      database.close();
    },
  };
}
