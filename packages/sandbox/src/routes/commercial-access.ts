import { hasCommercialAccess, rolesFromClaims } from '@fleet/sdk/domain';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/env.js';
import { forbidden } from '../http/errors.js';
import { roleClaims } from '../identity/claims.js';

/**
 * Features of the Commercial tier (SPEC §1): a free Maker account gets 403 with `description`,
 * which the console shows (e.g. SPEC §6 "no permission to use API clients ... upgrade").
 * Commercial access is read from the user record on every call, as the token's roles are, so
 * a started trial counts at once. An API client acts for its owner, so the owner's tier counts.
 */
export function requireCommercialAccess(description: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!hasCommercialAccess(rolesFromClaims(roleClaims(c.var.principal.user))))
      throw forbidden(description);
    await next();
  };
}
