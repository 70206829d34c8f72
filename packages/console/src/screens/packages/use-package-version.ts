// One package version (GET packages/{name}/versions/{version}), for its details and install
// screens; a failure is kept to be shown where the version would be.
import { useFleet } from '@fleet/elements';
import type { Package } from '@fleet/sdk';
import { useEffect, useState } from 'react';

export type VersionState =
  | { status: 'loading' }
  | { status: 'loaded'; version: Package }
  | { status: 'failed'; error: unknown };

export function usePackageVersion(name: string, version: string): VersionState {
  const { sdk } = useFleet();
  const [state, setState] = useState<VersionState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    sdk.packages.getPackageVersion(name, version).then(
      (found) => current && setState({ status: 'loaded', version: found }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [sdk, name, version]);
  return state;
}
