// A live channel for browser tests: what createLiveChannel gives, without a socket. The test
// delivers SPEC §4 messages with `send()` as the server would.
import { readLiveFrame, type LiveFrame } from '@fleet/sdk/domain';
import type {
  LiveChannel,
  LiveConnection,
  LiveEvent,
  LiveStatus,
  RecentLiveEvent,
} from '@fleet/sdk';
import { signal, type Signal } from '@preact/signals-react';

export interface FakeLiveChannel extends Omit<LiveChannel, 'connection'> {
  /** The channel's connection state; a test may set it. */
  readonly connection: Signal<LiveConnection>;
  /** Delivers one message as the server would send it, e.g. `{ type: 'DeviceSeen', … }`. */
  send(message: Record<string, unknown>): void;
  /** The connection is lost: the channel tries again (connection 'reconnecting'). */
  lose(): void;
  /** The channel came back after a lost connection. */
  reconnect(): void;
  readonly disposed: boolean;
  /** How many event listeners are attached. */
  readonly listeners: number;
}

export function fakeLiveChannel(): FakeLiveChannel {
  const status = signal<LiveStatus>('authenticated');
  const connection = signal<LiveConnection>('connected');
  const recentEvents = signal<readonly RecentLiveEvent[]>([]);
  const events = new Set<(event: LiveEvent) => void>();
  const reconnects = new Set<() => void>();
  const packages = new Set<(event: { packageId?: string }) => void>();
  let disposed = false;
  const add =
    <L>(set: Set<L>) =>
    (listener: L) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  return {
    status,
    connection,
    recentEvents,
    onEvent: add(events),
    onReconnected: add(reconnects),
    onTufTargetAdded: add(packages),
    dispose() {
      disposed = true;
      status.value = 'closed';
      connection.value = 'closed';
      events.clear();
      reconnects.clear();
      packages.clear();
    },
    send(message) {
      const frame: LiveFrame = readLiveFrame(JSON.stringify(message));
      if (!frame.ok) throw new Error(`Not a live message: ${JSON.stringify(message)}`);
      const recent: RecentLiveEvent = {
        at: new Date().toISOString(),
        type: frame.type,
        ...(frame.deviceUuid !== undefined && { deviceUuid: frame.deviceUuid }),
      };
      recentEvents.value = [recent, ...recentEvents.peek()];
      events.forEach((listener) => listener(frame));
    },
    lose() {
      status.value = 'closed';
      connection.value = 'reconnecting';
    },
    reconnect() {
      status.value = 'authenticated';
      connection.value = 'connected';
      reconnects.forEach((listener) => listener());
    },
    get disposed() {
      return disposed;
    },
    get listeners() {
      return events.size;
    },
  };
}
