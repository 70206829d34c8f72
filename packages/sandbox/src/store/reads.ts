import { getHeapSpaceStatistics } from 'node:v8';
import type { SqlClient, SqlRow, SqlValue } from '../db/sql-client.js';
import { listDevicesJsonBytes } from './device-json.js';
import { listDevices } from './device-list-query.js';
import { listPackagesOfDevices } from './installed-packages.js';

/**
 * The reads that may run on a connection of their own (src/db/read-pool.ts: a pool of worker
 * threads, each with its own connection over WAL), so a long one does not hold up the event
 * loop that serves every other request. Each is a function of a connection and plain data
 * (what a worker receives by structured clone), answering plain data, and only reads.
 */
export const READS = {
  'devices.list': listDevices,
  /**
   * The same page as the API's JSON, made in the reader (on SQLite, by the database itself)
   * and encoded there as UTF-8: the event loop receives bytes to send as they are (moved, not
   * copied, from a reader: read-messages.ts), not objects to rebuild from the message and
   * serialize again, nor a text to measure and encode (docs/benchmarks.md "The cheap lists").
   */
  'devices.listJson': listDevicesJsonBytes,
  'devices.packages': listPackagesOfDevices,
  /** Rows of one SQL text; for diagnostics and tests of the pool. */
  'sql.all': (db: SqlClient, sql: string, params?: readonly SqlValue[]): Promise<SqlRow[]> =>
    db.all(sql, params),
  /** The size of the young generation of the thread that reads, in bytes; for tests. */
  'heap.youngGeneration': async (_db: SqlClient): Promise<number> =>
    getHeapSpaceStatistics().find(({ space_name }) => space_name === 'new_space')?.space_size ?? 0,
} satisfies Record<string, (db: SqlClient, ...args: never[]) => Promise<unknown>>;

export type ReadName = keyof typeof READS;
/** What a read takes beyond the connection. */
export type ReadArgs<K extends ReadName> = (typeof READS)[K] extends (
  db: SqlClient,
  ...args: infer A
) => unknown
  ? A
  : never;
export type ReadResult<K extends ReadName> = Awaited<ReturnType<(typeof READS)[K]>>;

/** Where the stores send their reads: a pool of readers, or the one connection. */
export interface Reads {
  read<K extends ReadName>(name: K, ...args: ReadArgs<K>): Promise<ReadResult<K>>;
  /**
   * Starts every reader now rather than when reads first need them, and resolves once each
   * has answered: a reader's start (its module graph and its connection) costs far more than
   * a read, and should not land on the first requests.
   */
  start(): Promise<void>;
  /** Stops the readers; pending reads reject. */
  close(): Promise<void>;
}

/** Runs a read's statements on `db` as they come, in no transaction of their own. */
export function readOn<K extends ReadName>(
  db: SqlClient,
  name: K,
  args: ReadArgs<K>,
): Promise<ReadResult<K>> {
  // Each entry of READS takes its own arguments; `name` and `args` belong together.
  const read = READS[name] as unknown as (
    db: SqlClient,
    ...args: ReadArgs<K>
  ) => Promise<ReadResult<K>>;
  return read(db, ...args);
}

/**
 * Runs a read on `db` in one transaction, so its statements (a total, then a page) see one
 * snapshot of the database.
 */
export function runRead<K extends ReadName>(
  db: SqlClient,
  name: K,
  args: ReadArgs<K>,
): Promise<ReadResult<K>> {
  return db.transaction((tx) => readOn(tx, name, args));
}

/** Reads on the connection that also writes, in the event loop (no worker threads). */
export function readsOn(db: SqlClient): Reads {
  return {
    read: (name, ...args) => runRead(db, name, args),
    start: async () => {},
    close: async () => {},
  };
}
