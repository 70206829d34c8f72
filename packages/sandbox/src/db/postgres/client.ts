import pg from 'pg';
import type { SqlRow, SqlValue } from '../database.js';
import type { SqlClient } from '../sql-client.js';
import type { PipelinedConnections } from './pipelined.js';
import { numberPlaceholders } from './placeholders.js';
import { postgresSpelling } from './sqlite-spellings.js';
import { toDriverValue, typeParsers } from './values.js';

/**
 * Something that runs a query: the pool, its pipelined connections, or the one pooled
 * connection of a transaction.
 */
interface Queryable {
  query(statement: {
    text: string;
    name: string;
    values: unknown[];
  }): Promise<pg.QueryResult<SqlRow>>;
}

/** A store's SQL as PostgreSQL reads it, and the name it is prepared under. */
interface PgStatement {
  text: string;
  name: string;
}

/**
 * The stores use a fixed set of SQL texts: each is numbered once, and prepared once per
 * connection under a name of its own (PostgreSQL then parses and analyses it once, and each
 * call sends only its values). Bounded anyway: past the limit the texts are numbered again,
 * under new names, so a name never stands for two texts. A text whose plan went stale under a
 * migration is numbered again too (renamed, below), and prepared anew on each connection.
 */
const statements = new Map<string, PgStatement>();
let named = 0;
function pgStatement(sql: string): PgStatement {
  let statement = statements.get(sql);
  if (statement === undefined) {
    if (statements.size >= 2000) statements.clear();
    statement = { text: numberPlaceholders(postgresSpelling(sql)), name: `fleet_${++named}` };
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * The text under a new name, unless another call renamed it already: every connection then
 * prepares it again, as the old name's plan on each of them may answer the old columns.
 */
function renamed(sql: string, stale: PgStatement): PgStatement {
  const current = statements.get(sql);
  if (current !== undefined && current !== stale) return current;
  const statement = { text: stale.text, name: `fleet_${++named}` };
  statements.set(sql, statement);
  return statement;
}

/**
 * What happened to a transaction's statements: a stale plan among them (isStalePlan) makes
 * the transaction run again.
 */
interface TransactionState {
  open: boolean;
  stalePlan: boolean;
}

async function query(
  on: Queryable,
  sql: string,
  params: readonly SqlValue[] | undefined,
  transaction: TransactionState | undefined,
) {
  const statement = pgStatement(sql);
  const values = (params ?? []).map(toDriverValue);
  try {
    return await on.query({ text: statement.text, name: statement.name, values });
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    const again = renamed(sql, statement);
    // A transaction is aborted by the failure: it runs again whole (postgresClient).
    if (transaction !== undefined) {
      transaction.stalePlan = true;
      throw error;
    }
    return await on.query({ text: again.text, name: again.name, values });
  }
}

/**
 * PostgreSQL's refusal of a prepared statement whose result would now have other columns
 * ("cached plan must not change result type"): a migration of a newer process (a rolling
 * upgrade) changed a table under the statement this process prepared on a connection. Its
 * code, 0A000, means "not supported" in general; the routine that raises it (not translated,
 * unlike the message) tells this case apart.
 */
export function isStalePlan(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, routine } = error as Error & { code?: unknown; routine?: unknown };
  return code === '0A000' && routine === 'RevalidateCachedQuery';
}

/**
 * Undoes the transaction (or savepoint). False when that failed: the connection is broken or
 * in an unknown state, and must not go back to the pool.
 */
async function rollBack(on: pg.PoolClient, savepoint: string | undefined): Promise<boolean> {
  try {
    await on.query(
      savepoint === undefined
        ? 'ROLLBACK'
        : `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE ${savepoint}`,
    );
    return true;
  } catch {
    return false;
  }
}

/** The statements on `on`: inside a transaction when `transaction` is given. */
function statementsOn(
  on: Queryable,
  transaction: TransactionState | undefined,
  isOpen: () => boolean,
) {
  const check = () => {
    if (!isOpen()) throw new Error('The transaction is over');
  };
  return {
    async run(sql: string, params?: readonly SqlValue[]) {
      check();
      return { changes: (await query(on, sql, params, transaction)).rowCount ?? 0 };
    },
    async get(sql: string, params?: readonly SqlValue[]) {
      check();
      return (await query(on, sql, params, transaction)).rows[0];
    },
    async all(sql: string, params?: readonly SqlValue[]) {
      check();
      return (await query(on, sql, params, transaction)).rows;
    },
  };
}

/** The statements of an open transaction, on its one connection; nested calls are savepoints. */
function transactionClient(
  connection: pg.PoolClient,
  state: TransactionState,
  depth: number,
  isOpen: () => boolean,
): SqlClient {
  return {
    dialect: 'postgres',
    ...statementsOn(connection, state, isOpen),
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      if (!isOpen()) throw new Error('The transaction is over');
      const savepoint = `level_${depth}`;
      await connection.query(`SAVEPOINT ${savepoint}`);
      let open = true;
      try {
        const result = await fn(transactionClient(connection, state, depth + 1, () => open));
        open = false;
        await connection.query(`RELEASE ${savepoint}`);
        return result;
      } catch (error) {
        open = false;
        await rollBack(connection, savepoint);
        throw error;
      }
    },
  };
}

/**
 * PostgreSQL as a {@link SqlClient}: statements go to any connection of the pool, or to the
 * pipelined connections when given (pipelined.ts); a transaction takes one connection of the
 * pool for its whole unit of work (BEGIN ... COMMIT), and statements inside it go through its
 * `tx`.
 */
export function postgresClient(pool: pg.Pool, pipelined?: PipelinedConnections): SqlClient {
  /** One run of the transaction `fn`, on a pooled connection of its own. */
  const once = async <T>(fn: (tx: SqlClient) => Promise<T>, state: TransactionState) => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query('BEGIN');
      const result = await fn(transactionClient(connection, state, 1, () => state.open));
      state.open = false;
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      state.open = false;
      if (!(await rollBack(connection, undefined))) broken = error as Error;
      throw error;
    } finally {
      state.open = false;
      connection.release(broken);
    }
  };
  return {
    dialect: 'postgres',
    ...statementsOn(pipelined ?? pool, undefined, () => true),
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      const first: TransactionState = { open: true, stalePlan: false };
      try {
        return await once(fn, first);
      } catch (error) {
        // A statement's plan went stale (a migration changed its table): the transaction was
        // rolled back before it could change anything, and runs once more, its statements
        // prepared again. Whatever failed the second run is the caller's.
        if (!first.stalePlan) throw error;
        return await once(fn, { open: true, stalePlan: false });
      }
    },
  };
}

export interface PostgresOptions {
  /** Connections the pool opens at most, for transactions and its own uses (default 10). */
  maxConnections?: number;
  /** Pipelined connections for the statements outside a transaction (default 4). */
  pipelinedConnections?: number;
}

/** How each connection to the database at `url` is made. */
export function connectionConfig(url: string): pg.ClientConfig {
  return {
    connectionString: url,
    types: typeParsers,
    // The sandbox's names and timestamps are compared as text by the stores, as SQLite does.
    application_name: 'fleet-sandbox',
  };
}

/** A connection pool to the database at `url` (`postgres://user:password@host:port/name`). */
export function openPostgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({ ...connectionConfig(url), max: options.maxConnections ?? 10 });
  // An idle connection that the server drops (a restart) is removed from the pool; without a
  // listener the error would end the process.
  pool.on('error', () => {});
  return pool;
}
