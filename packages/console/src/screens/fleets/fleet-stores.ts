// The fleet screens' stores (SDK stores/fleets.ts and fleet-detail.ts), one pair per
// connection so the list, the forms and a fleet's page share them: an edit or a membership
// change reloads the fleet page it shows. Both follow the live channel while a screen shows.
import { useFleet, useSignalValue } from '@fleet/elements';
import {
  createFleetDetailStore,
  createFleetsStore,
  type FleetDetailStore,
  type FleetsStore,
} from '@fleet/sdk';
import { useEffect } from 'react';
import { useNameForCrumbs } from '../../routing/crumb-names';

export interface FleetStores {
  fleets: FleetsStore;
  detail: FleetDetailStore;
}

// The connection disposes what it shares when the page leaves.
interface SharedFleetStores extends FleetStores {
  dispose(): void;
}

const SHARED_KEY = 'console.fleets';

export function useFleetStores(): FleetStores {
  const connection = useFleet();
  const stores = connection.shared<SharedFleetStores>(SHARED_KEY, ({ sdk }) => {
    const detail = createFleetDetailStore({ sdk });
    const fleets = createFleetsStore({ sdk, detail });
    return {
      fleets,
      detail,
      dispose() {
        fleets.dispose();
        detail.dispose();
      },
    };
  });
  useEffect(
    () => connection.syncWithLive({ fleets: stores.fleets, fleetDetail: stores.detail }),
    [connection, stores],
  );
  const fleet = useSignalValue(stores.detail.fleet.data);
  useNameForCrumbs('fleet', fleet?.id, fleet?.name);
  return stores;
}
