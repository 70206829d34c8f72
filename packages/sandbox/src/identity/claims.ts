import { COMMERCIAL_TIER_ROLE, USER_MANAGER_CLIENT } from '@fleet/sdk/domain';
import type { User } from '../store/users.js';

/** Commercial tier, or a Commercial trial that has not ended (SPEC §1 account tiers). */
export function hasCommercialTier(user: User, now: Date = new Date()): boolean {
  if (user.tier === 'commercial') return true;
  return user.trialEndsAt !== null && Date.parse(user.trialEndsAt) > now.getTime();
}

/** The SDK's `RoleClaims`, as the sandbox issues them. */
export interface UserRoleClaims {
  realm_access: { roles: string[] };
  resource_access: Record<string, { roles: string[] }>;
}

/**
 * Keycloak-style role claims (SPEC §6): realm roles held in their own right plus the
 * Commercial tier role while the tier (or a trial) gives it, and the user-manager client roles.
 */
export function roleClaims(user: User, now: Date = new Date()): UserRoleClaims {
  const realm = new Set(user.realmRoles);
  if (hasCommercialTier(user, now)) realm.add(COMMERCIAL_TIER_ROLE);
  return {
    realm_access: { roles: [...realm] },
    resource_access: { [USER_MANAGER_CLIENT]: { roles: [...user.clientRoles] } },
  };
}

/** The OpenID Connect standard claims of a user (ID token and access token alike). */
export function profileClaims(user: User): {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
} {
  return {
    email: user.email,
    email_verified: user.emailVerified,
    given_name: user.firstName,
    family_name: user.lastName,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  };
}

/** Everything an access token says about its user besides `sub`. */
export function userTokenClaims(user: User, now: Date = new Date()): Record<string, unknown> {
  return { ...profileClaims(user), ...roleClaims(user, now) };
}
