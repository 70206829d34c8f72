import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AccessChanges } from './access-changes.js';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE,
  LIVE_FLOOD_LIMIT,
  LIVE_MAX_CONNECTIONS_PER_USER,
  LIVE_MAX_FRAME_BYTES,
  LIVE_MAX_UNREAD_BYTES,
} from './close-codes.js';
import { createFrameBudget } from './frame-budget.js';
import { concerns, type LiveGrant } from './live-grant.js';
import {
  AUTH_SUCCESS,
  TIME_TO_DIE,
  authError,
  authFailure,
  parseAuthenticate,
  type LiveMessage,
} from './messages.js';
import { createTurnBatches } from './turn-batches.js';
import { createTurnWrites } from './turn-writes.js';

export type { LiveGrant } from './live-grant.js';

/**
 * Live events shared by several processes on one database (postgres-feed.ts): published
 * events go through it, and the hub delivers what it hears, its own included, in its order.
 */
export interface LiveEventFeed {
  publish(repositoryId: string, message: LiveMessage): Promise<void>;
  subscribe(listener: (repositoryId: string, message: LiveMessage) => void): () => void;
}

/** The address of the live channel on the sandbox origin. */
export const LIVE_PATH = '/api/v2beta/live';

/** The longest delay setTimeout keeps; later expiries are re-armed from there. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LiveHubOptions {
  /**
   * Resolves an access token to what its connection may receive, or throws/returns undefined
   * when the token is refused. Asked again whenever the token's access may have changed.
   */
  authenticate(token: string): Promise<LiveGrant | undefined>;
  /** The revocation signal: each change re-checks the connections it concerns. */
  accessChanges?: AccessChanges;
  /** Where events travel between processes; without it they stay in this process. */
  feed?: LiveEventFeed;
  /** How long a connection may stay unauthenticated. */
  authTimeoutMs?: number;
  /** How often dead connections are detected with a ping. */
  heartbeatMs?: number;
  /** How many authenticated connections one user may hold. */
  maxConnectionsPerUser?: number;
  /** More frames than this within the window close the socket. */
  floodLimit?: { frames: number; windowMs: number };
  /** A socket that leaves more than this unread is cut off. */
  maxUnreadBytes?: number;
  now?: () => number;
}

export interface LiveHub {
  /** Takes over an HTTP upgrade request for {@link LIVE_PATH}. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /**
   * Sends a message to every connection of a repository, on every process sharing the feed
   * (through it when there is one: then it arrives a moment later, in the feed's order).
   */
  publish(repositoryId: string, message: LiveMessage): void;
  /**
   * Sends a message to this process's connections of a repository now (at the end of the turn,
   * in the turn's batch, for those that asked for batches); returns how many.
   */
  deliver(repositoryId: string, message: LiveMessage): number;
  /** Connections authenticated for a repository. */
  connectionCount(repositoryId?: string): number;
  /** Sends 'time to die' to every connection, closes them and stops accepting new ones. */
  close(): Promise<void>;
}

/** One socket and what its token grants. */
interface Connection {
  socket: WebSocket;
  /** The TCP socket under it, whose writes one turn's frames share (turn-writes.ts). */
  raw: Duplex;
  token?: string;
  /** Present once authenticated. */
  grant?: LiveGrant;
  /** Its last authenticate message asked for batch frames (turn-batches.ts). */
  batches: boolean;
  /** An authenticate message is being answered: another one now is out of order. */
  authenticating: boolean;
  /** Re-checks under way after access changes: it receives no events meanwhile. */
  rechecks: number;
  expiry?: ReturnType<typeof setTimeout>;
}

/**
 * The live channel (SPEC §4): a client authenticates with its first message, then joins
 * the room of its active repository and receives the events its rights allow. Whatever a
 * client sends closes at most its own socket (close codes: close-codes.ts).
 */
export function createLiveHub({
  authenticate,
  accessChanges,
  feed,
  authTimeoutMs = LIVE_AUTH_TIMEOUT_MS,
  heartbeatMs = 30_000,
  maxConnectionsPerUser = LIVE_MAX_CONNECTIONS_PER_USER,
  floodLimit = LIVE_FLOOD_LIMIT,
  maxUnreadBytes = LIVE_MAX_UNREAD_BYTES,
  now = Date.now,
}: LiveHubOptions): LiveHub {
  const server = new WebSocketServer({ noServer: true, maxPayload: LIVE_MAX_FRAME_BYTES });
  const rooms = new Map<string, Set<Connection>>();
  const byUser = new Map<string, Set<Connection>>();
  const alive = new WeakSet<WebSocket>();
  const rawOf = new WeakMap<WebSocket, Duplex>();
  const turnWrites = createTurnWrites();
  const turnBatches = createTurnBatches();
  let closing = false;
  // Counts access changes, so an authentication answered across one is checked again.
  let accessChangeCount = 0;

  const send = (socket: WebSocket, message: LiveMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (connection: Connection, message: LiveMessage, reason: string): void => {
    leave(connection);
    send(connection.socket, message);
    connection.socket.close(LIVE_CLOSE.policyViolation, reason);
  };
  const shut = (connection: Connection, code: number, reason: string): void => {
    leave(connection);
    connection.socket.close(code, reason);
  };

  function leave(connection: Connection): void {
    clearTimeout(connection.expiry);
    const { grant } = connection;
    if (!grant) return;
    rooms.get(grant.repositoryId)?.delete(connection);
    byUser.get(grant.userId)?.delete(connection);
    connection.grant = undefined;
  }

  function join(connection: Connection, grant: LiveGrant): void {
    leave(connection);
    connection.grant = grant;
    const room = rooms.get(grant.repositoryId) ?? new Set();
    rooms.set(grant.repositoryId, room);
    room.add(connection);
    const own = byUser.get(grant.userId) ?? new Set();
    byUser.set(grant.userId, own);
    own.add(connection);
    armExpiry(connection, grant);
  }

  function armExpiry(connection: Connection, grant: LiveGrant): void {
    const left = grant.expiresAt - now();
    connection.expiry = setTimeout(
      () => {
        if (connection.grant !== grant) return;
        if (now() < grant.expiresAt) return armExpiry(connection, grant);
        refuse(connection, authFailure('The access token has expired.'), 'Access token expired');
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
    connection.expiry.unref();
  }

  /** Answers an authenticate message, first or with a renewed token. */
  async function admit(connection: Connection, token: string, batches: boolean): Promise<void> {
    connection.authenticating = true;
    const changesBefore = accessChangeCount;
    const granted = await authenticate(token).catch(() => undefined);
    connection.authenticating = false;
    if (connection.socket.readyState !== connection.socket.OPEN) return leave(connection);
    if (!granted)
      return refuse(
        connection,
        authFailure('The access token was refused.'),
        'Authentication failed',
      );
    const own = byUser.get(granted.userId);
    const counted = own?.has(connection) ? own.size - 1 : (own?.size ?? 0);
    if (counted >= maxConnectionsPerUser)
      return shut(connection, LIVE_CLOSE.tryAgainLater, 'Too many live connections for this user');
    connection.token = token;
    // Held messages leave before any message sent outside a batch.
    if (connection.batches && !batches) turnBatches.flush(connection.socket);
    connection.batches = batches;
    join(connection, granted);
    send(connection.socket, AUTH_SUCCESS);
    // Access changed while the token was being checked: its answer may predate the change.
    if (accessChangeCount !== changesBefore) void recheck(connection);
  }

  /** Asks again what the connection's token grants, after its access may have changed. */
  async function recheck(connection: Connection): Promise<void> {
    const { token } = connection;
    if (!token) return;
    connection.rechecks += 1;
    const granted = await authenticate(token).catch(() => undefined);
    connection.rechecks -= 1;
    if (connection.socket.readyState !== connection.socket.OPEN) return leave(connection);
    if (connection.token !== token) return; // re-authenticated meanwhile, with its own answer
    if (!granted)
      return refuse(
        connection,
        authFailure('Access to this repository was withdrawn.'),
        'Access withdrawn',
      );
    join(connection, granted);
  }

  function receive(
    connection: Connection,
    data: RawData,
    isBinary: boolean,
    budget: { spend(): boolean },
  ) {
    if (!budget.spend()) return shut(connection, LIVE_CLOSE.tooManyMessages, 'Too many messages');
    if (isBinary) return shut(connection, LIVE_CLOSE.unsupportedData, 'Frames must be JSON text');
    if (connection.authenticating)
      return shut(
        connection,
        LIVE_CLOSE.messageNotUnderstood,
        'A message arrived before the authentication was answered',
      );
    const message = parseAuthenticate(data.toString());
    if (message) return void admit(connection, message.token, message.batch === true);
    if (!connection.grant)
      return refuse(
        connection,
        authError('The first message must be {"type":"authenticate","token":"..."}.'),
        'Authentication expected',
      );
    shut(connection, LIVE_CLOSE.messageNotUnderstood, 'Only authenticate messages are accepted');
  }

  server.on('connection', (socket: WebSocket) => {
    const raw = rawOf.get(socket);
    if (!raw) return socket.terminate();
    const connection: Connection = {
      socket,
      raw,
      batches: false,
      authenticating: false,
      rechecks: 0,
    };
    const budget = createFrameBudget(floodLimit, now);
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    // Oversized, malformed or invalid UTF-8 frames: the library closes this socket itself
    // (1009, 1002, 1007) and reports it here; unheard, the error would stop the process.
    socket.on('error', () => leave(connection));

    const timeout = setTimeout(() => {
      if (!connection.grant && !connection.authenticating)
        socket.close(LIVE_CLOSE.policyViolation, 'Authentication timed out');
    }, authTimeoutMs);
    timeout.unref();
    socket.once('close', () => {
      clearTimeout(timeout);
      leave(connection);
    });
    socket.on('message', (data: RawData, isBinary: boolean) =>
      receive(connection, data, isBinary, budget),
    );
  });

  const stopListening = accessChanges?.subscribe((change) => {
    accessChangeCount += 1;
    for (const room of rooms.values())
      for (const connection of room)
        if (connection.grant && concerns(change, connection.grant)) void recheck(connection);
  });

  const deliver = (repositoryId: string, message: LiveMessage): number => {
    const room = rooms.get(repositoryId);
    if (!room) return 0;
    // Serialised once, as the bytes of a text frame, for every socket.
    const data = Buffer.from(JSON.stringify(message));
    let sent = 0;
    for (const connection of room) {
      const { socket, grant, rechecks, raw, batches } = connection;
      if (rechecks > 0 || !grant?.receives(message.type)) continue;
      if (socket.readyState !== socket.OPEN) continue;
      // A reader this far behind would hold ever more of the sandbox's memory. Measured at
      // the turn's first message, before this turn's messages are held back with the rest.
      const held = batches ? turnBatches.holds(socket) : turnWrites.holds(raw);
      if (!held && socket.bufferedAmount > maxUnreadBytes) {
        leave(connection);
        socket.terminate();
        continue;
      }
      if (batches) turnBatches.add(socket, data);
      else {
        turnWrites.hold(raw);
        socket.send(data, { binary: false });
      }
      sent++;
    }
    return sent;
  };
  const stopHearing = feed?.subscribe(deliver);

  // Drop connections that stopped answering pings (a laptop put to sleep, a cut network).
  const heartbeat = setInterval(() => {
    for (const socket of server.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    handleUpgrade(request, socket, head) {
      if (closing) {
        socket.destroy();
        return;
      }
      server.handleUpgrade(request, socket, head, (ws) => {
        rawOf.set(ws, socket);
        server.emit('connection', ws, request);
      });
    },

    publish(repositoryId, message) {
      if (!feed) return void deliver(repositoryId, message);
      // A live event is a hint to refresh: one the database did not take is logged, not thrown
      // at the request or simulator round that caused it.
      feed.publish(repositoryId, message).catch((error: unknown) => {
        console.error(`A live event (${message.type}) was not published:`, error);
      });
    },

    deliver,

    connectionCount(repositoryId) {
      if (repositoryId !== undefined) return rooms.get(repositoryId)?.size ?? 0;
      let count = 0;
      for (const room of rooms.values()) count += room.size;
      return count;
    },

    async close() {
      closing = true;
      stopListening?.();
      stopHearing?.();
      clearInterval(heartbeat);
      const closed = [...server.clients].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            send(socket, TIME_TO_DIE);
            socket.close(LIVE_CLOSE.goingAway, 'Server shutting down');
            // A client that never answers the close handshake is cut off.
            setTimeout(() => socket.terminate(), 2_000).unref();
          }),
      );
      await Promise.all(closed);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rooms.clear();
      byUser.clear();
    },
  };
}
