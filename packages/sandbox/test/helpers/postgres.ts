import { randomUUID } from 'node:crypto';
import pg from 'pg';
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
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `fleet_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * A PostgreSQL server for tests about PostgreSQL itself: the suite's one when it runs on
 * PostgreSQL, otherwise a throwaway cluster of this test file's own (started here, stopped by
 * `stop()`), so these tests run in every suite.
 */
export async function postgresServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (TEST_DATABASE_URL) return { url: TEST_DATABASE_URL, stop: async () => {} };
  const cluster = await startCluster();
  return { url: cluster.url, stop: async () => stopCluster(cluster.dir) };
}
