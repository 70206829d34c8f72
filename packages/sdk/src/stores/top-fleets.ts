// The top fleets chart (SPEC §9): of up to 1000 fleets, the 8 with the most devices.
import { TOP_FLEETS_FETCH, TOP_FLEETS_SHOWN } from '../domain/constants';
import { topFleets } from '../domain/top-fleets';
import type { FleetSdk } from '../fleet';
import type { Fleet } from '../resources/fleets';
import { asyncState } from './support/async-state';

/** A fleet with how many devices it has. */
export interface FleetWithDeviceCount extends Fleet {
  deviceCount: number;
}

export interface TopFleetsStoreDeps {
  sdk: Pick<FleetSdk, 'fleets'>;
}

export type TopFleetsStore = ReturnType<typeof createTopFleetsStore>;

export function createTopFleetsStore(deps: TopFleetsStoreDeps) {
  const { fleets } = deps.sdk;
  const state = asyncState<FleetWithDeviceCount[]>();

  return {
    /** The largest fleets, most devices first (ties by name, the order fetched). */
    topFleets: state,
    /** Fetches up to 1000 fleets and their device counts; rejects on failure. */
    refresh(): Promise<FleetWithDeviceCount[]> {
      return state.run(async (signal) => {
        const page = await fleets.listFleets({ limit: TOP_FLEETS_FETCH }, { signal });
        if (page.values.length === 0) return [];
        const counts = await fleets.countFleetDevices(
          page.values.map((fleet) => fleet.id),
          { signal },
        );
        const counted = page.values.map((fleet) => ({
          ...fleet,
          deviceCount: counts[fleet.id] ?? 0,
        }));
        return topFleets(counted, TOP_FLEETS_SHOWN);
      });
    },
    dispose(): void {
      state.abort();
    },
  };
}
