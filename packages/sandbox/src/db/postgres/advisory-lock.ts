import type pg from 'pg';

/**
 * Runs `work` while holding a session advisory lock on a connection of the pool (given to
 * `work`): processes doing the same work on one database take turns. The lock goes with the
 * connection, so a process that dies holding it lets the next one in.
 */
export async function whileLocked<T>(
  pool: pg.Pool,
  key: number,
  work: (connection: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(connection);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    connection.release(broken);
  }
}
