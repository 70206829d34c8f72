import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type PostgresDatabase } from '../src/db/postgres/database.js';
import type { AccessChange } from '../src/live/access-changes.js';
import type { LiveMessage } from '../src/live/messages.js';
import { createPostgresLiveFeed, type PostgresLiveFeed } from '../src/live/postgres-feed.js';
import { createTestDatabase, postgresServer, type TestDatabase } from './helpers/postgres.js';

let server: Awaited<ReturnType<typeof postgresServer>>;
let database: TestDatabase;
/** Two processes' worth: a pool and a feed each, on one database. */
const processes: { db: PostgresDatabase; feed: PostgresLiveFeed }[] = [];

beforeAll(async () => {
  server = await postgresServer();
  database = await createTestDatabase(server.url);
  for (let i = 0; i < 2; i++) {
    const db = await openPostgresDatabase(database.url);
    processes.push({ db, feed: await createPostgresLiveFeed(db.pool, database.url) });
  }
});

afterAll(async () => {
  for (const { db, feed } of processes) {
    await feed.close();
    await db.close();
  }
  await database?.drop();
  await server?.stop();
});

const until = async (condition: () => boolean): Promise<void> => {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('live events between processes on PostgreSQL (LISTEN/NOTIFY)', () => {
  it('reach every process in one order, each once, whoever published them', async () => {
    const heard = processes.map(() => [] as string[]);
    processes.forEach(({ feed }, i) =>
      feed.subscribe((repositoryId, message: LiveMessage) =>
        heard[i]?.push(
          `${repositoryId}:${String((message as { deviceUuid?: string }).deviceUuid)}`,
        ),
      ),
    );
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const published: Promise<void>[] = [];
    for (let n = 0; n < 20; n++) {
      published.push(
        a.feed.publish('r1', { type: 'DeviceSeen', deviceUuid: `a${n}` } as LiveMessage),
      );
      published.push(
        b.feed.publish('r2', { type: 'DeviceSeen', deviceUuid: `b${n}` } as LiveMessage),
      );
    }
    await Promise.all(published);
    await until(() => heard.every((list) => list.length >= 40));
    expect(heard[0]).toHaveLength(40);
    expect(heard[1]).toEqual(heard[0]);
    expect(new Set(heard[0]).size).toBe(40);
    // Each process's own events keep the order it published them in.
    const own = (prefix: string) => heard[0]?.filter((entry) => entry.startsWith(prefix));
    expect(own('r1:')).toEqual(Array.from({ length: 20 }, (_, n) => `r1:a${n}`));
    expect(own('r2:')).toEqual(Array.from({ length: 20 }, (_, n) => `r2:b${n}`));
  });

  it('carry access changes to the other process', async () => {
    const changes: AccessChange[] = [];
    processes[1]?.feed.accessChanges.subscribe((change) => changes.push(change));
    processes[0]?.feed.accessChanges.publish({ repositoryId: 'r1', userId: 'u1' });
    await until(() => changes.length > 0);
    expect(changes).toEqual([{ repositoryId: 'r1', userId: 'u1' }]);
  });

  it('keeps the events in the database, numbered', async () => {
    const pool: pg.Pool | undefined = processes[0]?.db.pool;
    const { rows } = await (pool as pg.Pool).query<{ n: number }>(
      'SELECT count(*) AS n FROM live_events',
    );
    expect(rows[0]?.n).toBe(40);
  });
});
