import type { SqlClient } from '../sql-client.js';
import { readOn, type Reads } from '../../store/reads.js';

/**
 * The long reads on PostgreSQL: each statement straight to the pool, without the
 * transaction SQLite's readers wrap them in. At PostgreSQL's isolation level (READ
 * COMMITTED) every statement of a transaction takes a snapshot of its own, so BEGIN and
 * COMMIT around a read's total and page bought no common snapshot: only two more round
 * trips and a connection held for the whole read.
 */
export function postgresReads(db: SqlClient): Reads {
  return {
    read: (name, ...args) => readOn(db, name, args),
    start: async () => {},
    close: async () => {},
  };
}
