import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../src/db/sql-client.js';
import { openPostgresTestClient, type PostgresTestClient } from './helpers/postgres-client.js';

let postgres: PostgresTestClient;
let db: SqlClient;

beforeAll(async () => {
  postgres = await openPostgresTestClient({ pipelinedConnections: 2 });
  db = postgres.db;
  await db.run('CREATE TABLE counters (id TEXT PRIMARY KEY, n BIGINT NOT NULL)');
});

afterAll(async () => {
  await postgres?.close();
});

/** Runs `sql` on a connection of its own, as an administrator would. */
const elsewhere = (sql: string, params: unknown[] = []): Promise<pg.QueryResult> =>
  postgres.elsewhere(sql, params);

describe('statements outside a transaction on pipelined connections', () => {
  it('answers each of many statements made at once with its own rows, over two connections', async () => {
    const asked = Array.from({ length: 300 }, (_, i) => i);
    const answers = await Promise.all(
      asked.map((i) => db.get('SELECT ? + 0 AS n, pg_backend_pid() AS pid', [i])),
    );
    expect(answers.map((row) => row?.n)).toEqual(asked);
    expect(new Set(answers.map((row) => row?.pid)).size).toBeLessThanOrEqual(2);
  });

  it('fails a statement alone: the others sent with it are answered', async () => {
    const [before, failing, after] = await Promise.allSettled([
      db.get('SELECT 1 AS n'),
      db.get('SELECT 1 / (? - 1) AS n', [1]),
      db.get('SELECT 3 AS n'),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: { n: 1 } });
    expect(failing.status).toBe('rejected');
    expect(after).toEqual({ status: 'fulfilled', value: { n: 3 } });
  });

  it('does not see what an open transaction wrote until it commits', async () => {
    let outside: unknown;
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO counters (id, n) VALUES (?, ?)', ['seen', 1]);
      outside = await db.get('SELECT count(*) AS n FROM counters WHERE id = ?', ['seen']);
    });
    expect(outside).toEqual({ n: 0 });
    expect(await db.get('SELECT n FROM counters WHERE id = ?', ['seen'])).toEqual({ n: 1 });
  });

  it('opens a new connection when the server ends one', async () => {
    const { pid } = (await db.get('SELECT pg_backend_pid() AS pid')) ?? {};
    await elsewhere(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = 'fleet-sandbox'`,
    );
    // The ended connection's close may reach the client after the next statement is sent on
    // it: that one fails, and the next goes to a new connection.
    let answer: unknown;
    for (let attempt = 0; attempt < 20 && answer === undefined; attempt++) {
      answer = await db.get('SELECT pg_backend_pid() AS pid').catch(() => undefined);
    }
    expect(answer).toBeDefined();
    expect((answer as { pid: number }).pid).not.toBe(pid);
  });
});
