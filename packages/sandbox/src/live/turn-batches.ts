import type { WebSocket } from 'ws';

/** The most messages one batch frame carries; a turn with more sends several, in order. */
export const LIVE_MAX_BATCH_MESSAGES = 1_000;

const BATCH_START = Buffer.from('{"type":"batch","messages":[');
const BATCH_SEPARATOR = Buffer.from(',');
const BATCH_END = Buffer.from(']}');

/**
 * The frame for messages of one turn (each the JSON of one message): a lone message as it
 * is, several as one `batch` message that lists them in order (openapi/schemas/live.yaml).
 */
export function batchFrame(messages: readonly Buffer[]): Buffer {
  if (messages.length === 1 && messages[0]) return messages[0];
  const parts: Buffer[] = [BATCH_START];
  messages.forEach((message, index) => {
    if (index > 0) parts.push(BATCH_SEPARATOR);
    parts.push(message);
  });
  parts.push(BATCH_END);
  return Buffer.concat(parts);
}

/**
 * Messages for a socket that asked for batches (`"batch": true` when it authenticated) are
 * held until the end of the turn and leave in one frame. A storm's slot publishes its 500
 * events in one turn: the client then handles one `message` event instead of 500, which is
 * most of what a browser's main thread spends on a live event.
 */
export function createTurnBatches() {
  let held = new Map<WebSocket, Buffer[]>();
  // A socket closed meanwhile (refused, cut off, the server going away) gets nothing more.
  const send = (socket: WebSocket, messages: readonly Buffer[]): void => {
    if (socket.readyState === socket.OPEN) socket.send(batchFrame(messages), { binary: false });
  };
  const sendAll = (): void => {
    const turn = held;
    held = new Map();
    for (const [socket, messages] of turn) send(socket, messages);
  };
  return {
    /** Whether the socket has messages held for this turn already. */
    holds: (socket: WebSocket): boolean => held.has(socket),
    /** Adds a message (its JSON) to the socket's batch of this turn. */
    add(socket: WebSocket, message: Buffer): void {
      const messages = held.get(socket);
      if (!messages) {
        if (held.size === 0) setImmediate(sendAll);
        held.set(socket, [message]);
        return;
      }
      messages.push(message);
      if (messages.length < LIVE_MAX_BATCH_MESSAGES) return;
      held.delete(socket);
      send(socket, messages);
    },
    /**
     * Sends the socket's batch of this turn now, if it has one: before anything it is sent
     * outside batches (a client that authenticates again without them), so order holds.
     */
    flush(socket: WebSocket): void {
      const messages = held.get(socket);
      if (!messages) return;
      held.delete(socket);
      send(socket, messages);
    },
  };
}
