import { afterEach, describe, expect, it } from 'vitest';
import { createRolloutsResource } from './rollouts';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';
import { rolloutFixture } from './testing/rollout-fixture';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, rollouts: createRolloutsResource(server.client) };
}

const running = rolloutFixture();
const base = `/api/v2beta/rollouts/${running.id}`;

describe('rollouts resource (docs/rollouts.md)', () => {
  it('lists rollouts by state, page by page, and iterates them all', async () => {
    const second = rolloutFixture({ id: '0b7f3a10-6c2d-4e59-8a41-3d2c1b0a9f8e', name: 'App 2' });
    const { server, rollouts } = await serve({
      'GET /api/v2beta/rollouts': ({ query }) => {
        const offset = Number(query.get('offset') ?? 0);
        const all = [running, second];
        return {
          status: 200,
          body: { values: all.slice(offset, offset + 1), total: 2, offset, limit: 1 },
        };
      },
    });
    const page = await rollouts.listRollouts({ states: ['running', 'paused'], limit: 1 });
    expect(page.values.map((r) => r.name)).toEqual(['Gateway OS 7.1']);
    expect(server.exchanges[0]!.request.query.getAll('state')).toEqual(['running', 'paused']);
    const names: string[] = [];
    for await (const rollout of rollouts.iterateRollouts({}, { pageSize: 1 }))
      names.push(rollout.name);
    expect(names).toEqual(['Gateway OS 7.1', 'App 2']);
    expect(server.problems()).toEqual([]);
  });

  it('creates a draft and moves a rollout on with each action', async () => {
    const draft = rolloutFixture({ state: 'draft', currentPhase: null, targetedDevices: 0 });
    const { server, rollouts } = await serve({
      'POST /api/v2beta/rollouts': { status: 201, body: draft },
      [`POST ${base}/start`]: { status: 200, body: running },
      [`POST ${base}/pause`]: { status: 200, body: rolloutFixture({ state: 'paused' }) },
      [`POST ${base}/resume`]: { status: 200, body: running },
      [`POST ${base}/approve`]: { status: 200, body: running },
      [`POST ${base}/abort`]: {
        status: 200,
        body: rolloutFixture({
          state: 'aborted',
          abortReason: { code: 'manual', message: 'Wrong image' },
        }),
      },
    });
    const created = await rollouts.createRollout({
      name: 'Gateway OS 7.1',
      packageIds: ['gateway-os-7.1.0'],
      target: { fleets: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] },
      phases: [{ size: { percent: 5 }, then: 'approval', failureThresholdPercent: 20 }],
      maintenanceWindow: {
        timeZone: 'Europe/Zurich',
        weekdays: ['mon', 'tue'],
        start: '22:00',
        end: '04:00',
      },
    });
    expect(created.state).toBe('draft');
    expect((await rollouts.startRollout(running.id)).state).toBe('running');
    expect((await rollouts.pauseRollout(running.id)).state).toBe('paused');
    expect((await rollouts.resumeRollout(running.id)).state).toBe('running');
    expect((await rollouts.approveNextPhase(running.id)).state).toBe('running');
    const aborted = await rollouts.abortRollout(running.id, { message: 'Wrong image' });
    expect(aborted.abortReason).toEqual({ code: 'manual', message: 'Wrong image' });
    expect(JSON.parse(String(server.exchanges.at(-1)!.request.body))).toEqual({
      message: 'Wrong image',
    });
    expect(server.problems()).toEqual([]);
  });

  it('pages the devices of one phase, filtered by outcome', async () => {
    const { server, rollouts } = await serve({
      [`GET ${base}/phases/0/devices`]: {
        status: 200,
        body: {
          values: [
            {
              deviceUuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
              deviceId: 'verdin-imx8mp-07201234',
              name: 'Line 3 HMI',
              phase: 0,
              outcome: 'failed',
              correlationId: 'urn:here-ota:mtu:9f1c',
              assignedAt: '2026-05-04T22:00:00Z',
              finishedAt: '2026-05-04T22:04:00Z',
            },
          ],
          total: 1,
          offset: 0,
          limit: 50,
        },
      },
    });
    const page = await rollouts.listPhaseDevices(running.id, 0, { outcomes: ['failed'] });
    expect(page.values[0]).toMatchObject({ name: 'Line 3 HMI', outcome: 'failed' });
    expect(server.exchanges[0]!.request.query.getAll('outcome')).toEqual(['failed']);
    expect(server.problems()).toEqual([]);
  });

  it('refuses an empty rollout id before calling', async () => {
    const { server, rollouts } = await serve({});
    await expect(rollouts.getRollout(' ')).rejects.toThrow('rolloutId is required');
    expect(server.exchanges).toEqual([]);
  });
});
