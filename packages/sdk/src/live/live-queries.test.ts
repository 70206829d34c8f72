import { describe, expect, it } from 'vitest';
import { readLiveFrame } from '../domain/live-events';
import type { QueryKey } from '../stores/query-cache';
import type { LiveEvent } from './live-channel';
import { syncQueriesWithLive } from './live-queries';

function setup() {
  const invalidated: QueryKey[] = [];
  let emit: (event: LiveEvent) => void = () => undefined;
  let reconnect: () => void = () => undefined;
  const stop = syncQueriesWithLive({
    channel: {
      onEvent: (listener) => ((emit = listener), () => (emit = () => undefined)),
      onReconnected: (listener) => ((reconnect = listener), () => undefined),
    },
    queries: { invalidate: (prefix = []) => void invalidated.push(prefix) },
  });
  const send = (message: object) => {
    const frame = readLiveFrame(JSON.stringify(message));
    if (frame.ok) emit(frame);
  };
  return { invalidated, send, reconnect: () => reconnect(), stop };
}

describe('SPEC §4 live events invalidate the values they change', () => {
  it('a status change: the counts, the install targets, that device, the update activity and fleet stats', () => {
    const { invalidated, send } = setup();
    send({ type: 'DeviceUpdateStatus', deviceUuid: 'd1', status: 'UpToDate' });
    expect(invalidated).toEqual([
      ['devices', 'count'],
      ['devices', 'chosen'],
      ['devices', 'targets'],
      ['devices', 'detail', 'd1'],
      ['updates'],
      ['fleets', 'stats'],
    ]);
  });

  it('a created or deleted device: the counts, the devices to install to and the fleets', () => {
    const { invalidated, send } = setup();
    send({ type: 'DeleteDeviceRequest', deviceUuid: 'd2' });
    expect(invalidated).toContainEqual(['devices', 'count']);
    expect(invalidated).toContainEqual(['devices', 'targets']);
    expect(invalidated).toContainEqual(['fleets']);
  });

  it('a device seen again changes nothing; a reconnect, everything', () => {
    const { invalidated, send, reconnect } = setup();
    send({ type: 'DeviceSeen', deviceUuid: 'd1', lastSeen: '2026-01-01T00:00:00Z' });
    expect(invalidated).toEqual([]);
    reconnect();
    expect(invalidated).toEqual([[]]);
  });

  it('stops when told', () => {
    const { invalidated, send, stop } = setup();
    stop();
    send({ type: 'DeviceUpdateStatus', deviceUuid: 'd1', status: 'Error' });
    expect(invalidated).toEqual([]);
  });
});
