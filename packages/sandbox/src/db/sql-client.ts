import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, SqlRow, SqlValue } from './database.js';

export type { SqlRow, SqlValue } from './database.js';

/** Which SQL engine a client speaks to (see src/store/sql-dialect.ts). */
export type SqlDialect = 'sqlite' | 'postgres';

/**
 * The one asynchronous SQL interface every store runs on, whatever the engine: the embedded
 * libsql database ({@link libsqlClient}) or PostgreSQL. SQL text uses `?` placeholders only.
 */
export interface SqlClient {
  readonly dialect: SqlDialect;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  get(sql: string, params?: readonly SqlValue[]): Promise<SqlRow | undefined>;
  all(sql: string, params?: readonly SqlValue[]): Promise<SqlRow[]>;
  /** One unit of work on one connection; nested calls become savepoints; a throw rolls back. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/**
 * Turns on one holder at a time, first come first served. `tryTake` takes it at once when
 * nobody holds or waits for it (the common case: no promise, no tick).
 */
class Turn {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  get free(): boolean {
    return !this.held && this.waiting.length === 0;
  }

  take(): Promise<void> {
    if (this.free) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** Thrown when a statement goes to a client whose connection a transaction of the caller holds. */
export const OUTSIDE_TRANSACTION =
  'A statement inside a transaction went to the outer client; inside transaction(fn), use its tx';

/** The transactions the running code is inside of, innermost last. */
const inside = new AsyncLocalStorage<readonly object[]>();

/**
 * The embedded database as a {@link SqlClient}. The connection is one, and libsql is
 * synchronous, but a transaction's `fn` is asynchronous: while it runs, every other caller's
 * statement (and transaction) waits its turn, so no other request's write lands inside the
 * open transaction (to be lost if it rolls back). Statements inside `fn` go through its `tx`;
 * one sent to the outer client from inside would wait for ever, so it throws instead.
 */
export function libsqlClient(db: Database): SqlClient {
  /** Undoes the transaction (or savepoint); SQLite may have rolled it back itself already. */
  const rollBack = (savepoint: string | undefined): void => {
    try {
      db.exec(
        savepoint === undefined ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`,
      );
    } catch {
      // Nothing left to undo: the error that brought us here is the one to report.
    }
  };

  const level = (depth: number, isOpen: () => boolean): SqlClient => {
    const turn = new Turn();
    /** The transaction holding this level's turn, while one does. */
    let holder: object | undefined;

    const statement = <T>(step: () => T): Promise<T> => {
      if (!isOpen()) return Promise.reject(new Error('The transaction is over'));
      if (turn.free) {
        try {
          return Promise.resolve(step());
        } catch (error) {
          return Promise.reject(error as Error);
        }
      }
      if (holder && inside.getStore()?.includes(holder)) {
        return Promise.reject(new Error(OUTSIDE_TRANSACTION));
      }
      return turn.take().then(() => {
        try {
          return step();
        } finally {
          turn.give();
        }
      });
    };

    const client: SqlClient = {
      dialect: 'sqlite',
      run: (sql, params) => statement(() => db.run(sql, params)),
      get: (sql, params) => statement(() => db.get(sql, params)),
      all: (sql, params) => statement(() => db.all(sql, params)),
      async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
        if (!isOpen()) throw new Error('The transaction is over');
        if (!turn.free && holder && inside.getStore()?.includes(holder)) {
          throw new Error(OUTSIDE_TRANSACTION);
        }
        await turn.take();
        const name = depth === 0 ? undefined : `level_${depth}`;
        const self = {};
        holder = self;
        let open = true;
        try {
          db.exec(name === undefined ? 'BEGIN' : `SAVEPOINT ${name}`);
          const tx = level(depth + 1, () => open);
          let result: T;
          try {
            result = await inside.run([...(inside.getStore() ?? []), self], () => fn(tx));
          } catch (error) {
            open = false;
            rollBack(name);
            throw error;
          }
          open = false;
          try {
            db.exec(name === undefined ? 'COMMIT' : `RELEASE ${name}`);
          } catch (error) {
            rollBack(name);
            throw error;
          }
          return result;
        } finally {
          open = false;
          holder = undefined;
          turn.give();
        }
      },
    };
    return client;
  };

  return level(0, () => true);
}
