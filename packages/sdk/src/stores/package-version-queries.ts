// One package version and its published SBOM (SPEC §7), for the version's details and install
// screens, as queries of the query cache.
import type { FleetSdk } from '../fleet';
import type { Package } from '../resources/packages';
import type { SbomDocument } from '../resources/public';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

export function packageVersionQuery(
  sdk: Pick<FleetSdk, 'packages'>,
  name: string,
  version: string,
): QueryDefinition<Package> {
  return {
    key: [...QUERY_KEYS.packageVersion, name, version],
    fetch: () => sdk.packages.getPackageVersion(name, version),
  };
}

/** The version's SBOM, found in the published list by name and version; undefined if none. */
export function versionSbomQuery(
  sdk: Pick<FleetSdk, 'public'>,
  name: string,
  version: string,
): QueryDefinition<SbomDocument | undefined> {
  return {
    key: [...QUERY_KEYS.packageVersion, name, version, 'sbom'],
    fetch: async () => {
      const published = await sdk.public.listSbomVersions();
      const entry = published.find((v) => v.name === name && v.version === version);
      return entry ? sdk.public.getSbom(entry.sbomId) : undefined;
    },
  };
}
