// SPEC §2 route guards as pure rules: a route whose right is missing goes to the unauthorized
// page carrying the original destination (and, for a guest of a shared repository, the
// repository); a route whose feature is off is not found.
import {
  canAccessRoute,
  isFeatureIdEnabled,
  type FeatureContext,
  type Rights,
} from '@fleet/sdk/domain';
import type { GuardedHandle } from './route-handle';

export const UNAUTHORIZED_PATH = '/errors/unauthorized';

export interface AccessContext {
  rights: Pick<Rights, 'can'>;
  features: FeatureContext;
  /** The active repository when it is a shared one (the user is its guest). */
  guestRepositoryId: string | undefined;
}

export type Access =
  { kind: 'allowed' } | { kind: 'unauthorized'; to: string } | { kind: 'not-found' };

export function unauthorizedAddress(from: string, guestRepositoryId: string | undefined): string {
  const query = new URLSearchParams({ from });
  if (guestRepositoryId !== undefined) query.set('repository', guestRepositoryId);
  return `${UNAUTHORIZED_PATH}?${query.toString()}`;
}

/** Whether `from` (path and query) may be entered with `guard`'s restriction and feature. */
export function routeAccess(
  guard: Pick<GuardedHandle, 'restricted' | 'feature'>,
  from: string,
  context: AccessContext,
): Access {
  if (guard.feature !== undefined && !isFeatureIdEnabled(guard.feature, context.features))
    return { kind: 'not-found' };
  if (guard.restricted !== undefined && !canAccessRoute(context.rights, guard.restricted))
    return { kind: 'unauthorized', to: unauthorizedAddress(from, context.guestRepositoryId) };
  return { kind: 'allowed' };
}
