// The devices or fleets of an install (SPEC §2 install screens), as queries of the query
// cache: a page of either found by search (a device changed, added or removed, or a fleet
// added or removed, refetches it), the chosen devices by their uuids (a live status change
// refetches them, for SPEC §8's pending-update warning) and the chosen fleets with their
// device stats (a live update status change refetches them).
import type { FleetSdk } from '../fleet';
import type { Device, DevicePage } from '../resources/devices';
import type { Fleet, FleetDeviceStats, FleetPage } from '../resources/fleets';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

export interface FleetWithStats {
  fleet: Fleet;
  stats: FleetDeviceStats;
}

/** One page of the devices or fleets found by `search`. */
export interface InstallTargetSearch {
  search: string;
  offset: number;
  limit: number;
}

/** A page of the devices an install may go to (the device list's order). */
export function deviceTargetsQuery(
  sdk: Pick<FleetSdk, 'devices'>,
  { search, offset, limit }: InstallTargetSearch,
): QueryDefinition<DevicePage> {
  return {
    key: [...QUERY_KEYS.deviceTargets, search, offset, limit],
    fetch: (signal) => sdk.devices.listDevices({ search, offset, limit }, { signal }),
  };
}

/** A page of the fleets an install may go to. */
export function fleetTargetsQuery(
  sdk: Pick<FleetSdk, 'fleets'>,
  { search, offset, limit }: InstallTargetSearch,
): QueryDefinition<FleetPage> {
  return {
    key: [...QUERY_KEYS.fleetTargets, search, offset, limit],
    fetch: (signal) => sdk.fleets.listFleets({ search, offset, limit }, { signal }),
  };
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
