// Package versions matching the typed name, searched on the server as the user types (SPEC §9
// refresh debounce): for the pickers of offline updates, device and fleet updates. With
// hardware ids, only versions for those components are offered.
import type { Package } from '@fleet/sdk';
import { PACKAGES_REFRESH_DEBOUNCE_MS } from '@fleet/sdk/domain';
import { useFleet } from '../connection/FleetProvider.js';
import { useServerSearch, type ServerSearch } from '../primitives/combobox/use-server-search.js';

/** How many matches a search offers at a time. */
export const PACKAGE_SEARCH_LIMIT = 20;

export interface PackageSearchOptions {
  /** Only versions for these hardware ids (none: every version). */
  hardwareIds?: readonly string[] | undefined;
}

export function usePackageSearch(options: PackageSearchOptions = {}): ServerSearch<Package> {
  const packages = useFleet().resource('packages');
  const hardwareIds = options.hardwareIds ?? [];
  return useServerSearch<Package>(
    async (text, signal) =>
      (
        await packages.listPackages(
          {
            ...(text && { nameContains: text }),
            ...(hardwareIds.length > 0 && { hardwareIds: [...hardwareIds] }),
            limit: PACKAGE_SEARCH_LIMIT,
          },
          { signal },
        )
      ).values,
    PACKAGES_REFRESH_DEBOUNCE_MS,
    hardwareIds.join(','),
  );
}
