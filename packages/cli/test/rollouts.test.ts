// Rollouts from the command line: a phased rollout over a fleet started and --watch-ed until
// the simulator has finished it, the devices of a phase, an abort, and bad usage refused
// before any request.
import type { Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleet, startSignedInSandbox, type TestApiClient } from './support/run-fleet';

interface RolloutJson {
  id: string;
  name: string;
  state: string;
  targetedDevices: number;
  abortReason?: { code: string; message: string } | null;
  phases: Array<{
    state: string;
    counts: {
      targeted: number;
      waiting: number;
      pending: number;
      inProgress: number;
      succeeded: number;
      failed: number;
    };
  }>;
}

describe('fleet rollouts', () => {
  let sandbox: Sandbox;
  let dev: TestApiClient;
  let env: Record<string, string>;
  let fleetName: string;
  let packageRef: string;

  beforeAll(async () => {
    // Fast enough that a phase finishes in a few seconds of real time.
    ({ sandbox, dev, env } = await startSignedInSandbox({ devices: 40, simulateRate: 25 }));
    // Four devices of one board with nothing pending, and a package for that board.
    const byBoard = new Map<string, string[]>();
    for (const device of (await dev.sdk.devices.listDevices({ status: 'UpToDate', limit: 40 }))
      .values) {
      if ((await dev.sdk.updates.listDeviceUpdates(device.deviceUuid)).length > 0) continue;
      const board = (await dev.sdk.devices.listInstalledPackages(device.deviceUuid))[0]
        ?.hardwareIds[0];
      if (board) byBoard.set(board, [...(byBoard.get(board) ?? []), device.deviceUuid]);
    }
    const [board, devices] = [...byBoard].find(([, found]) => found.length >= 4) ?? [];
    if (!board || !devices) throw new Error('No four devices of one board in the demo data.');
    await dev.sdk.packages.uploadPackage({
      file: new Uint8Array([9, 8, 7]),
      name: 'cli-rollout',
      version: '1.0.0',
      hardwareIds: [board],
    });
    packageRef = 'cli-rollout@1.0.0';
    fleetName = 'CLI rollout fleet';
    expect((await fleet(['fleets', 'create', fleetName], { env })).code).toBe(0);
    expect((await fleet(['fleets', 'add', fleetName, ...devices.slice(0, 4)], { env })).code).toBe(
      0,
    );
  });
  afterAll(() => sandbox?.close());

  it('refuses a rollout without one kind of target, or with a phase it cannot read', async () => {
    const noTarget = await fleet(
      ['rollouts', 'create', 'x', '--package', packageRef, '--phase', 'rest'],
      { env },
    );
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('Name the targets once: --fleet, --device or --filter.');
    const badPhase = await fleet(
      ['rollouts', 'create', 'x', '--package', packageRef, '--fleet', fleetName, '--phase', 'half'],
      { env },
    );
    expect(badPhase.code).toBe(2);
    const badWindow = await fleet(
      [
        'rollouts',
        'create',
        'x',
        '--package',
        packageRef,
        '--fleet',
        fleetName,
        '--phase',
        'rest',
        '--window',
        'mon-fri 22:00-04:00 Mars/Olympus',
      ],
      { env },
    );
    expect(badWindow.code).toBe(2);
    expect(badWindow.stderr).toContain('Mars/Olympus is not a time zone');
    const listed = JSON.parse((await fleet(['rollouts', 'list', '--json'], { env })).stdout) as
      RolloutJson[] | { values: RolloutJson[] };
    const rollouts = Array.isArray(listed) ? listed : listed.values;
    expect(rollouts.filter((r) => r.name === 'x')).toEqual([]);
  });

  it('starts a rollout in two phases and follows it until the simulator has finished it', async () => {
    const run = await fleet(
      [
        'rollouts',
        'create',
        'CLI two phases',
        '--package',
        packageRef,
        '--fleet',
        fleetName,
        '--phase',
        '50%',
        'rest',
        '--threshold',
        '100',
        '--start',
        '--watch',
        '--json',
      ],
      { env },
    );
    expect(run.code, run.stderr).toBe(0);
    const rollout = JSON.parse(run.stdout) as RolloutJson;
    expect(rollout).toMatchObject({
      name: 'CLI two phases',
      state: 'completed',
      targetedDevices: 4,
    });
    expect(rollout.phases.map((phase) => phase.counts.targeted)).toEqual([2, 2]);
    for (const phase of rollout.phases) {
      expect(phase.state).toBe('finished');
      expect(phase.counts.succeeded + phase.counts.failed).toBe(2);
    }
    // Each change was a line on stderr, ending with the completed rollout.
    expect(run.stderr.trim().split('\n').at(-1)).toMatch(/^completed, phase 2\/2: 2 targeted/);

    const devices = await fleet(['rollouts', 'devices', rollout.id, '1', '--json'], { env });
    expect(devices.code, devices.stderr).toBe(0);
    const phaseOne = JSON.parse(devices.stdout) as Array<{ outcome: string }>;
    expect(phaseOne).toHaveLength(2);
    for (const device of phaseOne) expect(['succeeded', 'failed']).toContain(device.outcome);

    const shown = await fleet(['rollouts', 'show', rollout.id], { env });
    expect(shown.stdout).toContain('CLI two phases');
    expect(shown.stdout).toContain('completed');
  });

  it('aborts a rollout waiting for approval: the next phase never assigns', async () => {
    const created = await fleet(
      [
        'rollouts',
        'create',
        'CLI approval',
        '--package',
        packageRef,
        '--fleet',
        fleetName,
        '--phase',
        '1:approval',
        'rest',
        '--json',
      ],
      { env },
    );
    expect(created.code, created.stderr).toBe(0);
    const draft = JSON.parse(created.stdout) as RolloutJson;
    expect(draft.state).toBe('draft');

    expect((await fleet(['rollouts', 'start', draft.id], { env })).code).toBe(0);
    const watched = await fleet(['rollouts', 'watch', draft.id, '--json'], { env });
    expect(watched.code, watched.stderr).toBe(0);
    expect((JSON.parse(watched.stdout) as RolloutJson).state).toBe('waitingForApproval');

    const refused = await fleet(['rollouts', 'abort', draft.id], { env });
    expect(refused.code).toBe(2); // no terminal to ask, and no --yes
    const aborted = await fleet(
      ['rollouts', 'abort', draft.id, '--yes', '--message', 'Seen enough', '--json'],
      { env },
    );
    expect(aborted.code, aborted.stderr).toBe(0);
    const result = JSON.parse(aborted.stdout) as RolloutJson;
    expect(result.state).toBe('aborted');
    expect(result.abortReason?.code).toBe('manual');
    // The second phase never ran: none of its devices got an assignment; they stay waiting.
    expect(result.phases[1]).toMatchObject({
      state: 'skipped',
      counts: { targeted: 3, waiting: 3, pending: 0, inProgress: 0, succeeded: 0, failed: 0 },
    });
    const later = await fleet(['rollouts', 'devices', draft.id, '2', '--json'], { env });
    expect(later.code, later.stderr).toBe(0);
    expect((JSON.parse(later.stdout) as Array<{ outcome: string }>).map((d) => d.outcome)).toEqual([
      'waiting',
      'waiting',
      'waiting',
    ]);
    const waiting = await fleet(['rollouts', 'devices', draft.id, '2', '--outcome', 'waiting'], {
      env,
    });
    expect(waiting.code, waiting.stderr).toBe(0);
    expect(waiting.stdout.match(/\bwaiting\b/g)).toHaveLength(3);

    const ended = await fleet(['rollouts', 'watch', draft.id], { env });
    expect(ended.code).toBe(1);
  });
});
