import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStalePlan } from '../src/db/postgres/client.js';
import type { SqlClient } from '../src/db/sql-client.js';
import { openPostgresTestClient, type PostgresTestClient } from './helpers/postgres-client.js';

// A rolling upgrade: a newer process migrates a table while this one runs with statements it
// prepared on its connections. PostgreSQL refuses such a statement once its result would have
// other columns ("cached plan must not change result type"); the client prepares it again
// and runs it (or its transaction) once more, and the caller sees only the answer.

let postgres: PostgresTestClient;
let db: SqlClient;

beforeAll(async () => {
  // One connection each, so every statement below runs where it was prepared before.
  postgres = await openPostgresTestClient({ poolConnections: 1, pipelinedConnections: 1 });
  db = postgres.db;
});

afterAll(async () => {
  await postgres?.close();
});

/** A migration by another process: its own connection. */
const migrate = async (sql: string): Promise<void> => void (await postgres.elsewhere(sql));

describe('prepared statements across a migration of another process', () => {
  it('are refused by PostgreSQL as a stale plan when their columns change', async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE plain (id TEXT PRIMARY KEY)');
      const statement = { name: 'plain_all', text: 'SELECT * FROM plain' };
      await client.query(statement);
      await migrate('ALTER TABLE plain ADD COLUMN note TEXT');
      const refused = await client.query(statement).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isStalePlan(refused), String(refused)).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('are prepared again outside a transaction, and answer the new columns', async () => {
    await db.run('CREATE TABLE gadgets (id TEXT PRIMARY KEY, name TEXT NOT NULL)');
    await db.run('INSERT INTO gadgets (id, name) VALUES (?, ?)', ['g1', 'Kiosk']);
    const all = 'SELECT * FROM gadgets WHERE id = ?';
    expect(await db.all(all, ['g1'])).toEqual([{ id: 'g1', name: 'Kiosk' }]);
    await migrate(`ALTER TABLE gadgets ADD COLUMN colour TEXT NOT NULL DEFAULT 'grey'`);
    expect(await db.all(all, ['g1'])).toEqual([{ id: 'g1', name: 'Kiosk', colour: 'grey' }]);
    // Many at once, pipelined together on the one connection: each answered.
    const answers = await Promise.all(Array.from({ length: 5 }, () => db.get(all, ['g1'])));
    await migrate('ALTER TABLE gadgets DROP COLUMN colour');
    const after = await Promise.all(Array.from({ length: 5 }, () => db.get(all, ['g1'])));
    expect(answers).toEqual(Array(5).fill({ id: 'g1', name: 'Kiosk', colour: 'grey' }));
    expect(after).toEqual(Array(5).fill({ id: 'g1', name: 'Kiosk' }));
  });

  it('run their transaction again, whole, with the new columns', async () => {
    await db.run('CREATE TABLE widgets (id TEXT PRIMARY KEY, size BIGINT NOT NULL)');
    await db.run('INSERT INTO widgets (id, size) VALUES (?, ?)', ['w1', 1]);
    const grow = (tx: SqlClient) =>
      tx.run('INSERT INTO widgets (id, size) SELECT id || ?, size + 1 FROM widgets WHERE id = ?', [
        '+',
        'w1',
      ]);
    const readAll = 'SELECT * FROM widgets ORDER BY id';
    let runs = 0;
    const work = (tx: SqlClient) => {
      runs++;
      return grow(tx).then(() => tx.all(readAll));
    };
    expect(await db.transaction(work)).toEqual([
      { id: 'w1', size: 1 },
      { id: 'w1+', size: 2 },
    ]);
    await db.run('DELETE FROM widgets WHERE id <> ?', ['w1']);
    await migrate('ALTER TABLE widgets ADD COLUMN label TEXT');
    runs = 0;
    // The insert runs first and is undone with the refused read: one row added, not two.
    expect(await db.transaction(work)).toEqual([
      { id: 'w1', size: 1, label: null },
      { id: 'w1+', size: 2, label: null },
    ]);
    expect(runs).toBe(2);
  });
});
