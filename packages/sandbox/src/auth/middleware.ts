import { permissionFor, type Right, type RightGroup } from '@fleet/sdk/domain';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/env.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { requestHeader } from '../http/request-header.js';
import type { Stores } from '../store/index.js';
import { createKnownPrincipals } from './known-principals.js';
import { TokenRejected, type AccessTokens } from './tokens.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Callers kept between calls (known-principals.ts), as many as verified tokens are kept. */
const PRINCIPALS_KEPT = 10_000;

/** Verifies the bearer token of every call and sets `principal`; 401 otherwise. */
export function authenticate(tokens: AccessTokens, stores: Stores): MiddlewareHandler<ApiEnv> {
  const principals = createKnownPrincipals(stores, PRINCIPALS_KEPT);
  return async (c, next) => {
    const token = BEARER.exec(requestHeader(c, 'authorization') ?? '')?.[1];
    if (!token) throw unauthorized('A bearer access token is required.');
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenRejected) throw unauthorized(error.message);
      throw error;
    }
    c.set('principal', await principals.principalOf(token, claims));
    await next();
  };
}

/** Lets the call through only with the right in the active repository; 403 otherwise. */
export function requireRight<G extends RightGroup>(
  group: G,
  action: Right<G>,
): MiddlewareHandler<ApiEnv> {
  const permission = permissionFor(group, action);
  return async (c, next) => {
    if (!c.var.principal.rights.can(group, action)) {
      throw forbidden(
        `This call needs the ${permission} permission in the active repository.`,
        permission,
      );
    }
    await next();
  };
}
