import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';

/** A bind value the embedded database accepts. */
export type SqlValue = string | number | bigint | null | Uint8Array;
/** Positional or named parameters of one statement. */
export type SqlParams = readonly SqlValue[] | Record<string, SqlValue>;
/** One row as the driver returns it; stores map it to their own types. */
export type SqlRow = Record<string, unknown>;

/**
 * The embedded SQL database in the data folder. Synchronous inside: a store method that
 * writes several rows wraps them in {@link Database.transaction} so they commit together.
 */
export interface Database {
  readonly file: string;
  run(sql: string, params?: SqlParams): { changes: number };
  get(sql: string, params?: SqlParams): SqlRow | undefined;
  all(sql: string, params?: SqlParams): SqlRow[];
  exec(sql: string): void;
  /** Runs `fn` in one transaction (a savepoint when nested); a throw rolls it back. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

export const DATABASE_FILE = 'sandbox.db';

export interface OpenOptions {
  /**
   * A connection that only reads (a reader of src/db/read-pool.ts): it leaves the journal
   * mode to the writer's connection and refuses any write.
   */
  readOnly?: boolean;
}

export function openDatabase(dataDir: string, options: OpenOptions = {}): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const raw = new Libsql(file);
  if (options.readOnly) {
    raw.pragma('query_only = ON');
  } else {
    // WAL lets readers run beside the writer; FULL syncs the log on every commit, so a
    // kill -9 (or power loss) never loses a write the API has acknowledged.
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
  }
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // Up to 64 MiB of pages kept in memory (the default is 2 MiB): the device indexes of
  // 100,000 devices stay cached between list calls, and index builds sort in memory.
  // Taken as pages are read, so a small database stays small.
  raw.pragma('cache_size = -65536');

  const bind = (params: SqlParams | undefined): unknown[] =>
    params === undefined ? [] : Array.isArray(params) ? [...params] : [params];

  // Preparing a statement costs more than running it; the stores use a fixed set of SQL
  // texts, so each is prepared once. Bounded anyway, in case a caller builds SQL per call.
  const statements = new Map<string, Libsql.Statement<unknown[]>>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 1000) statements.clear();
      statement = raw.prepare<unknown[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  // A statement that failed is dropped, never reused: SQLite may keep state of the failed run
  // in it (a full-text query's parse error is then answered to every later call).
  const use = <T>(sql: string, step: (statement: Libsql.Statement<unknown[]>) => T): T => {
    try {
      return step(prepare(sql));
    } catch (error) {
      statements.delete(sql);
      throw error;
    }
  };

  return {
    file,
    run: (sql, params) =>
      use(sql, (statement) => ({ changes: statement.run(...bind(params)).changes })),
    get: (sql, params) =>
      use(sql, (statement) => statement.get(...bind(params)) as SqlRow | undefined),
    all: (sql, params) => use(sql, (statement) => statement.all(...bind(params)) as SqlRow[]),
    exec: (sql) => {
      raw.exec(sql);
    },
    transaction: (fn) => raw.transaction(fn)(),
    close: () => {
      statements.clear();
      if (raw.open) raw.close();
    },
  };
}
