// The chosen devices or fleets of an install, by id, with their names (and, for SPEC §8's
// pending-update warning, a device's status or a fleet's devices with a pending update), read
// through the SDK's install target queries, so the live channel keeps them current. An id the
// server does not know shows as itself.
import { useFleet, useQuery } from '@fleet/elements';
import { chosenDevicesQuery, chosenFleetsQuery } from '@fleet/sdk';
import { pendingUpdatesInFleet } from '@fleet/sdk/domain';
import type { InstallTab } from './install-targets';
import type { InstallCandidate } from './use-install-candidates';

export interface ChosenTargets {
  loading: boolean;
  targets: InstallCandidate[];
  error?: unknown;
}

export function useChosenTargets(tab: InstallTab, ids: readonly string[]): ChosenTargets {
  const { sdk } = useFleet();
  const devices = useQuery(tab === 'devices' ? chosenDevicesQuery(sdk, ids) : undefined);
  const fleets = useQuery(tab === 'fleets' ? chosenFleetsQuery(sdk, ids) : undefined);
  const found: InstallCandidate[] | undefined =
    tab === 'devices'
      ? devices.data?.map((d) => ({
          id: d.deviceUuid,
          name: d.deviceName,
          secondary: d.deviceId,
          status: d.deviceStatus,
        }))
      : fleets.data?.map(({ fleet, stats }) => ({
          id: fleet.id,
          name: fleet.name,
          secondary: fleet.id,
          pendingUpdates: pendingUpdatesInFleet(stats),
        }));
  const error = tab === 'devices' ? devices.error : fleets.error;
  if (error) return { loading: false, targets: [], error };
  if (!found) return { loading: true, targets: [] };
  const byId = new Map(found.map((target) => [target.id, target]));
  return {
    loading: false,
    targets: ids.map((id) => byId.get(id) ?? { id, name: id, secondary: id }),
  };
}
