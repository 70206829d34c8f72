import type { SqlClient } from '../db/sql-client.js';
import { integer } from './rows.js';

/**
 * The number migration 007 raises, in the database itself (triggers), on every change to
 * users, repositories, guest profiles, guests and API clients: whatever connection or
 * process makes the change, the next read sees a new number.
 */
export interface AccessVersionStore {
  current(): Promise<number>;
}

export function createSqlAccessVersionStore(db: SqlClient): AccessVersionStore {
  return {
    async current() {
      const row = await db.get('SELECT version FROM access_version WHERE id = 1');
      if (!row) throw new Error('The access version row is missing (migration 007)');
      return integer(row, 'version');
    },
  };
}
