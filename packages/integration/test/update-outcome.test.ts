// updates.waitForOutcome against a running sandbox: an integrator's CI job sends an update,
// waits, and learns which device succeeded and which failed, with each device's report —
// through the live channel, and by polling alone when there is none.
import {
  createFleet,
  createLiveChannel,
  UpdateRefusedError,
  UpdateWaitTimeoutError,
  type FleetSdk,
  type LiveChannel,
  type UpdateProgress,
} from '@fleet/sdk';
import { ManualClock, signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

let sandbox: Sandbox;
let sdk: FleetSdk;
let token: string;
const clock = new ManualClock();
/** Devices whose next update fails; all others succeed. */
const failing = new Set<string>();
let simulating = false;

beforeAll(async () => {
  sandbox = await startTestSandbox(
    { devices: 20 },
    {
      simulator: {
        clock,
        outcome: (update) => (failing.has(update.deviceUuid) ? 'failure' : 'success'),
      },
    },
  );
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  token = session.tokens.access_token;
  sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
});
afterAll(async () => {
  simulating = false;
  await sandbox?.close();
});

/** Runs simulator rounds in the background, like devices out in the field, until stopped. */
function simulate(): () => void {
  simulating = true;
  void (async () => {
    while (simulating) {
      clock.advance(5_000);
      await sandbox.simulator.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return () => {
    simulating = false;
  };
}

/** Devices with nothing pending and a package version they could move to. */
async function updatableDevices(count: number) {
  const found: Array<{ uuid: string; packageId: string }> = [];
  const { values } = await sdk.devices.listDevices({ status: 'UpToDate', limit: 20 });
  for (const device of values) {
    const pending = await sdk.updates.listDeviceUpdates(device.deviceUuid);
    if (pending.length > 0) continue;
    for (const pkg of await sdk.devices.listInstalledPackages(device.deviceUuid)) {
      const candidates = await sdk.packages.listPackages({
        hardwareIds: [pkg.hardwareIds[0]!],
        limit: 50,
      });
      const other = candidates.values.find((c) => c.name === pkg.name && c.version !== pkg.version);
      if (other) {
        found.push({ uuid: device.deviceUuid, packageId: other.packageId });
        break;
      }
    }
    if (found.length === count) return found;
  }
  throw new Error(`Found ${found.length} updatable devices, not ${count}`);
}

describe('updates.waitForOutcome', () => {
  it('follows the live channel until every device finished, with each outcome and report', async () => {
    const [ok, bad] = await updatableDevices(2);
    failing.add(bad!.uuid);
    const outcome = await sdk.updates.createUpdate({
      packageIds: [ok!.packageId],
      devices: [ok!.uuid],
    });
    const second = await sdk.updates.createUpdate({
      packageIds: [bad!.packageId],
      devices: [bad!.uuid],
    });
    expect(outcome.correlationId).toMatch(/\S/);

    const live: LiveChannel = createLiveChannel({
      baseUrl: sandbox.url,
      getToken: () => token,
      WebSocket: WebSocket as never,
    });
    const seen: UpdateProgress[] = [];
    const stop = simulate();
    try {
      const [first, other] = await Promise.all([
        sdk.updates.waitForOutcome(outcome, { live, onProgress: (p) => seen.push(p) }),
        sdk.updates.waitForOutcome(second, { live }),
      ]);
      expect(first.succeeded.map((t) => t.deviceUuid)).toEqual([ok!.uuid]);
      expect(first.failed).toEqual([]);
      expect(first.succeeded[0]?.report?.result.success).toBe(true);
      expect(first.succeeded[0]?.report?.correlationId).toBe(outcome.correlationId);
      expect(other.failed.map((t) => t.deviceUuid)).toEqual([bad!.uuid]);
      expect(other.failed[0]?.report?.result.success).toBe(false);
      expect(seen.at(-1)).toMatchObject({ finished: 1, total: 1 });
    } finally {
      stop();
      live.dispose();
      failing.delete(bad!.uuid);
    }
  });

  it('polls when there is no live channel', async () => {
    const [device] = await updatableDevices(1);
    const outcome = await sdk.updates.createUpdate({
      packageIds: [device!.packageId],
      devices: [device!.uuid],
    });
    const stop = simulate();
    try {
      const finished = await sdk.updates.waitForOutcome(outcome, { pollInterval: 200 });
      expect(finished).toMatchObject({ finished: 1, total: 1, failed: [], canceled: [] });
      expect(finished.succeeded.map((t) => t.deviceUuid)).toEqual([device!.uuid]);
    } finally {
      stop();
    }
  });

  it('reports a canceled update as canceled, and times out with where each device stands', async () => {
    const [device] = await updatableDevices(1);
    const created = await sdk.updates.createDeviceUpdate(device!.uuid, {
      packageIds: [device!.packageId],
    });
    await expect(
      sdk.updates.waitForOutcome(created, { timeout: 300, pollInterval: 100 }),
    ).rejects.toSatisfy(
      (error) =>
        error instanceof UpdateWaitTimeoutError &&
        error.progress.finished === 0 &&
        error.progress.targets[0]?.state === 'pending',
    );
    const waiting = sdk.updates.waitForOutcome(created, { pollInterval: 100 });
    await sdk.updates.cancelDeviceUpdate(device!.uuid, created.id);
    const finished = await waiting;
    expect(finished.canceled.map((t) => t.deviceUuid)).toEqual([device!.uuid]);
  });

  it('createUpdate throws UpdateRefusedError with every reason when no device takes it', async () => {
    const [device] = await updatableDevices(1);
    const pending = await sdk.updates.createDeviceUpdate(device!.uuid, {
      packageIds: [device!.packageId],
    });
    try {
      const refused = await sdk.updates
        .createUpdate({ packageIds: [device!.packageId], devices: [device!.uuid] })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(refused).toBeInstanceOf(UpdateRefusedError);
      const error = refused as UpdateRefusedError;
      expect(error.message).toBe('A pending update exists; cancel it or wait for the report.');
      expect(error.outcome.affected).toEqual([]);
      expect(error.outcome.notAffected.map((d) => d.deviceUuid)).toEqual([device!.uuid]);
    } finally {
      await sdk.updates.cancelDeviceUpdate(device!.uuid, pending.id);
    }
  });
});
