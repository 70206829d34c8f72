import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electLeader, LEADER_LOCK, type LeaderElection } from '../src/db/postgres/leader.js';
import { createTestDatabase, postgresServer, type TestDatabase } from './helpers/postgres.js';

let server: Awaited<ReturnType<typeof postgresServer>>;
let database: TestDatabase;

beforeAll(async () => {
  server = await postgresServer();
  database = await createTestDatabase(server.url);
});

afterAll(async () => {
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

describe('one leader among the processes on a PostgreSQL database', () => {
  it('elects exactly one, and another takes over within seconds when it goes', async () => {
    const events: string[] = [];
    const elections: LeaderElection[] = ['a', 'b', 'c'].map((name) =>
      electLeader(database.url, {
        lead: () => events.push(`${name} leads`),
        follow: () => void events.push(`${name} follows`),
        retryMs: 200,
      }),
    );
    try {
      await until(() => elections.some((election) => election.leading));
      // Followers keep trying: still one leader after several of their tries.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(elections.filter((election) => election.leading)).toHaveLength(1);
      const first = elections.findIndex((election) => election.leading);
      await elections[first]?.close();
      await until(() => elections.some((election) => election.leading));
      expect(elections.filter((election) => election.leading)).toHaveLength(1);
      expect(elections[first]?.leading).toBe(false);
      expect(events.filter((event) => event.endsWith('leads'))).toHaveLength(2);
    } finally {
      await Promise.all(elections.map((election) => election.close()));
    }
  });

  it("hands the lead on when the leader's connection is cut, as when its process dies", async () => {
    const leaders: string[] = [];
    const follows: string[] = [];
    const make = (name: string) =>
      electLeader(database.url, {
        lead: () => leaders.push(name),
        follow: () => void follows.push(name),
        retryMs: 200,
      });
    const a = make('a');
    await until(() => a.leading);
    const b = make('b');
    try {
      // Cut every connection of the leader's: what the server sees when a process is killed.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(
        `SELECT pg_terminate_backend(l.pid) FROM pg_locks l
         WHERE l.locktype = 'advisory' AND l.granted AND l.objid = $1`,
        [LEADER_LOCK],
      );
      await admin.end();
      await until(() => b.leading);
      expect(leaders).toEqual(['a', 'b']);
      await until(() => follows.includes('a'));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
