import { Hono } from 'hono';
import { issueGuestToken } from '../auth/guest-tokens.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';

/** SPEC §7 Organizations (shared repositories). */
export function organizationRoutes({ stores, tokens }: SandboxContext) {
  return new Hono<ApiEnv>().post('/guest/:repositoryId', async (c) =>
    c.json(await issueGuestToken(tokens, stores, c.var.principal, c.req.param('repositoryId'))),
  );
}
