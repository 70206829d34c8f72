import type pg from 'pg';
import type { SandboxConfig } from '../config.js';
import { readsOn, type Reads } from '../store/reads.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { whileLocked } from './postgres/advisory-lock.js';
import { openPostgresDatabase } from './postgres/database.js';
import { postgresReads } from './postgres/reads.js';
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
  /**
   * Runs work that one process at a time may do on the database (seeding it, making the
   * identity provider's keys): on PostgreSQL under an advisory lock, since processes may start
   * together on it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock under which a process readies the shared database. */
const READY_LOCK = 7_103_005;

/**
 * The database the configuration names: PostgreSQL when `databaseUrl` is set (its long reads
 * run on the pool's connections, each statement on its own: they leave the event loop anyway), otherwise the embedded
 * database of the data folder, with its pool of reader threads.
 */
export async function openStorage(config: SandboxConfig): Promise<Storage> {
  if (config.databaseUrl !== undefined) {
    const postgres = await openPostgresDatabase(config.databaseUrl, { reset: config.reset });
    return {
      db: postgres.client,
      reads: postgresReads(postgres.client),
      shared: { url: config.databaseUrl, pool: postgres.pool },
      exclusive: (work) => whileLocked(postgres.pool, READY_LOCK, () => work()),
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
    exclusive: (work) => work(),
    async close() {
      await reads.close();
      database.close();
    },
  };
}
