import type { SqlClient } from '../db/sql-client.js';
import { sharedFreshRead } from '../auth/shared-fresh-read.js';
import { turnSharedRead } from '../auth/turn-shared-read.js';
import { integer } from './rows.js';

/**
 * The number migration 007 raises, in the database itself (triggers), on every change to
 * users, repositories, guest profiles, guests and API clients: whatever connection or
 * process makes the change, the next read sees a new number.
 */
export interface AccessVersionStore {
  /**
   * The number, read after the call (a read shared with the calls asking with it): a change
   * made before the call is seen.
   */
  current(): Promise<number>;
}

export function createSqlAccessVersionStore(db: SqlClient): AccessVersionStore {
  const read = async (): Promise<number> => {
    const row = await db.get('SELECT version FROM access_version WHERE id = 1');
    if (!row) throw new Error('The access version row is missing (migration 007)');
    return integer(row, 'version');
  };
  // The embedded database answers at once, in the event loop: the calls of one turn share a
  // read. PostgreSQL answers a round trip later: the calls arriving meanwhile share the next.
  return { current: db.dialect === 'sqlite' ? turnSharedRead(read) : sharedFreshRead(read) };
}
