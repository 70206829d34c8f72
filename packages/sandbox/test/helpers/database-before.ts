import { openDatabase } from '../../src/db/database.js';
import { migrate, readMigrations } from '../../src/db/migrate.js';
import { openPostgresPool, postgresClient } from '../../src/db/postgres/client.js';
import { migratePostgres, POSTGRES_MIGRATIONS_DIR } from '../../src/db/postgres/migrate.js';
import { libsqlClient, type SqlClient } from '../../src/db/sql-client.js';
import { createTestDatabase, TEST_DATABASE_URL } from './postgres.js';
import { removeDir, tempDataDir } from './sandbox.js';

/** A database of the suite's engine, migrated up to just before one migration. */
export interface DatabaseBefore {
  db: SqlClient;
  /** Applies the migrations left; answers the versions applied. */
  migrateRest(): Promise<number[]>;
  /** The data folder, on the embedded database (undefined on PostgreSQL). */
  dataDir?: string;
}

/**
 * Runs `work` on a new database of the suite's engine (the embedded one, or PostgreSQL under
 * `pnpm test:postgres`) made with every migration before `version`, then removes it: how a
 * test shows a migration on a database made before it.
 */
export async function onDatabaseBefore(
  version: number,
  work: (before: DatabaseBefore) => Promise<void>,
): Promise<void> {
  if (TEST_DATABASE_URL === undefined) {
    const dir = tempDataDir();
    const database = openDatabase(dir);
    try {
      migrate(
        database,
        readMigrations().filter((migration) => migration.version < version),
      );
      await work({
        db: libsqlClient(database),
        migrateRest: async () => migrate(database),
        dataDir: dir,
      });
    } finally {
      database.close();
      removeDir(dir);
    }
    return;
  }
  const database = await createTestDatabase(TEST_DATABASE_URL);
  const pool = openPostgresPool(database.url);
  try {
    await migratePostgres(
      pool,
      readMigrations(POSTGRES_MIGRATIONS_DIR).filter((migration) => migration.version < version),
    );
    await work({ db: postgresClient(pool), migrateRest: () => migratePostgres(pool) });
  } finally {
    await pool.end();
    await database.drop();
  }
}
