// One package version (GET packages/{name}/versions/{version}), for its details and install
// screens, from the connection's query cache; a failure is kept to be shown where the version
// would be.
import { useFleet, useQuery } from '@fleet/elements';
import { packageVersionQuery, type Package } from '@fleet/sdk';

export type VersionState =
  | { status: 'loading' }
  | { status: 'loaded'; version: Package }
  | { status: 'failed'; error: unknown };

export function usePackageVersion(name: string, version: string): VersionState {
  const { sdk } = useFleet();
  const { data, error } = useQuery(packageVersionQuery(sdk, name, version));
  if (data) return { status: 'loaded', version: data };
  if (error) return { status: 'failed', error };
  return { status: 'loading' };
}
