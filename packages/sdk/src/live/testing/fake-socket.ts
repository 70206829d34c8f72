// Test support for the live channel: a WebSocket stand-in the test drives by hand — it opens,
// delivers frames and closes when told, and records what the client sent.
import type { LiveSocket, LiveSocketConstructor } from '../live-socket';

export interface FakeSocket extends LiveSocket {
  readonly url: string;
  /** Frames the client sent, parsed. */
  readonly sent: unknown[];
  /** Whether the client called close(). */
  readonly closedByClient: boolean;
  /** The server accepts the connection. */
  open(): void;
  /** The server sends a frame: an object is sent as JSON, anything else as is. */
  receive(frame: unknown): void;
  /** The connection ends from the server's side (or the network's). */
  drop(code?: number): void;
}

export interface FakeSockets {
  WebSocket: LiveSocketConstructor;
  /** Every socket made, in order. */
  readonly all: FakeSocket[];
  /** The newest socket. */
  latest(): FakeSocket;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

export function fakeSockets(): FakeSockets {
  const all: FakeSocket[] = [];

  class Socket implements FakeSocket {
    readyState = CONNECTING;
    readonly sent: unknown[] = [];
    closedByClient = false;
    onopen: ((event: never) => void) | null = null;
    onmessage: ((event: never) => void) | null = null;
    onclose: ((event: never) => void) | null = null;
    onerror: ((event: never) => void) | null = null;

    constructor(readonly url: string) {
      all.push(this);
    }

    send(data: string) {
      if (this.readyState !== OPEN) throw new Error('send() on a socket that is not open');
      this.sent.push(JSON.parse(data));
    }
    close() {
      if (this.readyState === CLOSED) return;
      this.closedByClient = true;
      // Like a real socket, the close event comes later, not inside close().
      queueMicrotask(() => this.drop(1000));
    }
    open() {
      this.readyState = OPEN;
      this.fire('onopen', {});
    }
    receive(frame: unknown) {
      const data =
        typeof frame === 'object' && !(frame instanceof Uint8Array) ? JSON.stringify(frame) : frame;
      this.fire('onmessage', { data });
    }
    drop(code = 1006) {
      if (this.readyState === CLOSED) return;
      this.readyState = CLOSED;
      this.fire('onclose', { code, reason: '' });
    }
    private fire(handler: 'onopen' | 'onmessage' | 'onclose', event: object) {
      (this[handler] as ((event: object) => void) | null)?.(event);
    }
  }

  return {
    WebSocket: Socket,
    all,
    latest() {
      const socket = all.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
