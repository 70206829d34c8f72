import type { Middleware } from 'openapi-fetch';

/**
 * Which token a call carries (SPEC §7): the host token for account endpoints, the
 * active-repository token (a guest token inside a shared repository) for everything else.
 */
export type TokenKind = 'host' | 'active';

/** Returns the current token of a kind; undefined sends the call without `Authorization`. */
export type GetToken = (kind: TokenKind) => string | undefined | Promise<string | undefined>;

// SPEC §7 lists these under Accounts although they live outside /api/accounts.
const ACCOUNT_ENDPOINT =
  /^\/api\/(?:accounts(?:\/|$)|v2beta\/subscriptions\/|v1\/user_repo\/root\/rotate$)/;

/** `path` is the API path (`/api/accounts/users`), without base URL or query. */
export function tokenKindFor(path: string): TokenKind {
  return ACCOUNT_ENDPOINT.test(path) ? 'host' : 'active';
}

/** The `Authorization` value for a call to `path`, or undefined when there is no token. */
export async function authorizationFor(
  getToken: GetToken,
  path: string,
): Promise<string | undefined> {
  const token = await getToken(tokenKindFor(path));
  return token ? `Bearer ${token}` : undefined;
}

/** Authenticates every call with the token its path needs. */
export function bearerToken(getToken: GetToken): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const authorization = await authorizationFor(getToken, schemaPath);
      if (authorization) request.headers.set('Authorization', authorization);
      return undefined;
    },
  };
}
