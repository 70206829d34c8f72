// SPEC §4 live events over a websocket: connect, authenticate with the active access token,
// hand each event to whoever listens, and come back 5 s after any close (SPEC §9). What the
// events change in the stores is live-sync.ts's business.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { GetToken } from '../api/middleware/bearer-token';
import { tokenExpiresAt } from '../auth/jwt';
import { TOKEN_MIN_VALIDITY_S, WEBSOCKET_RECONNECT_MS } from '../domain/constants';
import { closesLiveChannel, readLiveFrames, type LiveFrame } from '../domain/live-events';
import { consoleLogger, type Logger } from '../stores/support/logger';
import { realScheduler, type Scheduler } from '../stores/support/scheduler';
import {
  builtInWebSocket,
  frameText,
  liveChannelUrl,
  type LiveSocket,
  type LiveSocketConstructor,
} from './live-socket';

/** connecting → authenticating → authenticated; closed between attempts and after dispose. */
export type LiveStatus = 'connecting' | 'authenticating' | 'authenticated' | 'closed';

/**
 * Whether live updates reach the page: `connecting` before the first authentication,
 * `connected` while authenticated, `reconnecting` from a lost (or failed) connection until the
 * next authentication, `closed` after dispose. While `reconnecting`, lists may be stale; they
 * are fetched again on reconnection (onReconnected).
 */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** A readable live message of a known type, typed by `type` (narrow on it to read `message`). */
export type LiveEvent = Extract<LiveFrame, { ok: true }>;

/** One event the channel handed on, as a support page lists it (no payload). */
export interface RecentLiveEvent {
  /** When it arrived (ISO 8601). */
  at: string;
  type: LiveEvent['type'];
  deviceUuid?: string;
}

/** How many of the last events `recentEvents` keeps. */
export const RECENT_LIVE_EVENTS = 20;

export interface LiveChannelOptions {
  /** The API base URL (the fleet client's `baseUrl`); '' for the page's own origin. */
  baseUrl: string;
  /** The tokens of the API client; the channel authenticates with the 'active' one. */
  getToken: GetToken;
  /** The WebSocket class. Default: the built-in one (Node 20 has none: pass `ws`'s). */
  WebSocket?: LiveSocketConstructor;
  scheduler?: Scheduler;
  logger?: Logger;
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;

/** Opens the live channel at once; it keeps itself open until `dispose()`. */
export function createLiveChannel(options: LiveChannelOptions) {
  const Socket = options.WebSocket ?? builtInWebSocket();
  const url = liveChannelUrl(options.baseUrl);
  const scheduler = options.scheduler ?? realScheduler;
  const logger = options.logger ?? consoleLogger;

  const status = signal<LiveStatus>('connecting');
  // A connection was lost or failed, and none has authenticated since.
  const lost = signal(false);
  const connection = computed<LiveConnection>(() => {
    const current = status.value;
    const wasLost = lost.value;
    if (current === 'authenticated') return 'connected';
    if (disposed) return 'closed';
    return wasLost ? 'reconnecting' : 'connecting';
  });
  const recentEvents = signal<readonly RecentLiveEvent[]>([]);
  const eventListeners = new Set<(event: LiveEvent) => void>();
  const reconnectListeners = new Set<() => void>();
  const packageListeners = new Set<(event: { packageId?: string }) => void>();
  let socket: LiveSocket | undefined;
  let reconnect: unknown;
  let reconnectPending = false;
  // The token the socket authenticated with, and the timer that sends its successor.
  let sentToken: string | undefined;
  let renewal: unknown;
  let renewalPending = false;
  let authenticatedOnce = false;
  let disposed = false;

  // A listener's failure is its own: it must not stop the others or the channel.
  const tell = <A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A) => {
    for (const listener of [...listeners]) {
      try {
        listener(...args);
      } catch (error) {
        logger.warn('A live event listener failed', error);
      }
    }
  };

  function connect() {
    reconnectPending = false;
    if (disposed) return;
    status.value = 'connecting';
    let ws: LiveSocket;
    try {
      ws = new Socket(url);
    } catch (error) {
      logger.warn('Could not open the live channel', error);
      lost.value = true;
      status.value = 'closed';
      return scheduleReconnect();
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      status.value = 'authenticating';
      void authenticate(ws);
    };
    ws.onmessage = (event: { data: unknown }) => {
      if (socket === ws) receive(ws, event.data);
    };
    ws.onerror = (event: { message?: unknown }) => {
      // A close always follows; this only says why.
      if (socket === ws) logger.warn('Live channel error', event.message ?? event);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = undefined;
      cancelRenewal();
      lost.value = true;
      status.value = 'closed';
      scheduleReconnect();
    };
  }

  async function authenticate(ws: LiveSocket) {
    let token: string | undefined;
    try {
      token = await options.getToken('active');
    } catch (error) {
      logger.warn('Could not get an access token for the live channel', error);
    }
    if (socket !== ws) return;
    if (!token) {
      logger.warn('No access token for the live channel; it tries again later');
      return ws.close();
    }
    sentToken = token;
    ws.send(authenticateMessage(token));
  }

  // The server closes the socket when its token expires. Shortly before, inside the tokens'
  // minimum validity (where getToken renews them), the renewed token is sent on the same
  // socket, so live updates go on without a reconnect.
  function scheduleRenewal(ws: LiveSocket) {
    cancelRenewal();
    const expiresAt = tokenExpiresAt(sentToken);
    if (expiresAt === undefined) return;
    const renewAt = expiresAt - (TOKEN_MIN_VALIDITY_S - 1) * 1000;
    renewalPending = true;
    renewal = scheduler.setTimeout(
      () => {
        renewalPending = false;
        void renew(ws);
      },
      Math.max(renewAt - scheduler.now(), 0),
    );
  }

  function cancelRenewal() {
    if (renewalPending) scheduler.clearTimeout(renewal);
    renewalPending = false;
  }

  async function renew(ws: LiveSocket) {
    let token: string | undefined;
    try {
      token = await options.getToken('active');
    } catch (error) {
      logger.warn('Could not renew the live channel token', error);
    }
    if (socket !== ws || !token || token === sentToken) return;
    sentToken = token;
    ws.send(authenticateMessage(token));
  }

  // A frame may carry many messages (a batch: a storm's slot, hundreds of check-ins). They are
  // applied together: whatever they change notifies its watchers once for the frame, and the
  // recent events change once, not once a message.
  function receive(ws: LiveSocket, data: unknown) {
    const text = frameText(data);
    const frames: LiveFrame[] =
      text === undefined ? [{ ok: false, reason: 'unreadable' }] : readLiveFrames(text);
    const handed: LiveEvent[] = [];
    batch(() => {
      for (const frame of frames) {
        if (!receiveMessage(ws, frame, text ?? data)) break;
        if (frame.ok && isEvent(frame)) handed.push(frame);
      }
    });
    if (handed.length === 0) return;
    // All of a frame's messages arrived at once.
    const at = new Date(scheduler.now()).toISOString();
    const recent = handed
      .slice(-RECENT_LIVE_EVENTS)
      .reverse()
      .map((event): RecentLiveEvent => ({
        at,
        type: event.type,
        ...(event.deviceUuid !== undefined && { deviceUuid: event.deviceUuid }),
      }));
    recentEvents.value = [...recent, ...recentEvents.peek()].slice(0, RECENT_LIVE_EVENTS);
  }

  /** Handles one message; false once the socket is being closed (the rest is not read). */
  function receiveMessage(ws: LiveSocket, frame: LiveFrame, raw: unknown): boolean {
    if (!frame.ok) {
      logger.warn(
        frame.reason === 'unknownType'
          ? `Ignored a live message of unknown type '${frame.type}'`
          : frame.reason === 'malformed'
            ? `Ignored a live ${frame.type} message: ${frame.why}`
            : 'Ignored an unreadable live message',
        raw,
      );
      return true;
    }
    if (frame.type === 'authSuccess') {
      const renewed = status.value === 'authenticated';
      status.value = 'authenticated';
      lost.value = false;
      scheduleRenewal(ws);
      if (renewed) return true;
      if (authenticatedOnce) tell(reconnectListeners);
      authenticatedOnce = true;
      return true;
    }
    if (closesLiveChannel(frame.type)) {
      if (frame.type !== 'time to die')
        logger.warn(
          `The live channel refused its token (${frame.type})`,
          'message' in frame.message ? frame.message.message : undefined,
        );
      ws.close();
      return false;
    }
    if (frame.type === 'TufTargetAdded') {
      const { packageId } = frame.message;
      tell(packageListeners, packageId === undefined ? {} : { packageId });
    }
    tell(eventListeners, frame);
    return socket === ws;
  }

  function scheduleReconnect() {
    if (disposed || reconnectPending) return;
    reconnectPending = true;
    reconnect = scheduler.setTimeout(connect, WEBSOCKET_RECONNECT_MS);
  }

  connect();

  return {
    status: status as ReadonlySignal<LiveStatus>,
    /** Whether live updates reach the page now (for a 'reconnecting' indicator). */
    connection: connection as ReadonlySignal<LiveConnection>,
    /** The last events handed on, newest first (for a support page). */
    recentEvents: recentEvents as ReadonlySignal<readonly RecentLiveEvent[]>,
    /** Each readable event of a known type (device and package events). */
    onEvent(listener: (event: LiveEvent) => void): () => void {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    /**
     * Each authentication after a lost connection: events may have been missed meanwhile,
     * so what is shown should be fetched again.
     */
    onReconnected(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    /** A package was added to the repository: the package list should reload (SPEC §4). */
    onTufTargetAdded(listener: (event: { packageId?: string }) => void): () => void {
      packageListeners.add(listener);
      return () => packageListeners.delete(listener);
    },
    /** Closes the channel for good. */
    dispose(): void {
      disposed = true;
      if (reconnectPending) scheduler.clearTimeout(reconnect);
      reconnectPending = false;
      cancelRenewal();
      const ws = socket;
      socket = undefined;
      ws?.close();
      status.value = 'closed';
      eventListeners.clear();
      reconnectListeners.clear();
      packageListeners.clear();
    },
  };
}

/**
 * The authenticate message. `batch`: this client reads batch frames (readLiveFrames), so a
 * server that sends them may put the events of one moment in one frame.
 */
const authenticateMessage = (token: string): string =>
  JSON.stringify({ type: 'authenticate', token, batch: true });

/** Authentication answers are the channel's own; every other readable message is an event. */
const isEvent = (frame: LiveEvent): boolean =>
  frame.type !== 'authSuccess' && !closesLiveChannel(frame.type);
