import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, notFound } from '../http/errors.js';
import type { OptionValue } from '../store/user-options.js';

/** A user option write: a non-empty key and any JSON value but a bare array (SPEC §5). */
function parseOption(body: unknown): { key: string; value: OptionValue } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be an object with key and value.');
  const { key, value } = body as Record<string, unknown>;
  if (typeof key !== 'string' || key.trim() === '') throw badRequest('key is required');
  if (value === undefined) throw badRequest('value is required');
  if (Array.isArray(value)) {
    throw badRequest(
      'value must not be a bare array',
      'Store arrays wrapped as {"_type": "array", "value": [...]}.',
    );
  }
  return { key, value: value as OptionValue };
}

/** SPEC §7 Accounts: user options (metadata v2), and the empty legacy v1 store. */
export function userOptionRoutes({ stores }: SandboxContext) {
  return (
    new Hono<ApiEnv>()
      .get('/v2', async (c) => c.json(await stores.userOptions.list(c.var.principal.user.id)))
      .post(
        '/v2',
        validator('json', (body) => parseOption(body)),
        async (c) => {
          const { key, value } = c.req.valid('json');
          return c.json(await stores.userOptions.set(c.var.principal.user.id, key, value));
        },
      )
      .delete('/v2/:key', async (c) => {
        const removed = await stores.userOptions.remove(
          c.var.principal.user.id,
          c.req.param('key'),
        );
        if (!removed) throw notFound('No such option.');
        return c.body(null, 204);
      })
      // Version 1 options were never written by this server: nothing to migrate.
      .get('/v1', (c) => c.json({}))
  );
}
