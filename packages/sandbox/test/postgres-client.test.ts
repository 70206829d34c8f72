import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresPool, postgresClient } from '../src/db/postgres/client.js';
import type { SqlClient } from '../src/db/sql-client.js';
import { createTestDatabase, postgresServer, type TestDatabase } from './helpers/postgres.js';

let server: Awaited<ReturnType<typeof postgresServer>>;
let database: TestDatabase;
let pool: pg.Pool;
let db: SqlClient;

beforeAll(async () => {
  server = await postgresServer();
  database = await createTestDatabase(server.url);
  pool = openPostgresPool(database.url);
  db = postgresClient(pool);
  await db.run(`CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL, size BIGINT)`);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
  await server?.stop();
});

const bodies = async () =>
  (await db.all('SELECT body FROM notes ORDER BY id')).map((row) => row.body);

describe('PostgreSQL as the SQL client of the stores', () => {
  it('runs statements with ? placeholders and counts the rows a write changed', async () => {
    expect(
      await db.run('INSERT INTO notes (id, body, size) VALUES (?, ?, ?), (?, ?, ?)', [
        'a',
        'first?',
        1,
        'b',
        'second',
        2n,
      ]),
    ).toEqual({ changes: 2 });
    expect(await db.run('UPDATE notes SET body = ? WHERE id = ?', ['one', 'a'])).toEqual({
      changes: 1,
    });
    expect(await db.get('SELECT body FROM notes WHERE id = ?', ['missing'])).toBeUndefined();
    expect(await bodies()).toEqual(['one', 'second']);
  });

  it('answers counts, sums, big integers and booleans as numbers, as the embedded database does', async () => {
    expect(
      await db.get(
        `SELECT EXISTS (SELECT 1 FROM notes) AS found, 1 > 2 AS wrong, ?::bigint AS big`,
        [2 ** 40],
      ),
    ).toEqual({ found: 1, wrong: 0, big: 2 ** 40 });
    expect(
      await db.get('SELECT count(*) AS n, sum(size) AS total, max(size) AS biggest FROM notes'),
    ).toEqual({
      n: 2,
      total: 3,
      biggest: 2,
    });
  });

  it('commits a transaction whole, and rolls it back whole when it throws', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['c', 'third']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['d', 'fourth']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['one', 'second', 'third']);
  });

  it('makes a nested transaction a savepoint: its rollback keeps the outer work', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['e', 'kept']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['f', 'dropped']);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
      await tx.transaction((inner) =>
        inner.run('UPDATE notes SET body = ? WHERE id = ?', ['kept!', 'e']),
      );
    });
    expect(await bodies()).toEqual(['one', 'second', 'third', 'kept!']);
  });

  it('keeps concurrent transactions apart: one rolling back loses none of the other', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = db.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['g', 'rolled back']);
      await held;
      throw new Error('rollback');
    });
    const committing = db.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['h', 'committed']);
    });
    await db.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['i', 'plain write']);
    await committing;
    release();
    await expect(failing).rejects.toThrow('rollback');
    expect(await bodies()).toEqual(['one', 'second', 'third', 'kept!', 'committed', 'plain write']);
  });

  it('refuses statements on a transaction that is over', async () => {
    let escaped: SqlClient | undefined;
    await db.transaction(async (tx) => {
      escaped = tx;
    });
    await expect(escaped?.get('SELECT 1 AS one')).rejects.toThrow('The transaction is over');
  });
});
