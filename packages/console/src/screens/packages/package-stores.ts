// The package screens' stores (SDK stores/packages.ts, package-sources.ts and updates.ts), one
// set per connection so the versions page, the upload and the install screens share them: an
// upload reloads the versions it shows. The packages store follows the live channel
// (TufTargetAdded) while a screen shows it.
import { tufTargetAddedOf, useFleet } from '@fleet/elements';
import {
  createPackageSourcesStore,
  createPackagesStore,
  createUpdatesStore,
  type PackageSourcesStore,
  type PackagesStore,
  type UpdatesStore,
} from '@fleet/sdk';
import { useEffect } from 'react';
import { preferenceStores } from '../../preferences/preference-stores';

export interface PackageStores {
  packages: PackagesStore;
  sources: PackageSourcesStore;
  updates: UpdatesStore;
}

// The connection disposes what it shares when the page leaves.
interface SharedPackageStores extends PackageStores {
  dispose(): void;
}

const SHARED_KEY = 'console.packages';

export function usePackageStores(): PackageStores {
  const connection = useFleet();
  const stores = connection.shared<SharedPackageStores>(SHARED_KEY, ({ sdk }) => {
    const { featureFlags, userOptions } = preferenceStores();
    const packages = createPackagesStore({
      fleet: sdk,
      features: featureFlags,
      onTufTargetAdded: tufTargetAddedOf(connection),
    });
    // The delegation order is a user option: the console's one options store writes it.
    const sources = createPackageSourcesStore({ fleet: sdk, userOptions });
    const updates = createUpdatesStore({ sdk });
    return {
      packages,
      sources,
      updates,
      dispose() {
        packages.dispose();
        sources.dispose();
        updates.dispose();
      },
    };
  });
  // Held while a package screen shows, so the live channel stays open for it.
  useEffect(() => connection.hold(), [connection]);
  return stores;
}
