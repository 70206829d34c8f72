import type { SqlClient } from '../db/sql-client.js';
import { json, nowIso, text } from './rows.js';

/** A stored option value: any JSON (the console wraps arrays itself, SPEC §3 User options). */
export type OptionValue =
  null | boolean | number | string | OptionValue[] | { [key: string]: OptionValue };

export interface UserOption {
  key: string;
  value: OptionValue;
}

/** Key/value metadata of a user (SPEC §3 User options). */
export interface UserOptionStore {
  list(userId: string): Promise<UserOption[]>;
  get(userId: string, key: string): Promise<UserOption | undefined>;
  /** Creates or replaces the option; committed when the promise resolves. */
  set(userId: string, key: string, value: OptionValue): Promise<UserOption>;
  /** True when an option was removed. */
  remove(userId: string, key: string): Promise<boolean>;
}

export function createSqlUserOptionStore(db: SqlClient): UserOptionStore {
  return {
    async list(userId) {
      return (
        await db.all('SELECT key, value FROM user_options WHERE user_id = ? ORDER BY key', [userId])
      ).map((row) => ({ key: text(row, 'key'), value: json<OptionValue>(row, 'value') }));
    },

    async get(userId, key) {
      const row = await db.get(
        'SELECT key, value FROM user_options WHERE user_id = ? AND key = ?',
        [userId, key],
      );
      return row && { key: text(row, 'key'), value: json<OptionValue>(row, 'value') };
    },

    async set(userId, key, value) {
      await db.run(
        `INSERT INTO user_options (user_id, key, value, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        [userId, key, JSON.stringify(value), nowIso()],
      );
      return { key, value };
    },

    async remove(userId, key) {
      return (
        (await db.run('DELETE FROM user_options WHERE user_id = ? AND key = ?', [userId, key]))
          .changes > 0
      );
    },
  };
}
