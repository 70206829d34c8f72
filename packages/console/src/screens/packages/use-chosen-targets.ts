// The chosen devices or fleets of an install, by id, with their names (and, for SPEC §8's
// pending-update warning, a device's status or a fleet's devices with a pending update). An
// id the server does not know shows as itself.
import { useFleet } from '@fleet/elements';
import { pendingUpdatesInFleet } from '@fleet/sdk/domain';
import { useEffect, useState } from 'react';
import type { InstallTab } from './install-targets';
import type { InstallCandidate } from './use-install-candidates';

export interface ChosenTargets {
  loading: boolean;
  targets: InstallCandidate[];
  error?: unknown;
}

export function useChosenTargets(tab: InstallTab, ids: readonly string[]): ChosenTargets {
  const { sdk } = useFleet();
  const key = ids.join(',');
  const [state, setState] = useState<ChosenTargets>({ loading: true, targets: [] });
  useEffect(() => {
    const wanted = key === '' ? [] : key.split(',');
    let current = true;
    const found: Promise<InstallCandidate[]> =
      tab === 'devices'
        ? sdk.devices
            .listDevices({ deviceUuids: wanted, limit: Math.max(1, wanted.length) })
            .then(({ values }) =>
              values.map((d) => ({
                id: d.deviceUuid,
                name: d.deviceName,
                secondary: d.deviceId,
                status: d.deviceStatus,
              })),
            )
        : Promise.all(
            wanted.map(async (id) => {
              const [fleet, stats] = await Promise.all([
                sdk.fleets.getFleet(id),
                sdk.fleets.getFleetDeviceStats(id),
              ]);
              return {
                id: fleet.id,
                name: fleet.name,
                secondary: fleet.id,
                pendingUpdates: pendingUpdatesInFleet(stats),
              };
            }),
          );
    found.then(
      (targets) => {
        const byId = new Map(targets.map((target) => [target.id, target]));
        const all = wanted.map((id) => byId.get(id) ?? { id, name: id, secondary: id });
        if (current) setState({ loading: false, targets: all });
      },
      (error: unknown) => current && setState({ loading: false, targets: [], error }),
    );
    return () => {
      current = false;
    };
  }, [sdk, tab, key]);
  return state;
}
