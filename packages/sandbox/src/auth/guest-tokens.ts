import { forbidden, notFound } from '../http/errors.js';
import { userTokenClaims } from '../identity/claims.js';
import type { Stores } from '../store/index.js';
import { OWNER_PERMISSIONS } from './permissions.js';
import type { Principal } from './principal.js';
import type { AccessTokens } from './tokens.js';

/** Guest tokens are short-lived; the console refreshes them when under 5 s remain (SPEC §4). */
export const GUEST_TOKEN_LIFETIME_SECONDS = 300;

/** The wire shape (openapi/schemas/organizations.yaml#/GuestToken). */
export interface GuestToken {
  access: string;
  expires_in: number;
}

/**
 * Mints a token for working in a shared repository: the user's own claims plus the
 * repository id and, as `scope`, the permissions the guest profile gives there. The owner
 * of the shared repository gets one too, with every permission.
 */
export async function issueGuestToken(
  tokens: AccessTokens,
  stores: Stores,
  caller: Principal,
  repositoryId: string,
): Promise<GuestToken> {
  // An API client's rights are limited by its type; a guest token would lift them.
  if (caller.kind === 'apiClient')
    throw forbidden('API clients cannot work in shared repositories.');
  const { user } = caller;
  const repository = await stores.repositories.findById(repositoryId);
  if (!repository || repository.personal) throw notFound('No such shared repository.');
  let permissions: readonly string[] = OWNER_PERMISSIONS;
  let guestProfile: string | undefined;
  if (repository.ownerId !== user.id) {
    const guest = await stores.repositories.findGuest(repository.id, user.id);
    if (!guest) throw forbidden('You are not a guest of this repository.');
    permissions = guest.guestProfile.permissions;
    guestProfile = guest.guestProfile.id;
  }
  const access = await tokens.sign(
    {
      sub: user.id,
      ...userTokenClaims(user),
      repository_id: repository.id,
      ...(guestProfile === undefined ? {} : { guest_profile: guestProfile }),
      scope: permissions.join(' '),
    },
    GUEST_TOKEN_LIFETIME_SECONDS,
  );
  return { access, expires_in: GUEST_TOKEN_LIFETIME_SECONDS };
}
