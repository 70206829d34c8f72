// SPEC §6 roles: who the user is, from the roles in their token. Roles are the realm roles
// plus the roles of the user-manager client (Keycloak-style claims):
//   { realm_access: { roles: [...] }, resource_access: { 'user-manager': { roles: [...] } } }
// For a guest of a shared repository the caller passes the guest token's claims.
import { PERSONAL_REPOSITORY_ID } from './constants.js';

/** The client whose roles count besides the realm roles. */
export const USER_MANAGER_CLIENT = 'user-manager';

/** Role strings as the identity provider issues them. */
export const CLOUD_ADMIN_ROLE = 'cloud-admin';
export const DEVELOPER_ROLE = 'developer';
export const PROFESSIONAL_ROLE = 'professional';
/** Given to an account on the Commercial tier (for example during the free trial). */
export const COMMERCIAL_TIER_ROLE = 'commercial-tier';

/** The user types banners are targeted at ('all' is a target, not a type). */
export const USER_TYPES = ['admin', 'developer', 'professional', 'standard', 'repo-guest'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface RoleClaims {
  realm_access?: { roles?: readonly string[] };
  resource_access?: Readonly<Record<string, { roles?: readonly string[] } | undefined>>;
}

/** Realm roles then user-manager client roles, without duplicates. */
export function rolesFromClaims(claims: RoleClaims): string[] {
  const realm = claims.realm_access?.roles ?? [];
  const client = claims.resource_access?.[USER_MANAGER_CLIENT]?.roles ?? [];
  return [...new Set([...realm, ...client])];
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(CLOUD_ADMIN_ROLE);
}

/** Developer or professional, or the Commercial tier role. */
export function hasCommercialAccess(roles: readonly string[]): boolean {
  return [DEVELOPER_ROLE, PROFESSIONAL_ROLE, COMMERCIAL_TIER_ROLE].some((r) => roles.includes(r));
}

export function isRepoGuest(activeRepositoryId: string | undefined): boolean {
  return activeRepositoryId !== undefined && activeRepositoryId !== PERSONAL_REPOSITORY_ID;
}

/**
 * Every type that applies to a signed-in user; a user can be several at once (an admin who
 * is also a developer, a developer visiting a shared repository).
 */
export function userTypes(roles: readonly string[], activeRepositoryId?: string): UserType[] {
  const types: UserType[] = [];
  if (isAdmin(roles)) types.push('admin');
  if (roles.includes(DEVELOPER_ROLE)) types.push('developer');
  if (roles.includes(PROFESSIONAL_ROLE)) types.push('professional');
  if (!hasCommercialAccess(roles)) types.push('standard');
  if (isRepoGuest(activeRepositoryId)) types.push('repo-guest');
  return types;
}
