import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';

/** SPEC §7 Auth: the caller's permissions in the active repository. */
export function authRoutes(_context: SandboxContext) {
  return new Hono<ApiEnv>().get('/discover', (c) => {
    const { permissions, repositoryId } = c.var.principal;
    return c.json({ permissions: [...permissions], repositoryId });
  });
}
