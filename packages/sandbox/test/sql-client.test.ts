import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { libsqlClient, OUTSIDE_TRANSACTION, type SqlClient } from '../src/db/sql-client.js';
import { removeDir, tempDataDir } from './helpers/sandbox.js';

let db: Database | undefined;
let dir: string | undefined;

afterEach(() => {
  db?.close();
  if (dir) removeDir(dir);
  db = undefined;
  dir = undefined;
});

async function open(): Promise<SqlClient> {
  dir = tempDataDir();
  db = openDatabase(dir);
  db.exec('CREATE TABLE notes (body TEXT NOT NULL)');
  return libsqlClient(db);
}

/** Lets every queued callback and timer of this turn run, so a waiting statement could. */
const aWhile = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

async function bodies(client: SqlClient): Promise<string[]> {
  const rows = await client.all('SELECT body FROM notes ORDER BY body');
  return rows.map((row) => String(row.body));
}

describe('the SQL client over the embedded database', () => {
  it('runs statements with ? parameters and answers rows and changes', async () => {
    const client = await open();
    expect(client.dialect).toBe('sqlite');
    expect(await client.run('INSERT INTO notes (body) VALUES (?), (?)', ['a', 'b'])).toEqual({
      changes: 2,
    });
    expect(await client.get('SELECT count(*) AS n FROM notes WHERE body > ?', ['a'])).toMatchObject(
      {
        n: 1,
      },
    );
    expect(await client.get('SELECT body FROM notes WHERE body = ?', ['none'])).toBeUndefined();
    await expect(client.run('INSERT INTO nowhere VALUES (1)')).rejects.toThrow('no such table');
  });

  it('commits a transaction whole, or rolls it back whole when fn throws', async () => {
    const client = await open();
    await expect(
      client.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['lost']);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const answer = await client.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (body) VALUES (?)', ['kept']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await bodies(client)).toEqual(['kept']);
  });

  it('makes a nested transaction a savepoint: its throw undoes only its own writes', async () => {
    const client = await open();
    await client.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (body) VALUES (?)', ['outer']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO notes (body) VALUES (?)', ['inner']);
          throw new Error('inner abort');
        }),
      ).rejects.toThrow('inner abort');
      await tx.transaction((inner) => inner.run('INSERT INTO notes (body) VALUES (?)', ['nested']));
    });
    expect(await bodies(client)).toEqual(['nested', 'outer']);
  });

  it('keeps two concurrent transactions apart: one rolling back loses none of the other', async () => {
    const client = await open();
    let letFirstFail!: () => void;
    const firstMayFail = new Promise<void>((resolve) => (letFirstFail = resolve));
    const first = client.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (body) VALUES (?)', ['first']);
      await firstMayFail;
      throw new Error('first fails');
    });
    const second = client.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (body) VALUES (?)', ['second']);
    });
    await aWhile();
    letFirstFail();
    await expect(first).rejects.toThrow('first fails');
    await second;
    expect(await bodies(client)).toEqual(['second']);
  });

  it('holds a plain write back while a transaction runs, so its rollback cannot take it', async () => {
    const client = await open();
    let letItFail!: () => void;
    const mayFail = new Promise<void>((resolve) => (letItFail = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (body) VALUES (?)', ['in the transaction']);
      await mayFail;
      throw new Error('rolled back');
    });
    let written = false;
    const write = client
      .run('INSERT INTO notes (body) VALUES (?)', ['beside it'])
      .then(() => (written = true));
    await aWhile();
    expect(written).toBe(false);
    letItFail();
    await expect(transaction).rejects.toThrow('rolled back');
    await write;
    expect(await bodies(client)).toEqual(['beside it']);
  });

  it('refuses a statement sent to the outer client from inside its transaction', async () => {
    const client = await open();
    await expect(
      client.transaction(async () => {
        await client.run('INSERT INTO notes (body) VALUES (?)', ['wrong client']);
      }),
    ).rejects.toThrow(OUTSIDE_TRANSACTION);
    await expect(
      client.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['first']);
        await client.transaction(async () => {});
      }),
    ).rejects.toThrow(OUTSIDE_TRANSACTION);
    expect(await bodies(client)).toEqual([]);
  });

  it('refuses statements on a transaction that is over', async () => {
    const client = await open();
    let kept: SqlClient | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.run('INSERT INTO notes (body) VALUES (?)', ['late'])).rejects.toThrow(
      'The transaction is over',
    );
  });
});
