import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { readMigrations } from '../../src/db/migrate.js';
import { openPostgresPool } from '../../src/db/postgres/client.js';
import { migratePostgres, POSTGRES_MIGRATIONS_DIR } from '../../src/db/postgres/migrate.js';
import { startCluster, stopCluster } from '../../../../scripts/postgres-cluster.mjs';

/**
 * The PostgreSQL server the suite runs on when `FLEET_TEST_DATABASE_URL` names a database of
 * it (`pnpm test:postgres` starts a throwaway cluster and sets it); undefined otherwise.
 */
export const TEST_DATABASE_URL = process.env.FLEET_TEST_DATABASE_URL || undefined;

/** A database of its own on a PostgreSQL server; `drop()` removes it. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The same server URL with another database name. */
function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a fresh, empty database on the server of `serverUrl`. */
export async function createTestDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<TestDatabase> {
  const name = `fleet_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** The advisory lock under which one test process makes the migrated template. */
const TEMPLATE_LOCK = 7_103_002;

/**
 * A database with every migration applied, made once per server and set of migrations
 * (whichever test process comes first) and then copied: a copy takes a fraction of the time
 * the migrations take.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const { version, sql } of readMigrations(POSTGRES_MIGRATIONS_DIR))
    hash.update(`${version}\n${sql}`);
  const name = `fleet_template_${hash.digest('hex').slice(0, 16)}`;
  await onServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const pool = openPostgresPool(withDatabase(serverUrl, building));
      try {
        await migratePostgres(pool);
      } finally {
        await pool.end();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

let template: Promise<string> | undefined;

const databases = new Map<string, Promise<TestDatabase>>();

/**
 * The suite's database of a data folder (the suite runs on PostgreSQL): created on first use,
 * the same for every sandbox started on that folder.
 */
export function testDatabaseFor(dataDir: string): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('The suite does not run on PostgreSQL');
  let database = databases.get(dataDir);
  if (!database) {
    const serverUrl = TEST_DATABASE_URL;
    template ??= migratedTemplate(serverUrl);
    database = template.then((name) => createTestDatabase(serverUrl, { template: name }));
    databases.set(dataDir, database);
  }
  return database;
}

/** Drops the database of a data folder that is removed (in the background: nothing waits). */
export function dropTestDatabaseOf(dataDir: string): void {
  const database = databases.get(dataDir);
  if (!database) return;
  databases.delete(dataDir);
  database
    .then((created) => created.drop())
    .catch(() => {
      // Its cluster goes with the suite anyway.
    });
}

/**
 * A PostgreSQL server for tests about PostgreSQL itself: the suite's one when it runs on
 * PostgreSQL, otherwise a throwaway cluster of this test file's own (started here, stopped by
 * `stop()`), so these tests run in every suite.
 */
export async function postgresServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (TEST_DATABASE_URL) return { url: TEST_DATABASE_URL, stop: async () => {} };
  const cluster = await startCluster({ fsync: false });
  return { url: cluster.url, stop: async () => stopCluster(cluster.dir) };
}
