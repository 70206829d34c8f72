import type { SqlClient } from '../db/sql-client.js';
import { nowIso, text } from './rows.js';

/**
 * A user's accepted IPs (SPEC §3 Remote access): addresses exempt from the rate limiting of
 * remote access calls. They belong to the user, whatever repository is active.
 */
export interface AcceptedIpStore {
  /** The addresses, in the order they were added. */
  list(userId: string): Promise<string[]>;
  /** False when the address is on the list already. */
  add(userId: string, ip: string): Promise<boolean>;
  /** True when an address was removed. */
  remove(userId: string, ip: string): Promise<boolean>;
}

export function createSqlAcceptedIpStore(db: SqlClient): AcceptedIpStore {
  return {
    async list(userId) {
      return (
        await db.all(
          'SELECT ip FROM remote_access_accepted_ips WHERE user_id = ? ORDER BY created_at, ip',
          [userId],
        )
      ).map((row) => text(row, 'ip'));
    },

    async add(userId, ip) {
      return (
        (
          await db.run(
            `INSERT INTO remote_access_accepted_ips (user_id, ip, created_at) VALUES (?, ?, ?)
           ON CONFLICT (user_id, ip) DO NOTHING`,
            [userId, ip, nowIso()],
          )
        ).changes > 0
      );
    },

    async remove(userId, ip) {
      return (
        (
          await db.run('DELETE FROM remote_access_accepted_ips WHERE user_id = ? AND ip = ?', [
            userId,
            ip,
          ])
        ).changes > 0
      );
    },
  };
}
