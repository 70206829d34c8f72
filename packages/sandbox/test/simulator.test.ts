import type { components } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { FAILURE_RATE, ManualClock, type UpdateOutcome } from '../src/simulator/index.js';
import { CHECK_INS_PER_TICK } from '../src/simulator/check-ins.js';
import { seededOutcomes } from '../src/simulator/outcomes.js';
import type { Device } from '../src/store/devices.js';
import type { DeviceUpdate as StoredUpdate } from '../src/store/updates.js';
import { call } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';
import { liveClient, makeDevice, type LiveFrame, type MadeDevice } from './helpers/updates.js';

type Schemas = components['schemas'];
type DeviceUpdate = Schemas['DeviceUpdate'];

const OS_OLD = 'torizon-os-verdin-imx8mp-6.8.2';
const OS_NEW = 'torizon-os-verdin-imx8mp-7.1.0';
const APP_OLD = 'sensor-gateway-1.1.0';
const APP_NEW = 'sensor-gateway-1.2.0';
const VERDIN: MadeDevice['components'] = { 'verdin-imx8mp': OS_OLD, 'docker-compose': APP_OLD };
const UPDATE_EVENTS = [
  'EcuDownloadStarted',
  'EcuDownloadCompleted',
  'EcuInstallationStarted',
  'EcuInstallationApplied',
  'EcuInstallationCompleted',
];

describe('the device simulator, driven by a test clock', () => {
  let sandbox: Sandbox;
  let token: string;
  let repositoryId: string;
  const clock = new ManualClock();
  /** Devices whose next update fails; all others succeed. */
  const failing = new Set<string>();

  const verdin = (extra: Partial<MadeDevice> = {}): Promise<Device> =>
    makeDevice(sandbox, repositoryId, { components: VERDIN, ...extra });
  const statusOf = async (uuid: string) =>
    (await sandbox.context.stores.devices.find(repositoryId, uuid))?.deviceStatus;
  const updateDevice = async (uuid: string, body: unknown) => {
    const created = await call(sandbox, `/api/v2beta/updates/devices/${uuid}`, {
      token,
      method: 'POST',
      body,
    });
    expect(created.status).toBe(201);
    return created.body as DeviceUpdate;
  };
  /** Runs rounds of the simulator, `stepMs` of simulated time apart. */
  const run = async (rounds: number, stepMs = 5_000): Promise<void> => {
    for (let round = 0; round < rounds; round++) {
      clock.advance(stepMs);
      await sandbox.simulator.tick();
    }
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox(
      {},
      {
        simulator: {
          clock,
          outcome: (update): UpdateOutcome =>
            failing.has(update.deviceUuid) ? 'failure' : 'success',
        },
      },
    );
    token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    repositoryId = (await sandbox.context.stores.repositories.personalOf(dev?.id ?? ''))?.id ?? '';
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('carries an update out: Outdated → UpdatePending → UpToDate, with events, report and live messages', async () => {
    const live = await liveClient(sandbox, token);
    const device = await verdin();
    const update = await updateDevice(device.deviceUuid, { packageIds: [OS_NEW, APP_NEW] });
    const { correlationId } = update;
    await run(12);
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');

    const mine = (frame: LiveFrame) => frame.deviceUuid === device.deviceUuid;
    await live.waitFor((frame) => mine(frame) && frame.status === 'UpToDate');
    const statuses = live.frames
      .filter((frame) => mine(frame) && frame.type === 'DeviceUpdateStatus')
      .map((frame) => frame.status);
    expect(statuses).toEqual(['Outdated', 'UpdatePending', 'UpToDate']);
    expect(live.frames.some((frame) => mine(frame) && frame.type === 'DeviceSeen')).toBe(true);
    const eventFrames = live.frames.filter(
      (frame) => mine(frame) && frame.type === 'DeviceEventMessage',
    );
    expect(eventFrames.every((frame) => frame.correlationId === correlationId)).toBe(true);
    // Each event once per component (OS and application).
    expect(
      eventFrames.map((frame) => (frame.event as Schemas['DeviceEvent']).eventType.id),
    ).toEqual(UPDATE_EVENTS.flatMap((type) => [type, type]));
    expect(live.problems()).toEqual([]);
    await live.close();

    const events = (
      await call(
        sandbox,
        `/api/v2beta/devices/events/${device.deviceUuid}?correlationId=${encodeURIComponent(correlationId)}`,
        { token },
      )
    ).body as Schemas['DeviceEventPage'];
    expect(events.total).toBe(10);
    expect(events.values.map((event) => event.eventType.id)).toEqual(
      UPDATE_EVENTS.flatMap((type) => [type, type]),
    );
    expect(events.values.every((event) => event.correlationId === correlationId)).toBe(true);

    const reports = (
      await call(sandbox, `/api/v2beta/devices/installation-reports/${device.deviceUuid}`, {
        token,
      })
    ).body as Schemas['InstallationReportPage'];
    expect(reports.values).toHaveLength(1);
    expect(reports.values[0]).toMatchObject({
      deviceUuid: device.deviceUuid,
      correlationId,
      result: { success: true, code: 'OK' },
    });
    expect(Object.values(reports.values[0]?.ecuReports ?? {}).map(({ target }) => target)).toEqual(
      expect.arrayContaining([[OS_NEW], [APP_NEW]]),
    );

    const installed = (
      await call(sandbox, `/api/v2beta/devices/${device.deviceUuid}/packages`, { token })
    ).body as Schemas['InstalledPackage'][];
    expect(installed.map(({ packageId }) => packageId).sort()).toEqual([APP_NEW, OS_NEW]);
    // Nothing is assigned any more.
    expect(
      (await call(sandbox, `/api/v2beta/updates/devices/${device.deviceUuid}`, { token })).body,
    ).toEqual([]);
  });

  it('ends an update in Error when the device fails to install it, and keeps what it ran', async () => {
    const device = await verdin();
    failing.add(device.deviceUuid);
    const { correlationId } = await updateDevice(device.deviceUuid, { packageIds: [APP_NEW] });
    await run(12);
    expect(await statusOf(device.deviceUuid)).toBe('Error');
    const reports = (
      await call(sandbox, `/api/v2beta/devices/installation-reports/${device.deviceUuid}`, {
        token,
      })
    ).body as Schemas['InstallationReportPage'];
    expect(reports.values[0]).toMatchObject({
      correlationId,
      result: { success: false, code: 'INSTALL_FAILED' },
    });
    const events = (
      await call(sandbox, `/api/v2beta/devices/events/${device.deviceUuid}`, { token })
    ).body as Schemas['DeviceEventPage'];
    expect(events.values.at(-1)).toMatchObject({
      eventType: { id: 'EcuInstallationCompleted' },
      payload: { success: false },
    });
    const installed = (
      await call(sandbox, `/api/v2beta/devices/${device.deviceUuid}/packages`, { token })
    ).body as Schemas['InstalledPackage'][];
    expect(installed.map(({ packageId }) => packageId)).toContain(APP_OLD);

    // A retry may succeed.
    failing.delete(device.deviceUuid);
    await updateDevice(device.deviceUuid, { packageIds: [APP_NEW] });
    await run(12);
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');
  });

  it('starts a scheduled update at its time, not before', async () => {
    const device = await verdin();
    const scheduledFor = new Date(clock.now() + 3_600_000).toISOString();
    await updateDevice(device.deviceUuid, { packageIds: [APP_NEW], scheduledFor });
    expect(await statusOf(device.deviceUuid)).toBe('UpdateScheduled');
    await run(5, 600_000);
    expect(await statusOf(device.deviceUuid)).toBe('UpdateScheduled');
    await run(1, 700_000);
    expect(await statusOf(device.deviceUuid)).toBe('Outdated');
    const [pending] = (
      await call(sandbox, `/api/v2beta/updates/devices/${device.deviceUuid}`, { token })
    ).body as DeviceUpdate[];
    expect(pending).toMatchObject({ state: 'Pending', scheduledFor });
    await run(12);
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');
  });

  it('leaves hibernated and offline devices with their update pending', async () => {
    const hibernated = await verdin({ hibernated: true });
    const offline = await verdin({ lastSeen: new Date(Date.now() - 7 * 86_400_000).toISOString() });
    for (const device of [hibernated, offline])
      await updateDevice(device.deviceUuid, { packageIds: [APP_NEW] });
    await run(12, 60_000);
    for (const device of [hibernated, offline]) {
      expect(await statusOf(device.deviceUuid)).toBe('Outdated');
      const [update] = (
        await call(sandbox, `/api/v2beta/updates/devices/${device.deviceUuid}`, { token })
      ).body as DeviceUpdate[];
      expect(update?.inFlight).toBe(false);
    }
  });

  it('checks devices in a few at a time; never-seen and hibernated ones stay quiet', async () => {
    const neverSeen = await verdin({ status: 'NotSeen', lastSeen: null });
    const hibernated = await verdin({ hibernated: true });
    const before = await sandbox.context.stores.devices.listAwake();
    const live = await liveClient(sandbox, token);
    const counted = live.frames.length;
    await run(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const seen = live.frames.slice(counted).filter((frame) => frame.type === 'DeviceSeen');
    expect(seen.length).toBeLessThanOrEqual(CHECK_INS_PER_TICK);
    await run(20);
    const after = await sandbox.context.stores.devices.listAwake();
    const lastSeen = new Map(after.map((device) => [device.deviceUuid, device.lastSeen]));
    const refreshed = before.filter(
      (device) => device.lastSeen !== null && lastSeen.get(device.deviceUuid) !== device.lastSeen,
    );
    expect(refreshed.length).toBeGreaterThan(0);
    const mine = new Set(
      refreshed
        .filter((device) => device.repositoryId === repositoryId)
        .map((device) => device.deviceUuid),
    );
    await live.waitFor(
      (frame) => frame.type === 'DeviceSeen' && mine.has(String(frame.deviceUuid)),
    );
    expect(live.problems()).toEqual([]);
    await live.close();
    expect(
      await sandbox.context.stores.devices.find(repositoryId, neverSeen.deviceUuid),
    ).toMatchObject({ deviceStatus: 'NotSeen', lastSeen: null });
    expect(
      (await sandbox.context.stores.devices.find(repositoryId, hibernated.deviceUuid))?.lastSeen,
    ).toBe(hibernated.lastSeen);
  });
});

describe('the device simulator on its own timer', () => {
  it('runs an update end to end at a fast rate', async () => {
    const sandbox = await startTestSandbox(
      { simulateRate: 200 },
      { simulator: { outcome: () => 'success' } },
    );
    try {
      const token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
      const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
      const repositoryId =
        (await sandbox.context.stores.repositories.personalOf(dev?.id ?? ''))?.id ?? '';
      const device = await makeDevice(sandbox, repositoryId, { components: VERDIN });
      await call(sandbox, `/api/v2beta/updates/devices/${device.deviceUuid}`, {
        token,
        method: 'POST',
        body: { packageIds: [APP_NEW] },
      });
      // A few seconds at this rate; the wait is far longer, for busy CI cores.
      const deadline = Date.now() + 90_000;
      let status: string | undefined;
      while (Date.now() < deadline) {
        status = (await sandbox.context.stores.devices.find(repositoryId, device.deviceUuid))
          ?.deviceStatus;
        if (status === 'UpToDate') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('UpToDate');
    } finally {
      await sandbox.close();
      removeDir(sandbox.config.dataDir);
    }
  }, 150_000);

  it('stands still at rate 0', async () => {
    const sandbox = await startTestSandbox({ simulateRate: 0 });
    try {
      const [first] = await sandbox.context.stores.devices.listAwake({ limit: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [again] = await sandbox.context.stores.devices.listAwake({ limit: 1 });
      expect(again?.lastSeen).toBe(first?.lastSeen);
    } finally {
      await sandbox.close();
      removeDir(sandbox.config.dataDir);
    }
  });
});

describe('update outcomes under a seed', () => {
  const update = (deviceUuid: string): StoredUpdate => ({
    id: `u-${deviceUuid}`,
    repositoryId: 'r',
    deviceUuid,
    correlationId: `c-${deviceUuid}`,
    packageIds: [APP_NEW],
    targets: [],
    state: 'Pending',
    inFlight: true,
    scheduledFor: null,
    previousStatus: 'UpToDate',
    step: 3,
    dueAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    assignedAt: null,
    closedAt: null,
  });
  const outcomes = (seed: number) => {
    const rule = seededOutcomes(seed);
    return Array.from({ length: 2000 }, (_, i) => rule(update(`device-${i}`), 0));
  };

  it('repeats under the same seed and differs under another', () => {
    expect(outcomes(7)).toEqual(outcomes(7));
    expect(outcomes(7)).not.toEqual(outcomes(8));
  });

  it('fails about one update in ten', () => {
    const failures = outcomes(1).filter((outcome) => outcome === 'failure').length / 2000;
    expect(failures).toBeGreaterThan(FAILURE_RATE / 2);
    expect(failures).toBeLessThan(FAILURE_RATE * 1.5);
  });

  it('gives a retry its own draw', () => {
    const rule = seededOutcomes(1);
    const draws = Array.from({ length: 50 }, (_, attempt) => rule(update('device-x'), attempt));
    expect(new Set(draws)).toEqual(new Set(['success', 'failure']));
  });
});

describe('the seeded update history', () => {
  let sandbox: Sandbox;
  let token: string;
  let repositoryId: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ devices: 200 });
    token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    repositoryId = (await sandbox.context.stores.repositories.personalOf(dev?.id ?? ''))?.id ?? '';
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('gives Outdated devices their pending update', async () => {
    const outdated = await sandbox.context.stores.devices.list(
      repositoryId,
      { statuses: ['Outdated'] },
      { sortBy: 'Uuid', sortDirection: 'Asc' },
      { offset: 0, limit: 1000 },
    );
    const reports = (await call(sandbox, '/api/v2beta/updates?limit=1000', { token }))
      .body as Schemas['UpdateReportPage'];
    expect(reports.total).toBeGreaterThan(0);
    const outdatedUuids = new Set(outdated.values.map((device) => device.deviceUuid));
    expect(reports.values.every((report) => outdatedUuids.has(report.deviceUuid))).toBe(true);
  });

  it('shows installation reports and their events in device histories', async () => {
    const page = await sandbox.context.stores.devices.list(
      repositoryId,
      {},
      { sortBy: 'Uuid', sortDirection: 'Asc' },
      { offset: 0, limit: 1000 },
    );
    let withHistory = 0;
    for (const device of page.values) {
      const reports = (
        await call(sandbox, `/api/v2beta/devices/installation-reports/${device.deviceUuid}`, {
          token,
        })
      ).body as Schemas['InstallationReportPage'];
      const [report] = reports.values;
      if (!report) continue;
      withHistory++;
      expect(report.result.success).toBe(device.deviceStatus !== 'Error');
      const events = (
        await call(
          sandbox,
          `/api/v2beta/devices/events/${device.deviceUuid}?correlationId=${encodeURIComponent(report.correlationId)}`,
          { token },
        )
      ).body as Schemas['DeviceEventPage'];
      expect(events.values.at(-1)?.eventType.id).toBe('EcuInstallationCompleted');
    }
    expect(withHistory).toBeGreaterThan(0);
  });

  it('is the same under the same seed', async () => {
    const again = await startTestSandbox({ devices: 200 });
    try {
      const history = async (box: Sandbox) => {
        const dev = await box.context.stores.users.findByEmail('dev@example.com');
        const repository = await box.context.stores.repositories.personalOf(dev?.id ?? '');
        const { values } = await box.context.stores.updates.listPending(repository?.id ?? '', {
          offset: 0,
          limit: 1000,
        });
        return values
          .map(({ deviceUuid, correlationId, packageIds }) => ({
            deviceUuid,
            correlationId,
            packageIds,
          }))
          .sort((a, b) => a.deviceUuid.localeCompare(b.deviceUuid));
      };
      expect(await history(again)).toEqual(await history(sandbox));
    } finally {
      await again.close();
      removeDir(again.config.dataDir);
    }
  });
});
