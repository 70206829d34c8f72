import type { components } from '@fleet/sdk';
import { nextWindowOpening, ROLLOUT_OUTCOMES, type MaintenanceWindow } from '@fleet/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phaseCorrelationId, assignPhase } from '../src/rollouts/phase-assignment.js';
import type { Sandbox } from '../src/sandbox.js';
import { ManualClock, type UpdateOutcome } from '../src/simulator/index.js';
import type { Device } from '../src/store/devices.js';
import { initiateUpdate } from '../src/updates/initiate.js';
import { packagesOf } from '../src/updates/update-targets.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { readOnlyGuestToken } from './helpers/guest-token.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';
import { liveClient, makeDevice, type MadeDevice } from './helpers/updates.js';

type Schemas = components['schemas'];
type Rollout = Schemas['Rollout'];

const OS_OLD = 'torizon-os-verdin-imx8mp-6.8.2';
const OS_NEW = 'torizon-os-verdin-imx8mp-7.1.0';
const VERDIN: MadeDevice['components'] = { 'verdin-imx8mp': OS_OLD };
const ROLLOUTS = '/api/v2beta/rollouts';

describe('the rollout engine, driven by the simulator and a test clock', () => {
  let sandbox: Sandbox;
  let token: string;
  let repositoryId: string;
  const dataDir = tempDataDir();
  const clock = new ManualClock();
  /** Devices whose update fails; all others succeed. */
  const failing = new Set<string>();
  const parts = {
    simulator: {
      clock,
      outcome: (update: { deviceUuid: string }): UpdateOutcome =>
        failing.has(update.deviceUuid) ? 'failure' : 'success',
    },
  };

  const devices = async (count: number, extra: Partial<MadeDevice> = {}): Promise<Device[]> =>
    Promise.all(
      Array.from({ length: count }, () =>
        // Seen at the test clock's now: online for the simulator, however far the clock moved.
        makeDevice(sandbox, repositoryId, {
          components: VERDIN,
          lastSeen: new Date(clock.now()).toISOString(),
          ...extra,
        }),
      ),
    );
  const create = async (definition: Schemas['RolloutDefinition']): Promise<Rollout> => {
    const created = await call(sandbox, ROLLOUTS, { token, method: 'POST', body: definition });
    expect(created.status).toBe(201);
    return created.body as Rollout;
  };
  const act = async (id: string, action: string, body?: unknown): Promise<Rollout> => {
    const done = await call(sandbox, `${ROLLOUTS}/${id}/${action}`, {
      token,
      method: 'POST',
      ...(body !== undefined && { body }),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body as Rollout;
  };
  const get = async (id: string): Promise<Rollout> =>
    (await call(sandbox, `${ROLLOUTS}/${id}`, { token })).body as Rollout;
  const phaseDevices = async (id: string, phase: number) =>
    (
      (await call(sandbox, `${ROLLOUTS}/${id}/phases/${phase}/devices?limit=1000`, { token }))
        .body as Schemas['RolloutDevicePage']
    ).values;
  /**
   * The contract between a rollout's counts and its phase-device lists: each phase's counts are
   * its list grouped by outcome, and `targeted` is the whole list (the rollout's total once
   * started). Answers the rollout it checked.
   */
  const expectCountsMatchDevices = async (id: string): Promise<Rollout> => {
    const rollout = await get(id);
    for (const phase of rollout.phases) {
      const listed = await phaseDevices(id, phase.index);
      const grouped = Object.fromEntries(
        ROLLOUT_OUTCOMES.map((outcome) => [
          outcome,
          listed.filter((device) => device.outcome === outcome).length,
        ]),
      );
      const { targeted, notAffectedReasons: _reasons, ...counts } = phase.counts;
      expect(counts, `${rollout.state}, phase ${phase.index + 1}`).toEqual(grouped);
      expect(targeted).toBe(listed.length);
    }
    const picked = rollout.phases.reduce((sum, phase) => sum + phase.counts.targeted, 0);
    expect(picked).toBe(rollout.targetedDevices);
    return rollout;
  };
  /** Every update (open or closed) a device has had. */
  const updatesOf = (uuid: string) =>
    sandbox.context.db.all('SELECT id, correlation_id FROM device_updates WHERE device_uuid = ?', [
      uuid,
    ]);
  /** One simulator round `ms` of simulated time later (the engine runs at its end). */
  const round = async (ms = 5_000) => {
    clock.advance(ms);
    await sandbox.simulator.tick();
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ dataDir }, parts);
    token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    repositoryId = (await sandbox.context.stores.repositories.personalOf(dev?.id ?? ''))?.id ?? '';
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(dataDir);
  });

  it('aborts exactly when a phase crosses its threshold, never a phase late, and cancels what it assigned', async () => {
    const targets = await devices(20);
    const live = await liveClient(sandbox, token);
    const draft = await create({
      name: 'Threshold',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [
        { size: { count: 10 }, then: { wait: 'PT0S' }, failureThresholdPercent: 20 },
        { size: { percent: 100 }, failureThresholdPercent: 20 },
      ],
      seed: 7,
    });
    expect(draft).toMatchObject({ state: 'draft', targetedDevices: 0, currentPhase: null });

    const started = await act(draft.id, 'start');
    expect(started).toMatchObject({ state: 'running', currentPhase: 0, targetedDevices: 20 });
    expect(started.phases[0]!.counts).toMatchObject({ targeted: 10, waiting: 0, pending: 10 });
    expect(started.phases[1]!.counts).toMatchObject({ targeted: 10, waiting: 10, pending: 0 });
    const first = (await phaseDevices(draft.id, 0)).map((d) => d.deviceUuid);
    const second = (await phaseDevices(draft.id, 1)).map((d) => d.deviceUuid);
    // Three of ten fail: 30 % > 20 %. Two would be exactly 20 %, within.
    for (const uuid of first.slice(0, 3)) failing.add(uuid);

    let rollout = started;
    for (let i = 0; i < 200 && rollout.state === 'running'; i++) {
      await round();
      rollout = await expectCountsMatchDevices(draft.id);
      const { failed, pending, inProgress, succeeded } = rollout.phases[0]!.counts;
      const took = pending + inProgress + succeeded + failed;
      // The verdict is never late: once three failed, the rollout has aborted in that round.
      if (failed * 100 > 20 * took) expect(rollout.state).toBe('aborted');
      else expect(rollout.state).toBe('running');
      // And never a phase late: the second phase never started.
      expect(['waiting', 'skipped']).toContain(rollout.phases[1]!.state);
    }
    expect(rollout).toMatchObject({
      state: 'aborted',
      abortReason: { code: 'failureThreshold', phase: 0 },
    });
    expect(rollout.phases[1]!.state).toBe('skipped');
    // The second phase's devices got no assignment: they stay waiting, for good.
    expect(rollout.phases[1]!.counts).toMatchObject({ targeted: 10, waiting: 10 });
    expect((await phaseDevices(draft.id, 1)).map((d) => d.outcome)).toEqual(
      Array(10).fill('waiting'),
    );
    for (const uuid of second) expect(await updatesOf(uuid)).toEqual([]);
    // Pending assignments of the first phase were cancelled; none stays open.
    const open = await sandbox.context.stores.updates.openOf(repositoryId, first);
    expect(open.filter((u) => !u.inFlight)).toEqual([]);

    const aborted = await live.waitFor(
      (frame) =>
        frame.type === 'RolloutStateChanged' &&
        (frame.rollout as Rollout).id === draft.id &&
        (frame.rollout as Rollout).state === 'aborted',
    );
    expect(aborted).toBeDefined();
    expect(live.frames.some((frame) => frame.type === 'RolloutProgress')).toBe(true);
    expect(live.problems()).toEqual([]);
    await live.close();
    failing.clear();
  });

  it('sends how the devices installing at an abort end, then nothing once they have settled', async () => {
    const targets = await devices(6);
    const live = await liveClient(sandbox, token);
    const draft = await create({
      name: 'Settling',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [{ size: { percent: 100 }, failureThresholdPercent: 50 }],
      seed: 11,
    });
    await act(draft.id, 'start');
    let rollout = await get(draft.id);
    for (let i = 0; i < 200 && rollout.phases[0]!.counts.inProgress === 0; i++) {
      await round();
      rollout = await get(draft.id);
    }
    const aborted = await act(draft.id, 'abort');
    const atAbort = aborted.phases[0]!.counts;
    expect(aborted.state).toBe('aborted');
    expect(atAbort.inProgress).toBeGreaterThan(0);

    // The devices installing at the abort go on; the rollout's watchers hear how they end.
    for (let i = 0; i < 200 && rollout.phases[0]!.counts.inProgress > 0; i++) {
      await round();
      rollout = await get(draft.id);
    }
    const settled = rollout.phases[0]!.counts;
    expect(settled).toMatchObject({
      pending: 0,
      inProgress: 0,
      succeeded: atAbort.succeeded + atAbort.inProgress,
    });
    const ofThisRollout = () =>
      live.frames.filter(
        (frame) => frame.type === 'RolloutProgress' && (frame.rollout as Rollout).id === draft.id,
      );
    await live.waitFor(
      (frame) =>
        frame.type === 'RolloutProgress' &&
        (frame.rollout as Rollout).id === draft.id &&
        JSON.stringify((frame.rollout as Rollout).phases[0]!.counts) === JSON.stringify(settled),
    );
    expect((await sandbox.context.stores.rollouts.settling()).map((r) => r.id)).not.toContain(
      draft.id,
    );

    // Settled: later rounds send nothing more about it. Another rollout's start, heard after
    // those rounds, shows every frame they could have caused has arrived.
    const heard = ofThisRollout().length;
    for (let i = 0; i < 5; i++) await round();
    const [marker] = await devices(1);
    const next = await create({
      name: 'After settling',
      packageIds: [OS_NEW],
      target: { devices: [marker!.deviceUuid] },
      phases: [{ size: { percent: 100 }, failureThresholdPercent: 50 }],
    });
    await act(next.id, 'start');
    await live.waitFor(
      (frame) => frame.type === 'RolloutStateChanged' && (frame.rollout as Rollout).id === next.id,
    );
    expect(ofThisRollout()).toHaveLength(heard);
    expect(live.problems()).toEqual([]);
    await act(next.id, 'abort');
    await live.close();
  });

  it('runs every phase when failures stay at the threshold, then completes', async () => {
    const targets = await devices(10);
    const draft = await create({
      name: 'Within',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [
        { size: { count: 5 }, then: { wait: 'PT1M' }, failureThresholdPercent: 20 },
        { size: { percent: 100 }, failureThresholdPercent: 100 },
      ],
    });
    await act(draft.id, 'start');
    const first = (await phaseDevices(draft.id, 0)).map((d) => d.deviceUuid);
    failing.add(first[0]!); // 1 of 5 = 20 %: not above.
    let rollout = await get(draft.id);
    for (let i = 0; i < 200 && rollout.state === 'running'; i++) {
      await round();
      rollout = await get(draft.id);
    }
    expect(rollout.state).toBe('completed');
    expect(rollout.phases.map((p) => p.counts.targeted)).toEqual([5, 5]);
    expect(rollout.phases[0]!.counts).toMatchObject({ succeeded: 4, failed: 1 });
    expect(rollout.phases[1]!.counts).toMatchObject({ succeeded: 5 });
    // The wait of one minute lay between the phases.
    const gap =
      Date.parse(rollout.phases[1]!.startedAt!) - Date.parse(rollout.phases[0]!.finishedAt!);
    expect(gap).toBeGreaterThanOrEqual(60_000);
    failing.clear();
  });

  it('answers counts equal to the phase-device lists grouped by outcome, in every state', async () => {
    const targets = await devices(6);
    const [current] = await devices(1, { components: { 'verdin-imx8mp': OS_NEW } });
    const draft = await create({
      name: 'Contract',
      packageIds: [OS_NEW],
      target: { devices: [...targets, current!].map((d) => d.deviceUuid) },
      phases: [
        { size: { count: 3 }, then: 'approval', failureThresholdPercent: 100 },
        { size: { count: 2 }, failureThresholdPercent: 100 },
        { size: { percent: 100 }, failureThresholdPercent: 100 },
      ],
      seed: 11,
    });
    const seen = new Set<string>();
    const check = async () => {
      const rollout = await expectCountsMatchDevices(draft.id);
      seen.add(rollout.state);
      return rollout;
    };
    expect((await check()).phases.map((p) => p.counts.targeted)).toEqual([0, 0, 0]);
    await act(draft.id, 'start');
    let rollout = await check();
    expect(rollout.phases.map((p) => p.counts.waiting)).toEqual([0, 2, 2]);
    await act(draft.id, 'pause');
    await round();
    await check();
    await act(draft.id, 'resume');
    for (let i = 0; i < 100 && rollout.state === 'running'; i++) {
      await round();
      rollout = await check();
    }
    expect(rollout.state).toBe('waitingForApproval');
    await act(draft.id, 'approve');
    for (let i = 0; i < 100 && !['completed', 'aborted'].includes(rollout.state); i++) {
      await round();
      rollout = await check();
      if (rollout.state === 'waitingForApproval') await act(draft.id, 'approve');
    }
    expect(rollout.state).toBe('completed');
    expect(rollout.phases.reduce((sum, p) => sum + p.counts.waiting, 0)).toBe(0);
    expect([...seen].sort()).toEqual(
      ['completed', 'draft', 'paused', 'running', 'waitingForApproval'].sort(),
    );
    // Aborted, with phases skipped: their devices are waiting for good.
    const other = await create({
      name: 'Contract aborted',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [
        { size: { count: 2 }, then: 'approval', failureThresholdPercent: 100 },
        { size: { percent: 100 }, failureThresholdPercent: 100 },
      ],
    });
    await act(other.id, 'start');
    await act(other.id, 'abort');
    const aborted = await expectCountsMatchDevices(other.id);
    expect(aborted.state).toBe('aborted');
    expect(aborted.phases[1]!.counts).toMatchObject({ targeted: 4, waiting: 4 });
  });

  it('counts devices that cannot take the update as not affected, with the SPEC §8 reason', async () => {
    const [current] = await devices(1, { components: { 'verdin-imx8mp': OS_NEW } });
    const [other] = await devices(1, { components: { 'colibri-imx7': null } });
    const [able] = await devices(1);
    const draft = await create({
      name: 'Reasons',
      packageIds: [OS_NEW],
      target: { devices: [current!.deviceUuid, other!.deviceUuid, able!.deviceUuid] },
      phases: [{ size: { percent: 100 }, failureThresholdPercent: 0 }],
    });
    const started = await act(draft.id, 'start');
    expect(started.phases[0]!.counts).toMatchObject({
      targeted: 3,
      pending: 1,
      notAffected: 2,
      notAffectedReasons: { installed_target_is_update: 1, device_no_compatible_hardware: 1 },
    });
    const listed = await call(
      sandbox,
      `${ROLLOUTS}/${draft.id}/phases/0/devices?outcome=notAffected`,
      { token },
    );
    expect((listed.body as Schemas['RolloutDevicePage']).values.map((d) => d.code).sort()).toEqual([
      'device_no_compatible_hardware',
      'installed_target_is_update',
    ]);
    await act(draft.id, 'abort', { message: 'Enough' });
  });

  it('starts phases only inside the maintenance window, across midnight in another time zone', async () => {
    const targets = await devices(2);
    const now = clock.now();
    const inTwoDays = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', weekday: 'short' })
      .format(new Date(now + 2 * 86_400_000))
      .toLowerCase() as MaintenanceWindow['weekdays'][number];
    const window: MaintenanceWindow = {
      timeZone: 'Asia/Tokyo',
      weekdays: [inTwoDays],
      start: '23:30',
      end: '01:00',
    };
    const draft = await create({
      name: 'Night',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [{ size: { percent: 100 }, failureThresholdPercent: 50 }],
      maintenanceWindow: window,
    });
    const started = await act(draft.id, 'start');
    const opening = nextWindowOpening(window, now)!.getTime();
    expect(started.state).toBe('running');
    expect(started.currentPhase).toBeNull();
    expect(Date.parse(started.nextPhaseAt!)).toBeGreaterThan(now);
    // A minute before it opens: nothing assigned.
    clock.advance(opening - clock.now() - 60_000);
    await sandbox.simulator.tick();
    expect((await get(draft.id)).currentPhase).toBeNull();
    for (const d of targets) expect(await updatesOf(d.deviceUuid)).toEqual([]);
    // Open (23:30 Tokyo): the phase starts.
    await round(90_000);
    const opened = await get(draft.id);
    expect(opened.currentPhase).toBe(0);
    expect(opened.phases[0]!.counts.targeted).toBe(2);
    expect(opened.phases[0]!.counts.pending + opened.phases[0]!.counts.inProgress).toBe(2);
    await act(draft.id, 'abort');
  });

  it('waits for its start time, for approval, and goes on after a restart without assigning twice', async () => {
    const targets = await devices(6);
    const draft = await create({
      name: 'Restart',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [
        { size: { count: 3 }, then: 'approval', failureThresholdPercent: 50 },
        { size: { percent: 100 }, failureThresholdPercent: 50 },
      ],
      startAt: new Date(clock.now() + 600_000).toISOString(),
    });
    expect((await act(draft.id, 'start')).state).toBe('scheduled');
    await round(590_000);
    expect((await get(draft.id)).state).toBe('scheduled');
    await round(10_000);
    const running = await get(draft.id);
    expect(running).toMatchObject({ state: 'running', currentPhase: 0 });
    const first = (await phaseDevices(draft.id, 0)).map((d) => d.deviceUuid);

    // A restart in the middle of the phase.
    await sandbox.close();
    sandbox = await startTestSandbox({ dataDir }, parts);
    token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    let rollout = await get(draft.id);
    for (let i = 0; i < 100 && rollout.state === 'running'; i++) {
      await round();
      rollout = await get(draft.id);
    }
    expect(rollout.state).toBe('waitingForApproval');
    for (const uuid of first) expect(await updatesOf(uuid)).toHaveLength(1);

    // A start interrupted after assigning but before recording is found again, not repeated.
    const approved = await act(draft.id, 'approve');
    expect(approved.currentPhase).toBe(1);
    const stored = (await sandbox.context.stores.rollouts.find(repositoryId, draft.id))!;
    expect(await assignPhase(sandbox.context, stored, 1, sandbox.context.rolloutEngine.now())).toBe(
      0,
    );
    for (const d of targets) expect(await updatesOf(d.deviceUuid)).toHaveLength(1);
    await act(draft.id, 'abort');
  });

  it('links assignments a phase made before a crash instead of making them again', async () => {
    const targets = await devices(2);
    const draft = await create({
      name: 'Crash',
      packageIds: [OS_NEW],
      target: { devices: targets.map((d) => d.deviceUuid) },
      phases: [{ size: { percent: 100 }, failureThresholdPercent: 50 }],
      startAt: new Date(clock.now() + 86_400_000).toISOString(),
    });
    await act(draft.id, 'start');
    // The phase's updates exist (made under its correlation id), but were never recorded.
    await initiateUpdate(sandbox.context, repositoryId, {
      devices: targets,
      packages: await packagesOf(sandbox.context.stores, repositoryId, [OS_NEW]),
      scheduledFor: null,
      now: new Date().toISOString(),
      correlationId: phaseCorrelationId(draft.id, 0),
    });
    const stored = (await sandbox.context.stores.rollouts.find(repositoryId, draft.id))!;
    expect(await assignPhase(sandbox.context, stored, 0, sandbox.context.rolloutEngine.now())).toBe(
      2,
    );
    const devicesOfPhase = await phaseDevices(draft.id, 0);
    expect(devicesOfPhase.map((d) => d.outcome)).toEqual(['pending', 'pending']);
    for (const d of targets) expect(await updatesOf(d.deviceUuid)).toHaveLength(1);
    await act(draft.id, 'abort');
    for (const d of targets)
      expect(await sandbox.context.stores.updates.openOf(repositoryId, [d.deviceUuid])).toEqual([]);
  });

  it('refuses actions a state does not allow, unknown packages and bad windows', async () => {
    const [device] = await devices(1);
    const body = {
      name: 'Refusals',
      packageIds: [OS_NEW],
      target: { devices: [device!.deviceUuid] },
      phases: [{ size: { percent: 100 }, failureThresholdPercent: 10 }],
    };
    const draft = await create(body);
    const resumed = await call(sandbox, `${ROLLOUTS}/${draft.id}/resume`, {
      token,
      method: 'POST',
    });
    expect(resumed.status).toBe(409);
    const unknown = await call(sandbox, ROLLOUTS, {
      token,
      method: 'POST',
      body: { ...body, packageIds: ['no-such-package-1.0'] },
    });
    expect(unknown.status).toBe(404);
    const badZone = await call(sandbox, ROLLOUTS, {
      token,
      method: 'POST',
      body: {
        ...body,
        maintenanceWindow: {
          timeZone: 'Mars/Olympus',
          weekdays: ['mon'],
          start: '22:00',
          end: '04:00',
        },
      },
    });
    expect(badZone.status).toBe(400);
    expect(errorOf(badZone.body).msg).toContain('Mars/Olympus');
    const page = await call(sandbox, `${ROLLOUTS}?state=draft&limit=50`, { token });
    expect((page.body as Schemas['RolloutPage']).values.map((r) => r.id)).toContain(draft.id);
  });

  it('lets the read-only guest read rollouts but neither create nor manage them', async () => {
    const access = await readOnlyGuestToken(sandbox);
    expect((await call(sandbox, ROLLOUTS, { token: access })).status).toBe(200);
    const created = await call(sandbox, ROLLOUTS, {
      token: access,
      method: 'POST',
      body: {
        name: 'Not allowed',
        packageIds: [OS_NEW],
        target: { fleets: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] },
        phases: [{ size: { percent: 100 }, failureThresholdPercent: 10 }],
      },
    });
    expect(created.status).toBe(403);
    expect(errorOf(created.body).description).toContain('create:rollouts');
    const started = await call(sandbox, `${ROLLOUTS}/7c9e6679-7425-40de-944b-e07fc1f90ae7/start`, {
      token: access,
      method: 'POST',
    });
    expect(started.status).toBe(403);
  });
});
