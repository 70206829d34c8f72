// A live channel for browser tests: what createLiveChannel gives, without a socket. The test
// delivers SPEC §4 messages with `send()` as the server would.
import { readLiveFrame, type LiveFrame } from '@fleet/sdk/domain';
import type { LiveChannel, LiveEvent, LiveStatus, RecentLiveEvent } from '@fleet/sdk';
import { signal } from '@preact/signals-react';

export interface FakeLiveChannel extends LiveChannel {
  /** Delivers one message as the server would send it, e.g. `{ type: 'DeviceSeen', … }`. */
  send(message: Record<string, unknown>): void;
  /** The channel came back after a lost connection. */
  reconnect(): void;
  readonly disposed: boolean;
  /** How many event listeners are attached. */
  readonly listeners: number;
}

export function fakeLiveChannel(): FakeLiveChannel {
  const status = signal<LiveStatus>('authenticated');
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
    recentEvents,
    onEvent: add(events),
    onReconnected: add(reconnects),
    onTufTargetAdded: add(packages),
    dispose() {
      disposed = true;
      status.value = 'closed';
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
    reconnect() {
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
