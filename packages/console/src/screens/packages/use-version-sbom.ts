// The published SBOM of one package version (SPEC §7: the public SBOM list and documents),
// found in the list by name and version; undefined `document` when none is published.
import { useFleet } from '@fleet/elements';
import type { SbomDocument } from '@fleet/sdk';
import { useEffect, useState } from 'react';

export type SbomState =
  | { status: 'loading' }
  | { status: 'loaded'; document: SbomDocument | undefined }
  | { status: 'failed'; error: unknown };

export function useVersionSbom(name: string, version: string): SbomState {
  const { sdk } = useFleet();
  const [state, setState] = useState<SbomState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    (async () => {
      const published = await sdk.public.listSbomVersions();
      const entry = published.find((v) => v.name === name && v.version === version);
      return entry ? sdk.public.getSbom(entry.sbomId) : undefined;
    })().then(
      (document) => current && setState({ status: 'loaded', document }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [sdk, name, version]);
  return state;
}
