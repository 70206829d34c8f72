import { PERSONAL_REPOSITORY_ID, createRights, type Rights } from '@fleet/sdk/domain';
import { CONSOLE_CLIENT_ID } from '../identity/console-client.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { ApiClient } from '../store/api-clients.js';
import type { Stores } from '../store/index.js';
import type { Repository } from '../store/repositories.js';
import type { User } from '../store/users.js';
import { OWNER_PERMISSIONS, apiClientPermissions } from './permissions.js';
import type { AccessTokenClaims } from './tokens.js';

/** How the caller got its token: signed in, as a guest of a shared repository, or as an API client. */
export type PrincipalKind = 'user' | 'guest' | 'apiClient';

/** The authenticated caller of an API call and what it may do in its active repository. */
export interface Principal {
  kind: PrincipalKind;
  /** The user the call acts for (an API client's owner). */
  user: User;
  apiClient?: ApiClient;
  /** The active repository: the personal one, or the guest token's shared one. */
  repository: Repository;
  /** The active repository as the API names it: 'personal' or the shared repository's id. */
  repositoryId: string;
  permissions: readonly string[];
  rights: Rights;
  claims: AccessTokenClaims;
}

type Resolved = Omit<Principal, 'rights' | 'claims'>;

async function personalPrincipal(
  stores: Stores,
  user: User,
  permissions: readonly string[],
  apiClient?: ApiClient,
): Promise<Resolved> {
  const repository = await stores.repositories.personalOf(user.id);
  if (!repository) throw new Error(`User ${user.id} has no personal repository`);
  return {
    kind: apiClient ? 'apiClient' : 'user',
    user,
    ...(apiClient ? { apiClient } : {}),
    repository,
    repositoryId: PERSONAL_REPOSITORY_ID,
    permissions,
  };
}

async function guestPrincipal(
  stores: Stores,
  user: User,
  claims: AccessTokenClaims,
  repositoryId: string,
): Promise<Resolved> {
  const repository = await stores.repositories.findById(repositoryId);
  if (!repository || repository.personal)
    throw forbidden('The shared repository of this guest token no longer exists.');
  let permissions: readonly string[];
  if (repository.ownerId === user.id) {
    permissions = OWNER_PERMISSIONS;
  } else {
    const guest = await stores.repositories.findGuest(repository.id, user.id);
    if (!guest) throw forbidden('You are no longer a guest of this repository.');
    // The profile may have changed since the token was minted: grant what both allow.
    const minted = new Set(claims.scope?.split(' ') ?? []);
    permissions = guest.guestProfile.permissions.filter((permission) => minted.has(permission));
  }
  return { kind: 'guest', user, repository, repositoryId: repository.id, permissions };
}

/**
 * Who a verified token speaks for, read from the database. The API keeps the answer until
 * the access version changes (known-principals.ts), so a removed guest, API client or user
 * loses access on the next call; the live channel resolves each socket's token with this.
 */
export async function resolvePrincipal(
  claims: AccessTokenClaims,
  stores: Stores,
): Promise<Principal> {
  let resolved: Resolved;
  const isApiClientToken =
    claims.client_id !== undefined &&
    claims.client_id !== CONSOLE_CLIENT_ID &&
    claims.sub === claims.client_id;
  if (isApiClientToken) {
    const apiClient = await stores.apiClients.findByClientId(claims.sub);
    const owner = apiClient && (await stores.users.findById(apiClient.ownerId));
    if (!apiClient || !owner) throw unauthorized('The API client of this token no longer exists.');
    resolved = await personalPrincipal(
      stores,
      owner,
      apiClientPermissions(apiClient.type),
      apiClient,
    );
  } else {
    const user = await stores.users.findById(claims.sub);
    if (!user) throw unauthorized('The user of this token no longer exists.');
    resolved =
      claims.repository_id === undefined
        ? await personalPrincipal(stores, user, OWNER_PERMISSIONS)
        : await guestPrincipal(stores, user, claims, claims.repository_id);
  }
  return { ...resolved, rights: createRights(resolved.permissions), claims };
}
