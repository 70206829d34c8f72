// The chosen devices or fleets of an install (SPEC §2 install screens), as queries of the
// query cache: the devices by their uuids (a live status change refetches them, for SPEC §8's
// pending-update warning) and the fleets with their device stats (a live update status change
// refetches them).
import type { FleetSdk } from '../fleet';
import type { Device } from '../resources/devices';
import type { Fleet, FleetDeviceStats } from '../resources/fleets';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

export interface FleetWithStats {
  fleet: Fleet;
  stats: FleetDeviceStats;
}

/** The devices of `uuids` the server knows (an unknown uuid is left out). */
export function chosenDevicesQuery(
  sdk: Pick<FleetSdk, 'devices'>,
  uuids: readonly string[],
): QueryDefinition<Device[]> {
  return {
    key: [...QUERY_KEYS.chosenDevices, ...uuids],
    fetch: async (signal) =>
      uuids.length === 0
        ? []
        : (
            await sdk.devices.listDevices(
              { deviceUuids: [...uuids], limit: uuids.length },
              { signal },
            )
          ).values,
  };
}

/** Each fleet of `ids` with its device stats, asked in parallel. */
export function chosenFleetsQuery(
  sdk: Pick<FleetSdk, 'fleets'>,
  ids: readonly string[],
): QueryDefinition<FleetWithStats[]> {
  return {
    key: [...QUERY_KEYS.fleetStats, ...ids],
    fetch: () =>
      Promise.all(
        ids.map(async (id) => {
          const [fleet, stats] = await Promise.all([
            sdk.fleets.getFleet(id),
            sdk.fleets.getFleetDeviceStats(id),
          ]);
          return { fleet, stats };
        }),
      ),
  };
}
