import type { SandboxContext } from '../context.js';
import type { TrustedDelegationRecord } from '../store/delegations.js';
import { verifyDelegationMetadata } from './metadata.js';
import { fetchRemoteSource } from './remote-source.js';
import { DelegationSourceError } from './source-errors.js';

/**
 * The address a delegation's metadata is fetched from. A stored path (the sandbox's own
 * demo sources) is resolved against the origin, so it follows the sandbox to another port.
 */
export function remoteAddressOf(remoteUri: string | null, origin: string): string | undefined {
  if (!remoteUri) return undefined;
  return new URL(remoteUri, `${origin}/`).href;
}

/**
 * Fetches a package source's metadata from its remote address, verifies it with the
 * repository's trusted keys, and makes its targets the source's packages; on failure the
 * reason is kept as the delegation's error and the DelegationSourceError rethrown. Returns
 * the ids of the packages that are new, each announced on the live channel.
 */
export async function refreshPackageSource(
  { stores, origin, live }: Pick<SandboxContext, 'stores' | 'origin' | 'live'>,
  repositoryId: string,
  delegation: TrustedDelegationRecord,
  now: Date = new Date(),
): Promise<string[]> {
  const uri = remoteAddressOf(delegation.remoteUri, origin);
  try {
    if (!uri)
      throw new DelegationSourceError(
        'unreachable',
        `the package source ${delegation.name} has no metadata address.`,
      );
    const { document, lastModified } = await fetchRemoteSource(uri, delegation.remoteHeaders);
    const keys = await stores.delegations.listKeys(repositoryId);
    const packages = verifyDelegationMetadata(delegation, keys, document, { uri, now });
    const added = await stores.delegations.recordFetch(repositoryId, delegation.name, {
      fetchedAt: now.toISOString(),
      lastModified,
      packages,
    });
    for (const packageId of added)
      live.publish(repositoryId, { type: 'TufTargetAdded', packageId });
    return added;
  } catch (error) {
    if (error instanceof DelegationSourceError)
      await stores.delegations.recordError(repositoryId, delegation.name, error.summary);
    throw error;
  }
}
