import pg from 'pg';
import type { SqlRow } from '../database.js';

/**
 * A few connections that carry the statements made outside a transaction, many at once
 * (issue #12: under 50 concurrent calls the server's time went to writing each statement to
 * PostgreSQL on its own — a system call that wakes a backend process — and to the round trip
 * before the next). Statements go to the connection with the fewest waiting for an answer,
 * written without waiting for those before (the driver's pipeline mode: each statement ends
 * with its own Sync, so one that fails fails alone), and every statement made in one turn of
 * the event loop leaves in one write. PostgreSQL answers them in order.
 *
 * A transaction needs a connection of its own (its statements must not interleave with
 * others'): those still come from the pool.
 */
export interface PipelinedConnections {
  query(statement: {
    text: string;
    name: string;
    values: unknown[];
  }): Promise<pg.QueryResult<SqlRow>>;
  /** Ends every connection; statements still waiting fail. */
  end(): Promise<void>;
}

interface Connection {
  client: pg.Client;
  connected: Promise<unknown>;
  /** Statements sent and not answered yet. */
  waiting: number;
  corked: boolean;
}

/**
 * `count` connections made with `config`, opened on first use. A connection that breaks (a
 * restart of the server) is dropped, with the statements it carried; the next statement opens
 * a new one.
 */
export function pipelinedConnections(config: pg.ClientConfig, count: number): PipelinedConnections {
  const open: Connection[] = [];
  let ended = false;

  const connect = (): Connection => {
    const client = new pg.Client({ ...config, pipeline: true });
    const connection: Connection = {
      client,
      connected: client.connect(),
      waiting: 0,
      corked: false,
    };
    const drop = (): void => {
      const at = open.indexOf(connection);
      if (at !== -1) open.splice(at, 1);
    };
    // Without a listener, an error of an idle connection would end the process.
    client.on('error', drop);
    client.on('end', drop);
    connection.connected.catch(drop);
    open.push(connection);
    return connection;
  };

  /** The connection with the fewest statements waiting; a new one while there are fewer than `count`. */
  const pick = (): Connection => {
    let best: Connection | undefined;
    for (const connection of open)
      if (best === undefined || connection.waiting < best.waiting) best = connection;
    if (best !== undefined && (best.waiting === 0 || open.length >= count)) return best;
    return connect();
  };

  /** Holds the connection's writes until this turn of the event loop has made its statements. */
  const batch = (connection: Connection): void => {
    if (connection.corked) return;
    const { stream } = connection.client.connection;
    stream.cork();
    connection.corked = true;
    process.nextTick(() => {
      connection.corked = false;
      stream.uncork();
    });
  };

  return {
    async query(statement) {
      if (ended) throw new Error('The connections are closed');
      const connection = pick();
      connection.waiting++;
      try {
        await connection.connected;
        batch(connection);
        return await connection.client.query<SqlRow>(statement);
      } finally {
        connection.waiting--;
      }
    },
    async end() {
      ended = true;
      const closing = open.splice(0).map((connection) =>
        connection.connected.then(
          () => connection.client.end(),
          () => undefined,
        ),
      );
      await Promise.all(closing);
    },
  };
}
