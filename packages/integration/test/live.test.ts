// The live channel against a running sandbox (SPEC §4): it authenticates with a real access
// token, real events from API calls change the stores, and after the connection is cut and
// data changes meanwhile, the reconnect fetches everything shown again so the stores equal
// the server's state.
import { createServer, connect, type Server, type Socket } from 'node:net';
import {
  createDeviceDetailStore,
  createDevicesStore,
  createFleet,
  createLiveChannel,
  syncStoresWithLive,
  type FleetSdk,
  type LiveChannel,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from './helpers/wait-for.js';
import { WebSocket } from 'ws';

// A TCP relay in front of the sandbox for the live channel only, so a test can cut the
// connection as a network failure would, and keep new ones out until it restores them.
interface Relay {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Real time, but the 5 s reconnect wait shortened so the test does not idle.
const fastReconnect = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms >= 5000 ? 200 : ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('the live channel against the sandbox', () => {
  let sandbox: Sandbox;
  let sdk: FleetSdk;
  let token: string;
  const logger = { warn: vi.fn() };
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    sandbox = await startTestSandbox({ devices: 20, simulateRate: 0 });
    const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!session.ok) throw new Error(`sign-in failed: ${session.page}`);
    token = session.tokens.access_token;
    sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(() => sandbox?.close());

  function liveChannel(baseUrl = sandbox.url, getToken = () => token): LiveChannel {
    const channel = createLiveChannel({
      baseUrl,
      getToken,
      WebSocket,
      scheduler: fastReconnect,
      logger,
    });
    cleanups.push(() => channel.dispose());
    return channel;
  }
  const authenticated = (channel: LiveChannel) =>
    waitFor(() => expect(channel.status.value).toBe('authenticated'));

  it('authenticates with the signed-in user’s access token', async () => {
    const channel = liveChannel();
    expect(channel.status.value).toBe('connecting');
    await authenticated(channel);
    expect(sandbox.context.live.connectionCount()).toBeGreaterThanOrEqual(1);
  });

  it('a refused token closes it, and it tries again', async () => {
    const channel = liveChannel(sandbox.url, () => 'not-a-token');
    await waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        'The live channel refused its token (authFailure)',
        expect.any(String),
      ),
    );
    await waitFor(() => expect(channel.status.value).toBe('closed'));
  });

  it('DeleteDeviceRequest: a device deleted through the API leaves the store', async () => {
    const devices = createDevicesStore({ sdk, logger });
    const detail = createDeviceDetailStore({ sdk });
    cleanups.push(
      () => devices.dispose(),
      () => detail.dispose(),
    );
    const channel = liveChannel();
    cleanups.push(syncStoresWithLive({ channel, sdk, devices, detail, logger }));
    await Promise.all([devices.refresh(), authenticated(channel)]);
    const doomed = devices.devices.value[0]!.deviceUuid;
    await detail.open(doomed);
    const total = devices.total.value;

    await sdk.devices.deleteDevice(doomed);
    await waitFor(() =>
      expect(devices.devices.value.map((d) => d.deviceUuid)).not.toContain(doomed),
    );
    expect(devices.total.value).toBe(total - 1);
    expect(detail.uuid.value).toBeUndefined();
  });

  it('DeviceUpdateStatus: a scheduled update shows on the device and fetches its update list', async () => {
    const devices = createDevicesStore({ sdk, logger, query: { status: 'UpToDate' } });
    cleanups.push(() => devices.dispose());
    const channel = liveChannel();
    cleanups.push(syncStoresWithLive({ channel, sdk, devices, logger }));
    await Promise.all([devices.refresh(), authenticated(channel)]);
    const target = await updatableDevice(devices.devices.value.map((d) => d.deviceUuid));

    await sdk.updates.createDeviceUpdate(target.uuid, {
      packageIds: [target.packageId],
      scheduledFor: new Date(Date.now() + 86_400_000),
    });
    await waitFor(() =>
      expect(devices.devices.value.find((d) => d.deviceUuid === target.uuid)?.deviceStatus).toBe(
        'UpdateScheduled',
      ),
    );
    await waitFor(() =>
      expect(devices.updates.value.get(target.uuid)?.[0]?.packageIds).toEqual([target.packageId]),
    );
  });

  it('TufTargetAdded: an uploaded package tells onTufTargetAdded listeners', async () => {
    const channel = liveChannel();
    const added = vi.fn();
    channel.onTufTargetAdded(added);
    await authenticated(channel);
    const uploaded = await sdk.packages.uploadPackage({
      file: new TextEncoder().encode('firmware image'),
      name: 'live-test-firmware',
      version: '1.0.0',
      hardwareIds: ['live-test-board'],
    });
    await waitFor(() => expect(added).toHaveBeenCalledWith({ packageId: uploaded.packageId }));
  });

  it('after a cut connection, the reconnect re-syncs the list and the device shown', async () => {
    const relay = await startRelay(sandbox.url);
    cleanups.push(() => relay.close());
    const query = { sortBy: 'Name', sortDirection: 'Asc', limit: 100 } as const;
    const devices = createDevicesStore({ sdk, logger, query });
    const detail = createDeviceDetailStore({ sdk });
    cleanups.push(
      () => devices.dispose(),
      () => detail.dispose(),
    );
    const channel = liveChannel(relay.url);
    cleanups.push(syncStoresWithLive({ channel, sdk, devices, detail, logger }));
    await Promise.all([devices.refresh(), authenticated(channel)]);
    const [deleted, renamed, hibernated] = devices.devices.value.map((d) => d.deviceUuid);
    await detail.open(renamed!);

    relay.cut();
    await waitFor(() => expect(channel.status.value).not.toBe('authenticated'));
    // Meanwhile the data changes, and the live events about it are lost.
    await sdk.devices.deleteDevice(deleted!);
    await sdk.devices.renameDevice(renamed!, 'Renamed while offline');
    await sdk.devices.setHibernation(hibernated!, true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(devices.devices.value.map((d) => d.deviceUuid)).toContain(deleted);

    relay.restore();
    await authenticated(channel);
    await waitFor(async () => {
      const server = await sdk.devices.listDevices(devices.query.value);
      expect(devices.devices.value).toEqual(server.values);
      expect(devices.total.value).toBe(server.total);
    });
    expect(devices.devices.value.map((d) => d.deviceUuid)).not.toContain(deleted);
    expect(devices.devices.value.find((d) => d.deviceUuid === hibernated)?.hibernated).toBe(true);
    await waitFor(() => expect(detail.device.data.value?.deviceName).toBe('Renamed while offline'));
    expect(detail.device.data.value).toEqual(await sdk.devices.getDevice(renamed!));
  });

  // A device of `uuids` with a package of its OS component it does not run yet.
  async function updatableDevice(uuids: readonly string[]) {
    for (const uuid of uuids) {
      const installed = await sdk.devices.listInstalledPackages(uuid);
      for (const pkg of installed) {
        const candidates = await sdk.packages.listPackages({
          hardwareIds: [pkg.hardwareIds[0]!],
          limit: 50,
        });
        const other = candidates.values.find(
          (c) => c.name === pkg.name && c.version !== pkg.version,
        );
        if (other) return { uuid, packageId: other.packageId };
      }
    }
    throw new Error('No device with a package version to update to');
  }
});
