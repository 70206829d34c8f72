import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devRepositories } from '../src/seed/package-repositories.js';
import type { Sandbox } from '../src/sandbox.js';
import { PACKAGE_FAILURE_RATES } from '../src/simulator/outcomes.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

const CANARY = 'sensor-gateway-canary-2.0.0';

/** Each of dev's repositories with its rollouts: name, id, state, abort reason. */
async function demoRollouts(sandbox: Sandbox) {
  const { stores } = sandbox.context;
  const repositories = await devRepositories(stores);
  return Promise.all(
    repositories.map(async (repository) => ({
      repository: repository.name,
      rollouts: (await stores.rollouts.list(repository.id, { offset: 0, limit: 50 })).values
        .map(({ id, name, state, abortReason }) => ({ id, name, state, abortReason }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
  );
}

describe('the demo rollouts of the seed (issue 14)', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ devices: 60 });
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('gives dev’s repositories the canary package, compatible with every demo device', async () => {
    expect(PACKAGE_FAILURE_RATES[CANARY]).toBeGreaterThan(0.2);
    for (const repository of await devRepositories(sandbox.context.stores)) {
      const [canary] = await sandbox.context.stores.packages.findMany(repository.id, [CANARY]);
      expect(canary?.hardwareIds).toEqual(['docker-compose']);
    }
  });

  it('holds one completed, one aborted and one running rollout in each, Pilot site too', async () => {
    const all = await demoRollouts(sandbox);
    expect(all.map(({ repository }) => repository)).toContain('Pilot site');
    for (const { rollouts } of all) {
      expect(rollouts.map(({ name, state }) => ({ name, state }))).toEqual([
        { name: 'Kiosk dashboard 2.4.1', state: 'completed' },
        { name: 'Sensor gateway 1.2.0', state: 'running' },
        { name: 'Sensor gateway canary 2.0.0', state: 'aborted' },
      ]);
      expect(rollouts.find(({ state }) => state === 'aborted')?.abortReason).not.toBeNull();
    }
  });

  it('is the same under the same seed, ids included', async () => {
    const again = await startTestSandbox({ devices: 60 });
    try {
      expect(await demoRollouts(again)).toEqual(await demoRollouts(sandbox));
    } finally {
      await again.close();
      removeDir(again.config.dataDir);
    }
  });
});
