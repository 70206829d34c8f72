import pg from 'pg';
import {
  connectionConfig,
  openPostgresPool,
  postgresClient,
} from '../../src/db/postgres/client.js';
import { pipelinedConnections } from '../../src/db/postgres/pipelined.js';
import type { SqlClient } from '../../src/db/sql-client.js';
import { createTestDatabase, postgresServer } from './postgres.js';

/** The sandbox's PostgreSQL client on a database of its own, in a server of its own. */
export interface PostgresTestClient {
  readonly db: SqlClient;
  /** The database's address, for connections of the test's own. */
  readonly url: string;
  /** Runs `sql` on a connection of its own, as an administrator or another process would. */
  elsewhere(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  close(): Promise<void>;
}

export async function openPostgresTestClient(options: {
  /** The pool's connections (the pool's default when left out). */
  poolConnections?: number;
  pipelinedConnections: number;
}): Promise<PostgresTestClient> {
  const server = await postgresServer();
  const database = await createTestDatabase(server.url);
  const pool = openPostgresPool(
    database.url,
    options.poolConnections === undefined ? {} : { maxConnections: options.poolConnections },
  );
  const pipelined = pipelinedConnections(
    connectionConfig(database.url),
    options.pipelinedConnections,
  );
  return {
    db: postgresClient(pool, pipelined),
    url: database.url,
    async elsewhere(sql, params = []) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await client.query(sql, params);
      } finally {
        await client.end();
      }
    },
    async close() {
      await pipelined.end();
      await pool.end();
      await database.drop();
      await server.stop();
    },
  };
}
