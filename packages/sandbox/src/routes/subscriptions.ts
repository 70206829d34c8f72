import { TRIAL_DAYS, TRIAL_DEVICE_LIMIT } from '@fleet/sdk/domain';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { conflict } from '../http/errors.js';
import type { FreeTrialRefusal } from '../store/free-trials.js';
import { requireBoolean, requireObject } from './request-body.js';

const DAY_MS = 86_400_000;

/** The 409 of a refused trial; the console shows its description (SPEC §8 trial). */
const REFUSALS: Record<FreeTrialRefusal, string> = {
  commercial: 'Your account already has Commercial access.',
  used: 'Your account has already used its free trial.',
  'unknown-user': 'No account record exists for this user.',
};

/**
 * SPEC §7 PUT /api/v2beta/subscriptions/start-free-trial: a Maker account gets Commercial
 * access for 30 days with up to 50 devices (SPEC §9), once. The token's roles show it after
 * the user renews the token (they are read from the user record, identity/claims.ts).
 */
export function subscriptionRoutes({ stores }: SandboxContext) {
  return new Hono<ApiEnv>().put(
    '/start-free-trial',
    validator('json', (body) => requireBoolean(requireObject(body), 'trainingSessionRequested')),
    async (c) => {
      const now = Date.now();
      const result = await stores.freeTrials.start({
        userId: c.var.principal.user.id,
        startedAt: new Date(now).toISOString(),
        endsAt: new Date(now + TRIAL_DAYS * DAY_MS).toISOString(),
        deviceLimit: TRIAL_DEVICE_LIMIT,
        trainingSessionRequested: c.req.valid('json'),
      });
      if (result.refused) {
        throw conflict('The free trial cannot be started.', REFUSALS[result.refused]);
      }
      return c.body(null, 204);
    },
  );
}
