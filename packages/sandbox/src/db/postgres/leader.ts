import pg from 'pg';

/** The advisory lock whose holder runs the simulator and starts scheduled updates. */
export const LEADER_LOCK = 7_103_004;

export interface LeaderElection {
  /** Whether this process leads now. */
  readonly leading: boolean;
  /** Gives the lead up (if held) and stops trying. */
  close(): Promise<void>;
}

export interface LeaderOptions {
  /** Called when this process becomes the leader. */
  lead(): void;
  /** Called when it stops being the leader (its connection to the database broke). */
  follow(): void | Promise<void>;
  /** How often a follower tries to take the lead (default 2 s). */
  retryMs?: number;
  lockKey?: number;
}

/**
 * One process among those on a database leads: the one holding a session advisory lock on a
 * connection of its own. The lock goes with the connection, so when the leader dies (or its
 * connection does) PostgreSQL releases it, and another process takes it at its next try,
 * within `retryMs`.
 */
export function electLeader(url: string, options: LeaderOptions): LeaderElection {
  const { retryMs = 2_000, lockKey = LEADER_LOCK } = options;
  let client: pg.Client | undefined;
  let leading = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const lose = async (): Promise<void> => {
    const was = leading;
    leading = false;
    const lost = client;
    client = undefined;
    await lost?.end().catch(() => {});
    if (was) await options.follow();
  };

  const attempt = async (): Promise<void> => {
    if (closed) return;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url });
        fresh.on('error', () => void lose().then(schedule));
        await fresh.connect();
        client = fresh;
      }
      const { rows } = await client.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS taken',
        [lockKey],
      );
      if (rows[0]?.taken && !closed) {
        leading = true;
        options.lead();
        return;
      }
    } catch {
      await lose();
    }
    schedule();
  };

  const schedule = (): void => {
    if (closed || leading) return;
    clearTimeout(timer);
    timer = setTimeout(() => void attempt(), retryMs);
    timer.unref();
  };

  void attempt();

  return {
    get leading() {
      return leading;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      leading = false;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
