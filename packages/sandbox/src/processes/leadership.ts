import { electLeader } from '../db/postgres/leader.js';
import type { Storage } from '../db/storage.js';

/**
 * What only one process on a database runs: the device simulator and, in its rounds, the
 * starter of scheduled updates and the rollout engine.
 */
export interface LeaderDuties {
  start(): void;
  /** Stops them and waits for the work under way. */
  stop(): Promise<void>;
}

export interface Leadership {
  /** Whether this process runs the duties now. */
  readonly leading: boolean;
  /** Stops the duties and gives the lead up. */
  close(): Promise<void>;
}

/**
 * Runs the duties where they belong: at once on the embedded database (one process); on
 * PostgreSQL only while this process holds the leader's lock (postgres/leader.ts), so
 * another process takes them over within seconds when the leader dies.
 */
export function runLeaderDuties(
  storage: Pick<Storage, 'shared'>,
  duties: LeaderDuties,
  onChange: (leading: boolean) => void = () => {},
): Leadership {
  if (!storage.shared) {
    duties.start();
    return { leading: true, close: () => duties.stop() };
  }
  const election = electLeader(storage.shared.url, {
    lead() {
      duties.start();
      onChange(true);
    },
    async follow() {
      await duties.stop();
      onChange(false);
    },
  });
  return {
    get leading() {
      return election.leading;
    },
    async close() {
      // No lead is taken after this; a round under way ends while another process may begin
      // one: each of its steps is guarded in the database, so none is done twice.
      await election.close();
      await duties.stop();
    },
  };
}
