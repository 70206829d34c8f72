import { getHeapSpaceStatistics } from 'node:v8';
import type { SqlClient, SqlRow, SqlValue } from '../db/sql-client.js';
import { listDevices } from './device-list-query.js';
import { listPackagesOfDevices } from './installed-packages.js';

/** What a device list takes beyond the connection. */
type ListArgs = Parameters<typeof listDevices> extends [SqlClient, ...infer A] ? A : never;

/**
 * The reads that may run on a connection of their own (src/db/read-pool.ts: a pool of worker
 * threads, each with its own connection over WAL), so a long one does not hold up the event
 * loop that serves every other request. Each is a function of a connection and plain data
 * (what a worker receives by structured clone), answering plain data, and only reads.
 */
export const READS = {
  'devices.list': listDevices,
  /**
   * The same page as the API's JSON text, made in the reader: the event loop then receives a
   * string, not objects to rebuild from the message and serialize again (about 60 µs of a
   * default-order call, docs/benchmarks.md "The cheap lists").
   */
  'devices.listJson': async (db: SqlClient, ...args: ListArgs): Promise<string> =>
    JSON.stringify(await listDevices(db, ...args)),
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

/**
 * Runs a read on `db` in one transaction, so its statements (a total, then a page) see one
 * snapshot of the database.
 */
export function runRead<K extends ReadName>(
  db: SqlClient,
  name: K,
  args: ReadArgs<K>,
): Promise<ReadResult<K>> {
  // Each entry of READS takes its own arguments; `name` and `args` belong together.
  const read = READS[name] as unknown as (
    db: SqlClient,
    ...args: ReadArgs<K>
  ) => Promise<ReadResult<K>>;
  return db.transaction((tx) => read(tx, ...args));
}

/** Reads on the connection that also writes, in the event loop (no worker threads). */
export function readsOn(db: SqlClient): Reads {
  return {
    read: (name, ...args) => runRead(db, name, args),
    start: async () => {},
    close: async () => {},
  };
}
