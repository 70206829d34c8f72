import type { Principal } from '../auth/principal.js';
import type { LiveGrant } from './live-grant.js';

/** Package events need the package read right. */
const isPackageEvent = (type: string): boolean => type === 'TufTargetAdded';
/** Rollout events need the rollout read right; every other live event is a device's. */
const isRolloutEvent = (type: string): boolean =>
  type === 'RolloutStateChanged' || type === 'RolloutProgress';

/**
 * What a caller's live connection may receive: the events of its active repository that its
 * rights let it read. Undefined when it may read none of them (a provisioning API client).
 */
export function liveGrantOf(principal: Principal): LiveGrant | undefined {
  const { rights } = principal;
  const readsDevices = rights.can('devices', 'read');
  const readsPackages = rights.can('packages', 'read');
  const readsRollouts = rights.can('rollouts', 'read');
  if (!readsDevices && !readsPackages && !readsRollouts) return undefined;
  return {
    repositoryId: principal.repository.id,
    userId: principal.user.id,
    ...(principal.apiClient ? { apiClientId: principal.apiClient.clientId } : {}),
    expiresAt: (principal.claims.exp ?? 0) * 1000,
    receives: (type) =>
      isPackageEvent(type) ? readsPackages : isRolloutEvent(type) ? readsRollouts : readsDevices,
  };
}
