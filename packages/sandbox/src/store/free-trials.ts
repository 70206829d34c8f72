import { MAKER_DEVICE_LIMIT, TRIAL_DEVICE_LIMIT } from '@fleet/sdk/domain';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { flag, integer, text } from './rows.js';
import type { User } from './users.js';

/** The Commercial free trial of an account (SPEC §1 account tiers, §9 trial). */
export interface FreeTrial {
  userId: string;
  startedAt: string;
  endsAt: string;
  /** Devices the account may have while the trial runs. */
  deviceLimit: number;
  trainingSessionRequested: boolean;
}

/**
 * How many devices the account may have in its personal repository (SPEC §9): none is the
 * limit of the Commercial tier (undefined), 50 while the free trial runs, 5 for a Maker.
 */
export function deviceLimitOf(
  user: Pick<User, 'tier' | 'trialEndsAt'>,
  now = new Date(),
): number | undefined {
  if (user.tier === 'commercial') return undefined;
  const trialRunning = user.trialEndsAt !== null && Date.parse(user.trialEndsAt) > now.getTime();
  return trialRunning ? TRIAL_DEVICE_LIMIT : MAKER_DEVICE_LIMIT;
}

/** Why a trial could not start. */
export type FreeTrialRefusal = 'commercial' | 'used' | 'unknown-user';

export interface FreeTrialStore {
  /**
   * Starts the account's one trial: records it and gives the user Commercial access until
   * `endsAt` (users.trial_ends_at, which the token's roles follow), all or nothing.
   * Refused for a Commercial account, an account that already had its trial, or an unknown user.
   */
  start(
    trial: FreeTrial,
  ): Promise<{ started: FreeTrial; refused?: undefined } | { refused: FreeTrialRefusal }>;
  find(userId: string): Promise<FreeTrial | undefined>;
}

function toFreeTrial(row: SqlRow): FreeTrial {
  return {
    userId: text(row, 'user_id'),
    startedAt: text(row, 'started_at'),
    endsAt: text(row, 'ends_at'),
    deviceLimit: integer(row, 'device_limit'),
    trainingSessionRequested: flag(row, 'training_session_requested'),
  };
}

export function createSqlFreeTrialStore(db: SqlClient): FreeTrialStore {
  const find = async (q: SqlClient, userId: string): Promise<FreeTrial | undefined> => {
    const row = await q.get('SELECT * FROM free_trials WHERE user_id = ?', [userId]);
    return row && toFreeTrial(row);
  };

  return {
    async start(trial) {
      return db.transaction(async (tx) => {
        const user = await tx.get('SELECT tier, trial_ends_at FROM users WHERE id = ?', [
          trial.userId,
        ]);
        if (!user) return { refused: 'unknown-user' as const };
        if (text(user, 'tier') === 'commercial') return { refused: 'commercial' as const };
        // A trial_ends_at without a row here comes from seed data: that account had a trial too.
        if ((await find(tx, trial.userId)) || user.trial_ends_at !== null)
          return { refused: 'used' as const };
        await tx.run(
          `INSERT INTO free_trials (user_id, started_at, ends_at, device_limit,
             training_session_requested) VALUES (?, ?, ?, ?, ?)`,
          [
            trial.userId,
            trial.startedAt,
            trial.endsAt,
            trial.deviceLimit,
            trial.trainingSessionRequested ? 1 : 0,
          ],
        );
        await tx.run('UPDATE users SET trial_ends_at = ? WHERE id = ?', [
          trial.endsAt,
          trial.userId,
        ]);
        const started = await find(tx, trial.userId);
        if (!started) throw new Error(`Free trial of ${trial.userId} vanished after insert`);
        return { started };
      });
    },

    async find(userId) {
      return find(db, userId);
    },
  };
}
