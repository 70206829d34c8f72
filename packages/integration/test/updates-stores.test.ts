// SPEC §2 update screens and /lockboxes, §3 Update and Lockbox, §4 update cancellation, §8
// update initiation errors, against a running sandbox: the updates store sends updates (each
// device that did not take one says why, in SPEC §8's words), schedules and cancels a device's
// update; the lockboxes store defines, redefines and deletes offline updates.
import {
  createFleet,
  createLockboxesStore,
  createUpdatesStore,
  type FleetSdk,
  type LockboxesStore,
  type UpdatesStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let sdk: FleetSdk;
let updates: UpdatesStore;
let lockboxes: LockboxesStore;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 20 });
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  updates = createUpdatesStore({ sdk });
  lockboxes = createLockboxesStore({ sdk });
});
afterAll(async () => {
  updates?.dispose();
  lockboxes?.dispose();
  await sandbox?.close();
});

/**
 * Devices with nothing pending, each with a package it runs and another version of that
 * package it could be updated to.
 */
async function updatableDevices(count: number) {
  const found: Array<{ uuid: string; installedId: string; otherId: string }> = [];
  const { values } = await sdk.devices.listDevices({ status: 'UpToDate', limit: 20 });
  for (const device of values) {
    for (const pkg of await sdk.devices.listInstalledPackages(device.deviceUuid)) {
      const candidates = await sdk.packages.listPackages({
        hardwareIds: [pkg.hardwareIds[0]!],
        limit: 50,
      });
      const other = candidates.values.find((c) => c.name === pkg.name && c.version !== pkg.version);
      if (other) {
        found.push({
          uuid: device.deviceUuid,
          installedId: pkg.packageId,
          otherId: other.packageId,
        });
        break;
      }
    }
    if (found.length === count) return found;
  }
  throw new Error(`Found ${found.length} updatable devices, not ${count}`);
}

/** Two devices with nothing pending that run different versions of the same package. */
async function twoVersionsApart() {
  const { values } = await sdk.devices.listDevices({ status: 'UpToDate', limit: 20 });
  const seen = new Map<string, { uuid: string; installedId: string }>();
  for (const device of values) {
    for (const pkg of await sdk.devices.listInstalledPackages(device.deviceUuid)) {
      const key = `${pkg.name} ${pkg.hardwareIds[0]}`;
      const earlier = seen.get(key);
      const here = { uuid: device.deviceUuid, installedId: pkg.packageId };
      if (earlier && earlier.installedId !== pkg.packageId) return [earlier, here] as const;
      if (!earlier) seen.set(key, here);
    }
  }
  throw new Error('No two devices run different versions of a package');
}

describe('SPEC §3/§8 updates through the updates store', () => {
  it('sends an update: who took it, and why the others did not, in SPEC §8’s words', async () => {
    const [taker, runner] = await twoVersionsApart();
    // Both are sent the version the second one already runs.
    const outcome = await updates.createUpdate({
      packageIds: [runner.installedId],
      devices: [taker.uuid, runner.uuid],
    });
    expect(updates.outcome.data.value).toEqual(outcome);
    expect(outcome.affected.map((d) => d.deviceUuid)).toEqual([taker.uuid]);
    expect(outcome.notAffected).toEqual([
      expect.objectContaining({
        deviceUuid: runner.uuid,
        code: 'installed_target_is_update',
        reason: 'The device already runs the requested package version.',
      }),
    ]);

    // A device with a pending update refuses another one: SPEC §8's pending-update summary.
    const again = await updates.createUpdate({
      packageIds: [runner.installedId],
      devices: [taker.uuid],
    });
    expect(again.affected).toEqual([]);
    expect(again.notAffected[0]?.reason).toBe(
      'A pending update exists; cancel it or wait for the report.',
    );

    updates.clearOutcome();
    expect(updates.outcome.data.value).toBeUndefined();
  });

  it('schedules a device update, shows it, and cancels it', async () => {
    const [device] = await updatableDevices(1);
    await updates.loadDeviceUpdates(device!.uuid);
    expect(updates.deviceUpdates.data.value).toEqual([]);

    const scheduledFor = new Date(Date.now() + 86_400_000);
    const created = await updates.createDeviceUpdate(device!.uuid, {
      packageIds: [device!.otherId],
      scheduledFor,
    });
    expect(updates.deviceUpdates.data.value).toEqual([
      expect.objectContaining({
        id: created.id,
        state: 'Scheduled',
        packageIds: [device!.otherId],
      }),
    ]);
    expect(Date.parse(updates.deviceUpdates.data.value![0]!.scheduledFor!)).toBe(
      scheduledFor.getTime(),
    );

    const cancelling = updates.cancelDeviceUpdate(device!.uuid, created.id);
    expect(updates.canceling.value.has(created.id)).toBe(true);
    await cancelling;
    expect(updates.canceling.value.size).toBe(0);
    expect(updates.deviceUpdates.data.value).toEqual([]);
    await expect(sdk.updates.listDeviceUpdates(device!.uuid)).resolves.toEqual([]);
  });
});

describe('SPEC §3 Lockbox through the lockboxes store', () => {
  it('defines, opens, redefines and deletes an offline update', async () => {
    const [first, second] = await twoVersionsApart();
    await lockboxes.refresh();
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();

    await lockboxes.defineLockbox({
      name: 'line-3-hotfix',
      packageIds: [first.installedId],
      expiresAt,
    });
    expect(lockboxes.lockboxes.data.value!.find((l) => l.name === 'line-3-hotfix')).toMatchObject({
      packageIds: [first.installedId],
      version: 1,
      expired: false,
    });
    await lockboxes.open('line-3-hotfix');
    expect(lockboxes.lockbox.data.value).toMatchObject({ name: 'line-3-hotfix', version: 1 });

    // Redefined with another version: a new lockbox version, and the opened one follows.
    await lockboxes.defineLockbox({
      name: 'line-3-hotfix',
      packageIds: [second.installedId],
      expiresAt,
    });
    expect(lockboxes.lockbox.data.value).toMatchObject({
      version: 2,
      packageIds: [second.installedId],
    });
    expect(lockboxes.lockboxes.data.value!.find((l) => l.name === 'line-3-hotfix')?.version).toBe(
      2,
    );

    const deleting = lockboxes.deleteLockbox('line-3-hotfix');
    expect(lockboxes.deleting.value.has('line-3-hotfix')).toBe(true);
    await deleting;
    expect(lockboxes.deleting.value.size).toBe(0);
    expect(lockboxes.lockboxes.data.value!.map((l) => l.name)).not.toContain('line-3-hotfix');
    expect(lockboxes.lockbox.data.value).toBeUndefined();
    await lockboxes.refresh();
    expect(lockboxes.lockboxes.data.value!.map((l) => l.name)).not.toContain('line-3-hotfix');
  });

  it('refuses a lockbox without packages (SPEC §5) before any request', async () => {
    await expect(
      lockboxes.defineLockbox({
        name: 'empty',
        packageIds: [],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ).rejects.toMatchObject({ name: 'FleetValidationError' });
  });
});
