// SPEC §4 live events applied to the query cache: what an event changes is invalidated, and
// the screens observing it refetch (a burst of events, once). After a lost connection
// everything is, since anything may have changed meanwhile.
import type { QueryCache } from '../stores/query-cache';
import { QUERY_KEYS } from '../stores/query-keys';
import type { LiveChannel, LiveEvent } from './live-channel';

export interface LiveQueriesOptions {
  channel: Pick<LiveChannel, 'onEvent' | 'onReconnected'>;
  queries: Pick<QueryCache, 'invalidate'>;
}

/** Keeps the query cache current with the live channel; returns what stops it. */
export function syncQueriesWithLive({ channel, queries }: LiveQueriesOptions): () => void {
  const deviceChanged = (event: LiveEvent) => {
    queries.invalidate(QUERY_KEYS.deviceCounts);
    queries.invalidate(QUERY_KEYS.chosenDevices);
    queries.invalidate(QUERY_KEYS.deviceTargets);
    if (event.deviceUuid) queries.invalidate([...QUERY_KEYS.device, event.deviceUuid]);
  };
  // DeviceSeen is left out: simulated and real fleets send many a second, and a device seen
  // again rarely changes a count.
  function apply(event: LiveEvent) {
    switch (event.type) {
      case 'DeviceUpdateStatus':
        deviceChanged(event);
        queries.invalidate(QUERY_KEYS.updates);
        queries.invalidate(QUERY_KEYS.fleetStats);
        return;
      case 'DeviceChanged':
        deviceChanged(event);
        return;
      case 'DeviceCreated':
      case 'DeleteDeviceRequest':
        deviceChanged(event);
        queries.invalidate(QUERY_KEYS.fleets);
        return;
      default:
        return;
    }
  }
  const stops = [channel.onEvent(apply), channel.onReconnected(() => queries.invalidate())];
  return () => stops.forEach((stop) => stop());
}
