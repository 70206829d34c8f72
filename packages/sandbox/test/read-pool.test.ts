import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { createReadPool, READER_SEMI_SPACE_MB } from '../src/db/read-pool.js';
import type { Reads } from '../src/store/reads.js';
import type { Sandbox } from '../src/sandbox.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

/** A long read: counts to 5 million, row by row (seconds, where a cheap read takes a ms). */
const LONG_COUNT = 5_000_000;
const LONG = `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LONG_COUNT})
  SELECT count(*) AS n FROM n`;

/** Settles to what happened to the promise so far, without waiting for it. */
const stateOf = async (promise: Promise<unknown>): Promise<'pending' | 'settled'> =>
  Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    new Promise<'pending'>((resolve) => setImmediate(() => resolve('pending'))),
  ]);

describe('the read pool', () => {
  let dir: string;
  let db: Database;
  let pool: Reads;

  const open = (size: number): void => {
    dir = tempDataDir();
    db = openDatabase(dir);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    pool = createReadPool({ dataDir: dir, size });
  };

  afterEach(async () => {
    await pool.close();
    db.close();
    removeDir(dir);
  });

  it('reads what the writer acknowledged before the read was asked', async () => {
    open(2);
    for (let i = 1; i <= 20; i++) {
      db.run('INSERT INTO notes (body) VALUES (?)', [`note ${i}`]);
      const rows = await pool.read('sql.all', 'SELECT count(*) AS n FROM notes');
      expect(rows).toEqual([{ n: i }]);
    }
  });

  it('answers a cheap read while a long one started first is still running', async () => {
    open(2);
    db.run("INSERT INTO notes (body) VALUES ('cheap')");
    // Both readers started: the second read goes to the reader the first leaves free.
    await Promise.all([pool.read('sql.all', 'SELECT 1'), pool.read('sql.all', 'SELECT 2')]);
    const long = pool.read('sql.all', LONG);
    const cheap = await pool.read('sql.all', 'SELECT body FROM notes');
    expect(cheap).toEqual([{ body: 'cheap' }]);
    expect(await stateOf(long)).toBe('pending');
    expect(await long).toEqual([{ n: LONG_COUNT }]);
  });

  it('starts every reader at once when asked, so the first reads find them ready', async () => {
    // Each reader is a thread of this process: /proc/self/status counts them.
    const threads = (): number =>
      Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
    open(3);
    const before = threads();
    await pool.start();
    expect(threads()).toBeGreaterThanOrEqual(before + 3);
    // Started: two reads asked together are both answered while a long read runs.
    const long = pool.read('sql.all', LONG);
    expect(
      await Promise.all([
        pool.read('sql.all', 'SELECT 1 AS n'),
        pool.read('sql.all', 'SELECT 2 AS n'),
      ]),
    ).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(await stateOf(long)).toBe('pending');
    await long;
  });

  it('queues reads beyond its size, in the order asked', async () => {
    open(1);
    const answered: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((i) =>
        pool.read('sql.all', 'SELECT ? AS i', [i]).then(() => answered.push(i)),
      ),
    );
    expect(answered).toEqual([1, 2, 3, 4]);
  });

  it('gives each reader a young generation that holds many reads from its start', async () => {
    open(2);
    const sizes = await Promise.all([
      pool.read('heap.youngGeneration'),
      pool.read('heap.youngGeneration'),
    ]);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(READER_SEMI_SPACE_MB * 2 ** 20);
  });

  it('fails a read the database refuses, and keeps reading', async () => {
    open(1);
    await expect(pool.read('sql.all', 'SELECT * FROM nowhere')).rejects.toThrow(
      'no such table: nowhere',
    );
    await expect(pool.read('sql.all', "INSERT INTO notes (body) VALUES ('no')")).rejects.toThrow(
      /readonly|read-only|query_only/i,
    );
    expect(await pool.read('sql.all', 'SELECT count(*) AS n FROM notes')).toEqual([{ n: 0 }]);
  });
});

describe('the sandbox with a reader busy on a long read', () => {
  let sandbox: Sandbox;

  afterEach(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('still answers device lists and installed packages', async () => {
    sandbox = await startTestSandbox({ devices: 30, readers: 2 });
    const token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const { reads } = sandbox.context;
    await Promise.all([reads.read('sql.all', 'SELECT 1'), reads.read('sql.all', 'SELECT 2')]);
    const long = reads.read('sql.all', LONG);

    const list = await api(sandbox, '/api/v2beta/devices?limit=5&status=UpToDate', {
      token,
    });
    expect(list.status).toBe(200);
    const page = list.body as { values: Array<{ deviceUuid: string }> };
    expect(page.values.length).toBeGreaterThan(0);
    const packages = await api(
      sandbox,
      `/api/v2beta/devices/packages?${page.values.map((d) => `deviceUuid=${d.deviceUuid}`).join('&')}&limit=5`,
      { token },
    );
    expect(packages.status).toBe(200);
    expect(
      (packages.body as { values: Array<{ deviceUuid: string }> }).values.map((d) => d.deviceUuid),
    ).toEqual(page.values.map((d) => d.deviceUuid));
    expect(await stateOf(long)).toBe('pending');
    expect(await long).toEqual([{ n: LONG_COUNT }]);
    // A sandbox's start, a sign-in and a read of seconds: far above them on a busy machine.
  }, 120_000);
});
