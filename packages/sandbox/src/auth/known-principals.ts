import type { Stores } from '../store/index.js';
import { resolvePrincipal, type Principal } from './principal.js';
import type { AccessTokenClaims } from './tokens.js';

/**
 * Who each token speaks for, kept between calls. Resolving a caller reads its user, its
 * repository and, for a guest, its guest entry and profile (or its API client): two to four
 * queries on every call. Kept instead with the access version it was resolved under
 * (migration 007: a number the database raises on every change to users, repositories,
 * guest profiles, guests and API clients), a call reads that one row; a different number
 * resolves the caller again. So a right removed, a guest removed or an API client deleted
 * takes effect on the next call, whichever process or connection made the change.
 *
 * The version is read before the caller is resolved: a change landing in between is then
 * resolved already or seen as a newer number by the next call, never hidden. Calls asking
 * together share that read, each answered by a read started after the call asked (the
 * store's `current`): a change made before a call is seen by it.
 */
export interface KnownPrincipals {
  principalOf(token: string, claims: AccessTokenClaims): Promise<Principal>;
}

interface Known {
  version: number;
  principal: Principal;
}

/** Up to `capacity` tokens' callers; past it, the one kept longest goes first. */
export function createKnownPrincipals(stores: Stores, capacity: number): KnownPrincipals {
  const known = new Map<string, Known>();
  return {
    async principalOf(token, claims) {
      const version = await stores.accessVersion.current();
      const kept = known.get(token);
      if (kept !== undefined && kept.version === version && kept.principal.claims === claims)
        return kept.principal;
      let principal: Principal;
      try {
        principal = await resolvePrincipal(claims, stores);
      } catch (error) {
        // The token no longer gives access: nothing of it is kept.
        known.delete(token);
        throw error;
      }
      if (kept === undefined && known.size >= capacity) {
        const oldest = known.keys().next();
        if (!oldest.done) known.delete(oldest.value);
      }
      known.set(token, { version, principal });
      return principal;
    },
  };
}
