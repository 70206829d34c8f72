// Demo rollouts (docs/rollouts.md) in dev@example.com's repositories: one completed, one
// aborted by its threshold, one running (the simulator carries its first phase out and the
// engine moves it on), over up-to-date devices with no update open. They go through the real engine and update path at seed time; the
// devices of the finished ones report their outcome but keep the software they had. Also the
// demo package with a known failure rate (simulator/outcomes.ts), for anyone to see an abort.
import type { components } from '@fleet/sdk';
import type { SandboxConfig } from '../config.js';
import type { LiveHub } from '../live/hub.js';
import { createRolloutEngine } from '../rollouts/engine.js';
import { startRollout } from '../rollouts/rollout-actions.js';
import { PACKAGE_FAILURE_RATES } from '../simulator/outcomes.js';
import type { Device } from '../store/devices.js';
import type { Stores } from '../store/index.js';
import type { StoredRollout } from '../store/rollouts.js';
import { setUpdateStatus } from '../updates/device-status.js';
import { failedReport, successfulReport } from '../updates/installation-reports.js';
import { componentEvents, recordUpdateEvents } from '../updates/update-events.js';
import { demoFileWriter } from './package-files.js';
import { devRepositories } from './package-repositories.js';
import { randomFrom, randomUuid } from './seeded-random.js';

type Schemas = components['schemas'];

const STEP = 'rollouts';
const CANARY = { name: 'sensor-gateway-canary', version: '2.0.0' };
const CANARY_ID = `${CANARY.name}-${CANARY.version}`;
const MINUTE_MS = 60_000;

/** Nobody listens while the sandbox seeds. */
const QUIET: LiveHub = {
  handleUpgrade: () => undefined,
  publish: () => undefined,
  deliver: () => 0,
  connectionCount: () => 0,
  close: async () => undefined,
};

interface DemoRollout {
  /** Its id, drawn from --seed, the repository and the rollout's name. */
  id: string;
  name: string;
  packageId: string;
  devices: readonly Device[];
  phases: Schemas['RolloutPhaseDefinition'][];
  startedAt: number;
  /** How each assigned device ends; undefined leaves it to the simulator. */
  ends?: (index: number) => 'Completed' | 'Failed';
}

async function runDemo(stores: Stores, repositoryId: string, demo: DemoRollout): Promise<void> {
  if (demo.devices.length === 0) return;
  // Made already by a seeding run that stopped before marking the step done.
  if (await stores.rollouts.find(repositoryId, demo.id)) return;
  let at = demo.startedAt;
  const iso = () => new Date(at).toISOString();
  const context = { stores, live: QUIET };
  const engine = createRolloutEngine(context, { now: () => at });
  let rollout: StoredRollout = await stores.rollouts.create({
    id: demo.id,
    repositoryId,
    name: demo.name,
    packageIds: [demo.packageId],
    target: { devices: demo.devices.map((device) => device.deviceUuid) },
    phases: demo.phases,
    phaseRuns: demo.phases.map(() => ({ state: 'waiting', startedAt: null, finishedAt: null })),
    maintenanceWindow: null,
    startAt: null,
    seed: 2026,
    createdAt: new Date(at - 5 * MINUTE_MS).toISOString(),
  });
  rollout = await startRollout(context, rollout, iso());
  let ended = 0;
  for (let round = 0; round < demo.phases.length + 2; round++) {
    await engine.advance(rollout, iso());
    rollout = (await stores.rollouts.find(repositoryId, rollout.id)) ?? rollout;
    if (!demo.ends || rollout.state !== 'running') return;
    at += 20 * MINUTE_MS;
    for (const { deviceUuid, updateId } of await stores.rollouts.unfetchedUpdates(rollout.id)) {
      const update = await stores.updates.find(repositoryId, updateId);
      if (!update) continue;
      const state = demo.ends(ended++);
      await stores.updates.advance(update.id, update.step, {
        state,
        dueAt: null,
        closedAt: iso(),
      });
      const ok = state === 'Completed';
      await recordUpdateEvents(
        context,
        update,
        [
          ...componentEvents(update.targets, 'EcuDownloadStarted'),
          ...componentEvents(update.targets, 'EcuDownloadCompleted', true),
          ...componentEvents(update.targets, 'EcuInstallationStarted'),
          ...(ok ? componentEvents(update.targets, 'EcuInstallationApplied', true) : []),
          ...componentEvents(update.targets, 'EcuInstallationCompleted', ok),
        ],
        iso(),
      );
      await stores.installationReports.add([
        ok ? successfulReport(update, iso()) : failedReport(update, iso()),
      ]);
      await setUpdateStatus(
        context,
        deviceUuid,
        state === 'Failed' ? 'Error' : update.previousStatus,
        iso(),
      );
    }
  }
}

export async function seedRollouts(
  stores: Stores,
  config: Pick<SandboxConfig, 'seed'>,
  now: Date = new Date(),
): Promise<void> {
  if (PACKAGE_FAILURE_RATES[CANARY_ID] === undefined)
    throw new Error(`${CANARY_ID} has no failure rate in the simulator`);
  const fileOf = demoFileWriter(stores, config.seed);
  for (const repository of await devRepositories(stores)) {
    if (await stores.packages.isDemoSeeded(repository.id, STEP)) continue;
    await stores.packages.addMissing(repository.id, [
      {
        ...CANARY,
        hardwareIds: ['docker-compose'],
        targetFormat: 'BINARY',
        ...(await fileOf(CANARY.name, CANARY.version)),
        createdAt: new Date(now.getTime() - 60 * MINUTE_MS).toISOString(),
      },
    ]);
    const page = await stores.devices.list(
      repository.id,
      { hibernated: false, statuses: ['UpToDate'] },
      { sortBy: 'LastSeen', sortDirection: 'Desc' },
      { offset: 0, limit: 60 },
    );
    const open = new Set(
      (
        await stores.updates.openOf(
          repository.id,
          page.values.map((d) => d.deviceUuid),
        )
      ).map((update) => update.deviceUuid),
    );
    const free = page.values.filter((device) => !open.has(device.deviceUuid));
    // Four in ten devices for the running rollout, three each for the finished ones.
    const share = (from: number, to: number) =>
      free.slice(Math.floor((free.length * from) / 10), Math.floor((free.length * to) / 10));
    const day = 24 * 60 * MINUTE_MS;
    const idOf = (name: string) =>
      randomUuid(randomFrom(config.seed, `rollout:${repository.name}:${name}`));
    await runDemo(stores, repository.id, {
      id: idOf('Kiosk dashboard 2.4.1'),
      name: 'Kiosk dashboard 2.4.1',
      packageId: 'kiosk-dashboard-2.4.1',
      devices: share(4, 7),
      phases: [
        { size: { percent: 20 }, failureThresholdPercent: 20 },
        { size: { percent: 100 }, failureThresholdPercent: 20 },
      ],
      startedAt: now.getTime() - 3 * day,
      ends: () => 'Completed',
    });
    await runDemo(stores, repository.id, {
      id: idOf('Sensor gateway canary 2.0.0'),
      name: 'Sensor gateway canary 2.0.0',
      packageId: CANARY_ID,
      devices: share(7, 10),
      phases: [
        { size: { count: 4 }, then: { wait: 'PT30M' }, failureThresholdPercent: 20 },
        { size: { percent: 100 }, failureThresholdPercent: 20 },
      ],
      startedAt: now.getTime() - day,
      ends: (index) => (index % 3 === 0 ? 'Failed' : 'Completed'),
    });
    await runDemo(stores, repository.id, {
      id: idOf('Sensor gateway 1.2.0'),
      name: 'Sensor gateway 1.2.0',
      packageId: 'sensor-gateway-1.2.0',
      devices: share(0, 4),
      phases: [
        { size: { percent: 10 }, then: { wait: 'PT2M' }, failureThresholdPercent: 34 },
        { size: { percent: 25 }, then: 'approval', failureThresholdPercent: 20 },
        { size: { percent: 100 }, failureThresholdPercent: 20 },
      ],
      startedAt: now.getTime(),
    });
    await stores.packages.markDemoSeeded(repository.id, STEP);
  }
}
