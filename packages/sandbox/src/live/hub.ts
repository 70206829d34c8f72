import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  AUTH_SUCCESS,
  TIME_TO_DIE,
  authError,
  authFailure,
  parseAuthenticate,
  type LiveMessage,
} from './messages.js';

/** The address of the live channel on the sandbox origin. */
export const LIVE_PATH = '/api/v2beta/live';

/** Close codes: 1008 policy violation (auth), 1001 going away (shutdown). */
const CLOSE_POLICY = 1008;
const CLOSE_GOING_AWAY = 1001;

export interface LiveHubOptions {
  /**
   * Resolves an access token to the repository whose events the connection receives, or
   * throws/returns undefined when the token is refused.
   */
  authenticate(token: string): Promise<{ repositoryId: string } | undefined>;
  /** How long a connection may stay unauthenticated. */
  authTimeoutMs?: number;
  /** How often dead connections are detected with a ping. */
  heartbeatMs?: number;
}

export interface LiveHub {
  /** Takes over an HTTP upgrade request for {@link LIVE_PATH}. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends a message to every authenticated connection of a repository; returns how many. */
  publish(repositoryId: string, message: LiveMessage): number;
  /** Connections authenticated for a repository. */
  connectionCount(repositoryId?: string): number;
  /** Sends 'time to die' to every connection, closes them and stops accepting new ones. */
  close(): Promise<void>;
}

/**
 * The live channel (SPEC §4): a client authenticates with its first message, then joins
 * the room of its active repository and receives that repository's events.
 */
export function createLiveHub({
  authenticate,
  authTimeoutMs = 10_000,
  heartbeatMs = 30_000,
}: LiveHubOptions): LiveHub {
  const server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const rooms = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();
  let closing = false;

  const send = (socket: WebSocket, message: LiveMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (socket: WebSocket, message: LiveMessage, reason: string): void => {
    send(socket, message);
    socket.close(CLOSE_POLICY, reason);
  };

  server.on('connection', (socket: WebSocket) => {
    let room: Set<WebSocket> | undefined;
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));

    const timeout = setTimeout(
      () => socket.close(CLOSE_POLICY, 'Authentication timed out'),
      authTimeoutMs,
    );
    socket.once('close', () => {
      clearTimeout(timeout);
      room?.delete(socket);
    });

    socket.once('message', async (data: RawData) => {
      clearTimeout(timeout);
      const message = parseAuthenticate(data.toString());
      if (!message)
        return refuse(
          socket,
          authError('The first message must be {"type":"authenticate","token":"..."}.'),
          'Authentication expected',
        );
      const granted = await authenticate(message.token).catch(() => undefined);
      if (!granted)
        return refuse(
          socket,
          authFailure('The access token was refused.'),
          'Authentication failed',
        );
      if (socket.readyState !== socket.OPEN) return;
      room = rooms.get(granted.repositoryId) ?? new Set();
      rooms.set(granted.repositoryId, room);
      room.add(socket);
      send(socket, AUTH_SUCCESS);
    });
  });

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
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },

    publish(repositoryId, message) {
      const room = rooms.get(repositoryId);
      if (!room) return 0;
      const data = JSON.stringify(message);
      let sent = 0;
      for (const socket of room) {
        if (socket.readyState !== socket.OPEN) continue;
        socket.send(data);
        sent++;
      }
      return sent;
    },

    connectionCount(repositoryId) {
      if (repositoryId !== undefined) return rooms.get(repositoryId)?.size ?? 0;
      let count = 0;
      for (const room of rooms.values()) count += room.size;
      return count;
    },

    async close() {
      closing = true;
      clearInterval(heartbeat);
      const closed = [...server.clients].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            send(socket, TIME_TO_DIE);
            socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
            // A client that never answers the close handshake is cut off.
            setTimeout(() => socket.terminate(), 2_000).unref();
          }),
      );
      await Promise.all(closed);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rooms.clear();
    },
  };
}
