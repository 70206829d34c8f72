import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AccessChange, AccessChanges } from './access-changes.js';
import type { LiveMessage } from './messages.js';

/** The channel whose notifications carry the number of a new row of `live_events`. */
const EVENTS_CHANNEL = 'fleet_live_events';
/** The channel whose notifications carry an access change (ids only: plain JSON). */
const ACCESS_CHANNEL = 'fleet_access_changes';
/** Held while an event is numbered and written, so numbers commit in their order. */
const PUBLISH_LOCK = 7_103_003;
/** How long events are kept: a process that was away longer has no sockets to send them to. */
const KEEP_MS = 5 * 60_000;

/** At most this many events are written in one transaction. */
const MAX_BATCH = 1_000;

/** An event waiting to be written, and who waits for it. */
interface Pending {
  repositoryId: string;
  message: string;
  done(): void;
  failed(error: unknown): void;
}

/** Live events and access changes shared by every process on one PostgreSQL database. */
export interface PostgresLiveFeed {
  /** Numbers and keeps the event, then tells every process (this one included). */
  publish(repositoryId: string, message: LiveMessage): Promise<void>;
  /** Hears every event of every process, in order of number, each once. */
  subscribe(listener: (repositoryId: string, message: LiveMessage) => void): () => void;
  /**
   * Access changes between processes: the live hub's revocation signal. This process's
   * listeners hear a change at once (its sockets stop receiving before the API answers); the
   * others when the notification reaches them.
   */
  accessChanges: AccessChanges;
  close(): Promise<void>;
}

/**
 * Listens on a connection of its own (LISTEN needs one that stays open); writes through the
 * pool. A notification only says "there is news": the listener reads every event after the
 * last one it handled, so a notification lost or merged with another loses nothing.
 */
export async function createPostgresLiveFeed(
  pool: pg.Pool,
  url: string,
): Promise<PostgresLiveFeed> {
  const eventListeners = new Set<(repositoryId: string, message: LiveMessage) => void>();
  const accessListeners = new Set<(change: AccessChange) => void>();
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  // An error on the listening connection (the server restarted) must not end the process.
  listener.on('error', () => {});
  const start = await listener.query<{ last: string | null }>(
    'SELECT max(seq) AS last FROM live_events',
  );
  let last = Number(start.rows[0]?.last ?? 0);
  // Tells this process's access changes from the others' on the shared channel.
  const origin = randomUUID();
  let draining: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const drain = async (): Promise<void> => {
    do {
      again = false;
      const { rows } = await listener.query<{
        seq: string;
        repository_id: string;
        message: string;
      }>('SELECT seq, repository_id, message FROM live_events WHERE seq > $1 ORDER BY seq', [last]);
      for (const row of rows) {
        last = Number(row.seq);
        const message = JSON.parse(row.message) as LiveMessage;
        for (const heard of [...eventListeners]) heard(row.repository_id, message);
      }
    } while (again && !closed);
  };
  const news = (): void => {
    if (closed) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch(() => {})
      .finally(() => (draining = undefined));
  };

  const tellAccessListeners = (change: AccessChange): void => {
    for (const heard of [...accessListeners]) heard(change);
  };

  listener.on('notification', ({ channel, payload }) => {
    if (channel === EVENTS_CHANNEL) return news();
    if (channel === ACCESS_CHANNEL && payload) {
      const { from, change } = JSON.parse(payload) as { from: string; change: AccessChange };
      if (from !== origin) tellAccessListeners(change);
    }
  });
  await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
  await listener.query(`LISTEN ${ACCESS_CHANNEL}`);

  const prune = setInterval(() => {
    void pool
      .query('DELETE FROM live_events WHERE created_at < $1', [
        new Date(Date.now() - KEEP_MS).toISOString(),
      ])
      .catch(() => {});
  }, 60_000);
  prune.unref();

  /** Writes events in one transaction, in their order; the caller goes one batch at a time. */
  const write = async (batch: readonly Pending[]): Promise<void> => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query('BEGIN');
      await connection.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK]);
      const at = new Date().toISOString();
      const { rows } = await connection.query<{ seq: string }>(
        `INSERT INTO live_events (repository_id, message, created_at)
           SELECT r, m, $1 FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS e(r, m, n)
           ORDER BY n
           RETURNING seq`,
        [at, batch.map((event) => event.repositoryId), batch.map((event) => event.message)],
      );
      await connection.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, rows.at(-1)?.seq]);
      await connection.query('COMMIT');
    } catch (error) {
      await connection.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      connection.release(broken);
    }
  };
  // This process's events are written one batch after the other, each batch in the order
  // they happened here (a device created before it is seen); the events published while a
  // batch is written make the next one, so a burst costs a few transactions, not one each.
  const waiting: Pending[] = [];
  let writing = false;
  const flush = async (): Promise<void> => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        await write(batch);
        for (const event of batch) event.done();
      } catch (error) {
        for (const event of batch) event.failed(error);
      }
    }
    writing = false;
  };

  return {
    publish(repositoryId, message) {
      return new Promise<void>((done, failed) => {
        waiting.push({ repositoryId, message: JSON.stringify(message), done, failed });
        if (!writing) void flush();
      });
    },
    subscribe(heard) {
      eventListeners.add(heard);
      return () => eventListeners.delete(heard);
    },
    accessChanges: {
      publish(change) {
        tellAccessListeners(change);
        void pool
          .query('SELECT pg_notify($1, $2)', [
            ACCESS_CHANNEL,
            JSON.stringify({ from: origin, change }),
          ])
          .catch(() => {});
      },
      subscribe(heard) {
        accessListeners.add(heard);
        return () => accessListeners.delete(heard);
      },
    },
    async close() {
      closed = true;
      clearInterval(prune);
      await draining;
      await listener.end().catch(() => {});
    },
  };
}
