// "Update as a rollout" (the fleet update screen): the creation flow opened with
// ?fleet=<id>&package=<id>… starts with that fleet and those package versions chosen, once
// they are read (with their names).
import { useFleet } from '@fleet/elements';
import type { Package } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Chosen } from './rollout-draft';

export interface RolloutStartChoice {
  fleets: Chosen[];
  packages: Package[];
}

/** What the address chose; undefined while it is read (or when it chose nothing). */
export function useRolloutStart(): RolloutStartChoice | undefined {
  const { sdk } = useFleet();
  const [params] = useSearchParams();
  const fleetId = params.get('fleet');
  const packageIds = params.getAll('package').join('\n');
  const [choice, setChoice] = useState<RolloutStartChoice>();
  useEffect(() => {
    if (!fleetId && packageIds === '') return;
    let current = true;
    const ids = packageIds === '' ? [] : packageIds.split('\n');
    Promise.all([
      fleetId
        ? sdk.fleets.getFleet(fleetId).then((fleet) => [{ id: fleet.id, name: fleet.name }])
        : [],
      ids.length > 0
        ? sdk.packages.listPackages({ packageIds: ids }).then((page) => page.values)
        : [],
    ]).then(
      ([fleets, packages]) => current && setChoice({ fleets, packages }),
      // Unknown ids: the flow starts empty, as without them.
      () => current && setChoice({ fleets: [], packages: [] }),
    );
    return () => {
      current = false;
    };
  }, [sdk, fleetId, packageIds]);
  return choice;
}
