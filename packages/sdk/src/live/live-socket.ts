// The websocket the live channel runs on. Browsers have one built in; Node 20 does not, so a
// caller there passes the `ws` package's WebSocket. Both fit LiveSocket.

/** The part of a WebSocket the live channel uses (browser WebSocket and `ws` both fit). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  // Handlers take `never` because browser and `ws` events differ in type; the channel reads
  // only `data` of a message event.
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

/** A WebSocket class: `globalThis.WebSocket` in browsers, `WebSocket` from `ws` in Node. */
export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** Where the live channel listens, beside the calls whose data it patches (openapi/paths/live.yaml). */
export const LIVE_CHANNEL_PATH = '/api/v2beta/live';

/**
 * The live channel's address for an API base URL: ws:// for http, wss:// for https. A
 * relative base (same origin) resolves against the page's address.
 */
export function liveChannelUrl(baseUrl: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${LIVE_CHANNEL_PATH}`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The built-in WebSocket, or an error that says what to pass instead. */
export function builtInWebSocket(): LiveSocketConstructor {
  const builtIn = (globalThis as { WebSocket?: LiveSocketConstructor }).WebSocket;
  if (!builtIn)
    throw new Error(
      'No WebSocket here: pass one as the `WebSocket` option (in Node 20, `WebSocket` from the `ws` package).',
    );
  return builtIn;
}

/** A frame's text: strings as they are, bytes decoded as UTF-8; undefined for anything else. */
export function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    return new TextDecoder().decode(data);
  return undefined;
}
