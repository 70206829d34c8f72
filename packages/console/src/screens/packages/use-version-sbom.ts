// The published SBOM of one package version (SPEC §7: the public SBOM list and documents),
// from the connection's query cache; undefined `document` when none is published.
import { useFleet, useQuery } from '@fleet/elements';
import { versionSbomQuery, type SbomDocument } from '@fleet/sdk';

export type SbomState =
  | { status: 'loading' }
  | { status: 'loaded'; document: SbomDocument | undefined }
  | { status: 'failed'; error: unknown };

export function useVersionSbom(name: string, version: string): SbomState {
  const { sdk } = useFleet();
  const { data, error, loading } = useQuery(versionSbomQuery(sdk, name, version));
  if (data !== undefined || (!loading && !error)) return { status: 'loaded', document: data };
  if (error) return { status: 'failed', error };
  return { status: 'loading' };
}
