import { createRights } from '@fleet/sdk/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requireRight } from '../src/auth/middleware.js';
import type { Principal } from '../src/auth/principal.js';
import type { ApiEnv } from '../src/http/env.js';
import { respondWithError } from '../src/http/errors.js';

/** An app whose caller holds `permissions`, with one call guarded by the package upload right. */
function appFor(permissions: string[]) {
  const app = new Hono<ApiEnv>();
  app.onError(respondWithError);
  app.use('*', async (c, next) => {
    c.set('principal', { permissions, rights: createRights(permissions) } as unknown as Principal);
    await next();
  });
  app.post('/packages', requireRight('packages', 'upload'), (c) => c.json({ uploaded: true }, 201));
  return app;
}

describe('SPEC §6 routes restricted by the matching right', () => {
  it('lets a caller with upload:packages through', async () => {
    const response = await appFor(['upload:packages']).request('/packages', { method: 'POST' });
    expect(response.status).toBe(201);
  });

  it('answers 403 with the error body naming the missing permission', async () => {
    const response = await appFor(['read:packages']).request('/packages', { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'forbidden',
      msg: 'You do not have permission to perform this action.',
      description: expect.stringContaining('upload:packages'),
      permission: 'upload:packages',
      errorId: expect.any(String),
    });
  });
});
