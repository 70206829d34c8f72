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

/** Live events and access changes shared by every process on one PostgreSQL database. */
export interface PostgresLiveFeed {
  /** Numbers and keeps the event, then tells every process (this one included). */
  publish(repositoryId: string, message: LiveMessage): Promise<void>;
  /** Hears every event of every process, in order of number, each once. */
  subscribe(listener: (repositoryId: string, message: LiveMessage) => void): () => void;
  /** Access changes between processes: the live hub's revocation signal. */
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

  listener.on('notification', ({ channel, payload }) => {
    if (channel === EVENTS_CHANNEL) return news();
    if (channel === ACCESS_CHANNEL && payload) {
      const change = JSON.parse(payload) as AccessChange;
      for (const heard of [...accessListeners]) heard(change);
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

  /** Writes one event; the caller goes one event at a time. */
  const write = async (repositoryId: string, message: LiveMessage): Promise<void> => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query('BEGIN');
      await connection.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK]);
      const { rows } = await connection.query<{ seq: string }>(
        `INSERT INTO live_events (repository_id, message, created_at) VALUES ($1, $2, $3)
           RETURNING seq`,
        [repositoryId, JSON.stringify(message), new Date().toISOString()],
      );
      await connection.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, rows[0]?.seq]);
      await connection.query('COMMIT');
    } catch (error) {
      await connection.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      connection.release(broken);
    }
  };
  // This process's events are written one after the other, so they keep the order they
  // happened in here (a device created before it is seen).
  let queue: Promise<void> = Promise.resolve();

  return {
    publish(repositoryId, message) {
      const written = queue.then(() => write(repositoryId, message));
      queue = written.catch(() => {});
      return written;
    },
    subscribe(heard) {
      eventListeners.add(heard);
      return () => eventListeners.delete(heard);
    },
    accessChanges: {
      publish(change) {
        void pool
          .query('SELECT pg_notify($1, $2)', [ACCESS_CHANNEL, JSON.stringify(change)])
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
