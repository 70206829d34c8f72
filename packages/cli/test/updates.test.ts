// A CI job's path: upload a package with progress (Ctrl-C cancels it cleanly), put devices in a
// fleet, update the fleet and --watch it until the simulator has finished every device.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleet, startSignedInSandbox, type TestApiClient } from './support/run-fleet';

describe('fleet packages upload and fleet updates create --watch', () => {
  let sandbox: Sandbox;
  let dev: TestApiClient;
  let env: Record<string, string>;
  const firmware = join(mkdtempSync(join(tmpdir(), 'fleet-cli-firmware-')), 'firmware.bin');

  beforeAll(async () => {
    // Fast enough that an update finishes in a few seconds of real time.
    ({ sandbox, dev, env } = await startSignedInSandbox({ devices: 40, simulateRate: 25 }));
    writeFileSync(firmware, Buffer.alloc(300_000, 7));
  });
  afterAll(() => sandbox?.close());

  /** Two up-to-date devices with nothing pending, built for the same board. */
  async function twoDevicesOfOneBoard() {
    const byBoard = new Map<string, Array<{ uuid: string; name: string }>>();
    for (const device of (await dev.sdk.devices.listDevices({ status: 'UpToDate', limit: 40 }))
      .values) {
      if ((await dev.sdk.updates.listDeviceUpdates(device.deviceUuid)).length > 0) continue;
      const board = (await dev.sdk.devices.listInstalledPackages(device.deviceUuid))[0]
        ?.hardwareIds[0];
      if (!board) continue;
      byBoard.set(board, [
        ...(byBoard.get(board) ?? []),
        { uuid: device.deviceUuid, name: device.deviceName },
      ]);
    }
    const [board, devices] = [...byBoard].find(([, found]) => found.length >= 2)!;
    return { board, devices: devices.slice(0, 2) };
  }

  it('cancels an upload on Ctrl-C, and stores nothing', async () => {
    const run = await fleet(
      [
        'packages',
        'upload',
        firmware,
        '--name',
        'cli-canceled',
        '--version',
        '1.0.0',
        '--hardware',
        'any-board',
      ],
      { env, onInterruptible: (interrupt) => interrupt() },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Error: Upload canceled: the package was not stored.');
    const show = await fleet(['packages', 'show', 'cli-canceled', '1.0.0'], { env });
    expect(show.code).toBe(1);
  });

  it('uploads with progress, then updates a fleet and follows it until every device finished', async () => {
    const { board, devices } = await twoDevicesOfOneBoard();

    const upload = await fleet(
      [
        'packages',
        'upload',
        firmware,
        '--name',
        'cli-firmware',
        '--version',
        '1.0.0',
        '--hardware',
        board,
      ],
      { env },
    );
    expect(upload.code, upload.stderr).toBe(0);
    expect(upload.stdout).toMatch(/^Uploaded cli-firmware 1\.0\.0 \(\S+\)\.\n$/);
    const progress = upload.stderr.split('\n').filter((line) => line.startsWith('Uploading '));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe('Uploading 100% (300000 of 300000 bytes)');

    const created = await fleet(['fleets', 'create', 'CLI watch fleet', '--json'], { env });
    expect(created.code, created.stderr).toBe(0);
    const { id: fleetId } = JSON.parse(created.stdout) as { id: string };
    const added = await fleet(['fleets', 'add', 'CLI watch fleet', ...devices.map((d) => d.name)], {
      env,
    });
    expect(added.stdout).toBe('Added 2 devices to CLI watch fleet.\n');

    const update = await fleet(
      [
        'updates',
        'create',
        '--package',
        'cli-firmware@1.0.0',
        '--fleet',
        'CLI watch fleet',
        '--watch',
        '--json',
        '--timeout',
        '120',
      ],
      { env },
    );
    const result = JSON.parse(update.stdout) as {
      affected: unknown[];
      finished: number;
      total: number;
      targets: Array<{ deviceUuid: string; state: string }>;
    };
    expect(result.affected).toHaveLength(2);
    expect(result.finished).toBe(2);
    expect(result.targets.map((t) => t.deviceUuid).sort()).toEqual(
      devices.map((d) => d.uuid).sort(),
    );
    for (const target of result.targets) expect(['succeeded', 'failed']).toContain(target.state);
    const succeeded = result.targets.filter((t) => t.state === 'succeeded').length;
    expect(update.code, update.stderr).toBe(succeeded === 2 ? 0 : succeeded === 0 ? 1 : 3);
    expect(update.stderr).toMatch(/^Updating 100% \(2 of 2 devices\)$/m);
    for (const device of devices)
      expect(update.stderr).toMatch(new RegExp(`^${device.name}: (succeeded|failed)$`, 'm'));

    await dev.sdk.fleets.deleteFleet(fleetId);
  });

  it('exits 3 when some devices did not take the update, naming each with its reason', async () => {
    const { board, devices } = await twoDevicesOfOneBoard();
    const uploaded = await dev.sdk.packages.uploadPackage({
      file: new Uint8Array([1, 2, 3]),
      name: 'cli-partial',
      version: '1.0.0',
      hardwareIds: [board],
    });
    // One device already has an update scheduled far ahead (the simulator never starts it, so
    // the device stays blocked however slowly the CLI starts): it cannot take a second one.
    await dev.sdk.updates.createDeviceUpdate(devices[0]!.uuid, {
      packageIds: [uploaded.packageId],
      scheduledFor: new Date('2099-01-01T00:00:00Z'),
    });
    const run = await fleet(
      [
        'updates',
        'create',
        '--package',
        uploaded.packageId,
        '--device',
        devices[0]!.uuid,
        devices[1]!.uuid,
      ],
      { env },
    );
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toMatch(/^Update \S+ started on 1 device\.$/m);
    expect(run.stderr).toMatch(new RegExp(`^  ${devices[0]!.name}: \\S`, 'm'));
  });

  it('schedules an update on each device of a fleet with --at, and cancels it', async () => {
    const { board, devices } = await twoDevicesOfOneBoard();
    const uploaded = await dev.sdk.packages.uploadPackage({
      file: new Uint8Array([4, 5, 6]),
      name: 'cli-scheduled',
      version: '1.0.0',
      hardwareIds: [board],
    });
    const created = await fleet(['fleets', 'create', 'CLI scheduled fleet', '--json'], { env });
    const { id: fleetId } = JSON.parse(created.stdout) as { id: string };
    await fleet(['fleets', 'add', 'CLI scheduled fleet', ...devices.map((d) => d.uuid)], { env });

    const notATime = await fleet(
      ['updates', 'create', '--package', uploaded.packageId, '--fleet', fleetId, '--at', 'soon'],
      { env },
    );
    expect(notATime.code).toBe(2);
    expect(notATime.stderr).toContain('--at soon is not a time.');
    const watched = await fleet(
      [
        'updates',
        'create',
        '--package',
        uploaded.packageId,
        '--fleet',
        fleetId,
        '--watch',
        '--at',
        '2030-01-01T02:00:00Z',
      ],
      { env },
    );
    expect(watched.code).toBe(2);

    const at = '2030-01-01T02:00:00.000Z';
    const scheduled = await fleet(
      [
        'updates',
        'create',
        '--package',
        'cli-scheduled@1.0.0',
        '--fleet',
        'CLI scheduled fleet',
        '--at',
        at,
      ],
      { env },
    );
    expect(scheduled.code, scheduled.stderr).toBe(0);
    for (const device of devices) {
      expect(scheduled.stdout).toContain(`Scheduled for ${at} on ${device.uuid}.`);
      const listed = await fleet(['updates', 'list', device.uuid, '--json'], { env });
      const pending = JSON.parse(listed.stdout) as Array<{
        id: string;
        scheduledFor?: string;
        packageIds: string[];
      }>;
      const update = pending.find((u) => u.packageIds.includes(uploaded.packageId));
      expect(update?.scheduledFor && new Date(update.scheduledFor).toISOString()).toBe(at);

      const cancel = await fleet(['updates', 'cancel', device.uuid, update!.id], { env });
      expect(cancel.code, cancel.stderr).toBe(0);
      const after = JSON.parse(
        (await fleet(['updates', 'list', device.uuid, '--json'], { env })).stdout,
      ) as Array<{ id: string }>;
      expect(after.map((u) => u.id)).not.toContain(update!.id);
    }
    await dev.sdk.fleets.deleteFleet(fleetId);
  });
});
