import { rolesFromClaims } from '@fleet/sdk/domain';
import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { conflict, notFound } from '../http/errors.js';
import { roleClaims } from '../identity/claims.js';
import type { User } from '../store/users.js';

/** The wire shape (openapi/schemas/accounts.yaml#/User). */
export function userBody(user: User) {
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    namespace: user.id,
    roles: rolesFromClaims(roleClaims(user)),
    ...(user.registeredAt === null ? {} : { createdAt: user.registeredAt }),
  };
}

/** SPEC §7 Accounts: the signed-in user's account record, created on first fetch (SPEC §4). */
export function userRoutes({ stores }: SandboxContext) {
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const { user } = c.var.principal;
      if (user.registeredAt === null)
        throw notFound('No account record exists yet; create it with POST.');
      return c.json(userBody(user));
    })
    .post('/', async (c) => {
      const { user } = c.var.principal;
      if (user.registeredAt !== null) throw conflict('The account record already exists.');
      const registered = await stores.users.register(user.id);
      if (!registered) throw notFound('No such user.');
      return c.json(userBody(registered), 201);
    });
}
