// The chosen devices or fleets of an install, by id, with their names (and devices' status,
// for SPEC §8's pending-update warning). An id the server does not know shows as itself.
import { useFleet } from '@fleet/elements';
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
            wanted.map((id) =>
              sdk.fleets.getFleet(id).then((f) => ({ id: f.id, name: f.name, secondary: f.id })),
            ),
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
