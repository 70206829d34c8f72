import { WebSocket } from 'ws';
import { LIVE_PATH } from '../../src/live/hub.js';

/** The live channel's address on a sandbox (or a bare hub server) origin. */
export const liveUrlOf = (origin: string): string => `${origin.replace(/^http/, 'ws')}${LIVE_PATH}`;

export type LiveClient = ReturnType<typeof connectLive>;

/** A live channel client that records every message and the close. */
export function connectLive(url: string) {
  const socket = new WebSocket(url);
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  const notify = (): void => waiters.splice(0).forEach((wake) => wake());
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    notify();
  });
  // A client that breaks the rules may see its socket fail; the close below says how.
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      notify();
    }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    opened,
    closed,
    /** Resolves once `count` messages have arrived (or the socket closed short of them). */
    async received(count: number): Promise<Array<Record<string, unknown>>> {
      while (messages.length < count && socket.readyState !== socket.CLOSED)
        await new Promise<void>((wake) => waiters.push(wake));
      return messages;
    },
    send: (message: unknown) =>
      socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
}

/**
 * Opens a connection and authenticates it (`batch`: asking for batch frames); resolves once
 * the server answered.
 */
export async function authenticatedLive(
  url: string,
  token: string,
  { batch = false } = {},
): Promise<LiveClient> {
  const client = connectLive(url);
  await client.opened;
  client.send(batch ? { type: 'authenticate', token, batch } : { type: 'authenticate', token });
  await client.received(1);
  return client;
}
