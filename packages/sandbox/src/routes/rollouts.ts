import type { components } from '@fleet/sdk';
import { ROLLOUT_OUTCOMES } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, notFound } from '../http/errors.js';
import { readRollout } from '../rollouts/engine.js';
import {
  abortByHand,
  approveNextPhase,
  pauseRollout,
  resumeRollout,
  startRollout,
} from '../rollouts/rollout-actions.js';
import { parseRolloutDefinition } from '../rollouts/rollout-definition.js';
import type { RolloutState, StoredRollout } from '../store/rollouts.js';
import { packagesOf, requireFleets } from '../updates/update-targets.js';
import { validExpression } from './fleets.js';
import { pageWindow } from './number-params.js';
import { requireObject } from './request-body.js';

type Schemas = components['schemas'];

const STATES: readonly RolloutState[] = [
  'draft',
  'scheduled',
  'running',
  'waitingForApproval',
  'paused',
  'aborted',
  'completed',
];
function listOf<T extends string>(
  values: string[] | undefined,
  allowed: readonly T[],
  field: string,
) {
  const given = values?.filter((value) => value !== '') ?? [];
  const unknown = given.find((value) => !(allowed as readonly string[]).includes(value));
  if (unknown !== undefined) throw badRequest(`${field} must be one of ${allowed.join(', ')}`);
  return given as T[];
}

/**
 * Rollouts (docs/rollouts.md) under /api/v2beta/rollouts: an extension beyond the compatible
 * API. Actions answer the rollout as it is once the engine has taken the steps they allow
 * (starting a rollout assigns its first phase at once when nothing makes it wait).
 */
export function rolloutRoutes(context: SandboxContext) {
  const { stores, rolloutEngine } = context;
  const repositoryOf = (c: Context<ApiEnv>): string => c.var.principal.repository.id;
  const rolloutOf = async (c: Context<ApiEnv>): Promise<StoredRollout> => {
    const rollout = await stores.rollouts.find(repositoryOf(c), c.req.param('rolloutId') ?? '');
    if (!rollout) throw notFound('No such rollout.');
    return rollout;
  };
  const act =
    (
      action: (
        context: SandboxContext,
        rollout: StoredRollout,
        now: string,
      ) => Promise<StoredRollout>,
    ) =>
    async (c: Context<ApiEnv>) => {
      const now = rolloutEngine.now();
      const changed = await action(context, await rolloutOf(c), now);
      await rolloutEngine.publish(changed);
      const body: Schemas['Rollout'] = await rolloutEngine.advance(changed, now);
      return c.json(body);
    };

  return new Hono<ApiEnv>()
    .get('/', requireRight('rollouts', 'read'), async (c) => {
      const states = listOf(c.req.queries('state'), STATES, 'state');
      const page = pageWindow(c.req, 20);
      const { total, values } = await stores.rollouts.list(repositoryOf(c), { states, ...page });
      return c.json({
        total,
        ...page,
        values: await Promise.all(values.map((rollout) => readRollout(context, rollout))),
      } satisfies Schemas['RolloutPage']);
    })
    .post(
      '/',
      requireRight('rollouts', 'create'),
      validator('json', (body, c: Context<ApiEnv>) =>
        parseRolloutDefinition(body, repositoryOf(c), rolloutEngine.now()),
      ),
      async (c) => {
        const definition = c.req.valid('json');
        const repositoryId = repositoryOf(c);
        await packagesOf(stores, repositoryId, definition.packageIds);
        if ('fleets' in definition.target)
          await requireFleets(stores, repositoryId, definition.target.fleets);
        if ('expression' in definition.target) validExpression(definition.target.expression);
        const created = await stores.rollouts.create(definition);
        const body = await rolloutEngine.publish(created);
        return c.json(body, 201);
      },
    )
    .get('/:rolloutId', requireRight('rollouts', 'read'), async (c) => {
      const body: Schemas['Rollout'] = await readRollout(context, await rolloutOf(c));
      return c.json(body);
    })
    .get('/:rolloutId/phases/:phase/devices', requireRight('rollouts', 'read'), async (c) => {
      const rollout = await rolloutOf(c);
      const phase = Number(c.req.param('phase'));
      if (!Number.isInteger(phase) || phase < 0 || phase >= rollout.phases.length)
        throw notFound(`The rollout has no phase ${c.req.param('phase')}.`);
      const outcomes = listOf(c.req.queries('outcome'), ROLLOUT_OUTCOMES, 'outcome');
      const page = pageWindow(c.req, 50);
      const { total, values } = await stores.rollouts.phaseDevices(rollout.id, phase, {
        outcomes,
        ...page,
      });
      return c.json({
        total,
        ...page,
        values: values.map((device): Schemas['RolloutDevice'] => ({
          deviceUuid: device.deviceUuid,
          deviceId: device.deviceId,
          name: device.name,
          phase: device.phase,
          outcome: device.outcome,
          ...(device.code !== null && { code: device.code }),
          correlationId: device.correlationId,
          assignedAt: device.assignedAt,
          finishedAt: device.finishedAt,
        })),
      } satisfies Schemas['RolloutDevicePage']);
    })
    .post('/:rolloutId/start', requireRight('rollouts', 'manage'), act(startRollout))
    .post('/:rolloutId/pause', requireRight('rollouts', 'manage'), act(pauseRollout))
    .post('/:rolloutId/resume', requireRight('rollouts', 'manage'), act(resumeRollout))
    .post('/:rolloutId/approve', requireRight('rollouts', 'manage'), act(approveNextPhase))
    .post('/:rolloutId/abort', requireRight('rollouts', 'manage'), async (c) => {
      const text = await c.req.text();
      const body = text.trim() === '' ? {} : requireObject(JSON.parse(text) as unknown);
      const message = body.message;
      if (message !== undefined && (typeof message !== 'string' || message.length > 500))
        throw badRequest('message must be text of at most 500 characters');
      return act((ctx, rollout, now) => abortByHand(ctx, rollout, message, now))(c);
    });
}
