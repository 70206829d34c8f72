// The dashboard's headline counts as queries of the query cache (query-cache.ts): one
// total-only device list call each, refetched when a live event changes a device.
import { headlineCountQuery, type HeadlineCountId } from '../domain/headline-counts';
import type { FleetSdk } from '../fleet';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';
import { realScheduler, type Scheduler } from './support/scheduler';

/** How many devices the headline count `id` finds now. */
export function headlineCount(
  sdk: Pick<FleetSdk, 'devices'>,
  id: HeadlineCountId,
  clock: Pick<Scheduler, 'now'> = realScheduler,
): QueryDefinition<number> {
  return {
    key: [...QUERY_KEYS.deviceCounts, id],
    fetch: async (signal) => {
      const query = headlineCountQuery(id, new Date(clock.now()));
      return (await sdk.devices.listDevices({ ...query, limit: 0 }, { signal })).total;
    },
  };
}
