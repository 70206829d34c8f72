// The device stores against a running sandbox: the list pages, sorts and filters the
// sandbox's real devices exactly as the API lists them, the device page derives its
// installed packages, and hibernation goes through the server.
import {
  createDeviceActionsStore,
  createDeviceDetailStore,
  createDevicesStore,
  createFleet,
  type Device,
  type DevicesStore,
  type FleetSdk,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from './helpers/wait-for.js';

describe('device stores against the sandbox', () => {
  let sandbox: Sandbox;
  let sdk: FleetSdk;
  const logger = { warn: vi.fn() };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ devices: 25, simulateRate: 0 });
    const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!session.ok) throw new Error(`sign-in failed: ${session.page}`);
    const token = session.tokens.access_token;
    sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  });
  afterAll(() => sandbox?.close());

  // What the API lists for the store's current query: the store must show the same.
  const serverPage = (store: DevicesStore) => sdk.devices.listDevices(store.query.value);
  const names = (devices: readonly Device[]) => devices.map((d) => d.deviceName);
  // Changes the query and waits for the page it loads (after the 100 ms debounce).
  const change = async (store: DevicesStore, apply: () => void) => {
    const before = store.page.value;
    apply();
    await waitFor(() => {
      expect(store.page.value).not.toBe(before);
      expect(store.loading.value).toBe(false);
    });
  };

  it('shows the first 10 devices by lastSeen, newest first, and their total (SPEC §9)', async () => {
    const store = createDevicesStore({ sdk, logger });
    await store.refresh();
    const server = await serverPage(store);
    expect(store.devices.value).toHaveLength(10);
    expect(store.total.value).toBe(server.total);
    expect(store.total.value).toBeGreaterThanOrEqual(25);
    expect(store.devices.value).toEqual(server.values);
    const seen = store.devices.value.map((d) => d.lastSeen ?? '');
    expect(seen).toEqual([...seen].sort().reverse());
    await waitFor(() => expect(store.installedPackages.ready.value).toBe(true));
    expect(store.installedPackages.data.value?.size).toBe(10);
    store.dispose();
  });

  it('pages and sorts like the API', async () => {
    const store = createDevicesStore({ sdk, logger, query: { limit: 4 } });
    await change(store, () => store.setQuery({ sortBy: 'Name', sortDirection: 'Asc' }));
    const first = names(store.devices.value);
    expect(first).toEqual(names((await serverPage(store)).values));
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));

    await change(store, () => store.setPage(1));
    expect(store.query.value.offset).toBe(4);
    expect(names(store.devices.value)).toEqual(names((await serverPage(store)).values));
    expect(names(store.devices.value)).not.toEqual(first);

    await change(store, () => store.setQuery({ sortDirection: 'Desc' }));
    expect(store.query.value.offset).toBe(0);
    expect(names(store.devices.value)).toEqual(names((await serverPage(store)).values));
    store.dispose();
  });

  it('filters by name and by status like the API', async () => {
    const store = createDevicesStore({ sdk, logger });
    await store.refresh();
    const someName = store.devices.value[0]!.deviceName;
    const fragment = someName.slice(0, Math.max(3, Math.ceil(someName.length / 2)));
    await change(store, () => store.setQuery({ search: fragment }));
    expect(store.devices.value.length).toBeGreaterThan(0);
    for (const device of store.devices.value)
      expect(device.deviceName.toLowerCase()).toContain(fragment.toLowerCase());
    expect(store.devices.value).toEqual((await serverPage(store)).values);

    const status = store.devices.value[0]!.deviceStatus;
    await change(store, () => store.setQuery({ search: undefined, status }));
    expect(store.devices.value.every((d) => d.deviceStatus === status)).toBe(true);
    expect(store.total.value).toBe((await serverPage(store)).total);
    store.dispose();
  });

  it('opens a device page with its installed packages derived (SPEC §3)', async () => {
    const list = createDevicesStore({ sdk, logger, query: { status: 'UpToDate' } });
    await list.refresh();
    const uuid = list.devices.value[0]!.deviceUuid;
    const detail = createDeviceDetailStore({ sdk });
    await detail.open(uuid);
    expect(detail.device.data.value?.deviceUuid).toBe(uuid);
    const packages = detail.installedPackages.data.value ?? [];
    expect(packages.length).toBeGreaterThan(0);
    expect(detail.installedOsPackage.value?.component).toBe(
      packages.find((p) => p.component === detail.installedOsPackage.value?.component)?.component,
    );
    expect(
      detail.installedOsPackage.value ?? detail.installedApplicationPackage.value,
    ).toBeDefined();
    detail.dispose();
    list.dispose();
  });

  it('hibernates and wakes a device through the server (SPEC §4)', async () => {
    const devices = createDevicesStore({ sdk, logger, query: { hibernated: false } });
    const detail = createDeviceDetailStore({ sdk });
    await devices.refresh();
    const uuid = devices.devices.value[0]!.deviceUuid;
    await detail.open(uuid);
    const actions = createDeviceActionsStore({ sdk, devices, detail });

    const hibernating = actions.setHibernation(uuid, true);
    expect(actions.flagsOf(uuid).hibernating).toBe(true);
    await hibernating;
    expect(actions.flagsOf(uuid).hibernating).toBe(false);
    expect(devices.devices.value.find((d) => d.deviceUuid === uuid)?.hibernated).toBe(true);
    expect(detail.device.data.value?.hibernated).toBe(true);
    expect((await sdk.devices.getDevice(uuid)).hibernated).toBe(true);

    await actions.setHibernation(uuid, false);
    expect((await sdk.devices.getDevice(uuid)).hibernated).toBe(false);
    expect(detail.device.data.value?.hibernated).toBe(false);
    devices.dispose();
    detail.dispose();
  });

  it('a failed device load clears the active device (SPEC §4)', async () => {
    const detail = createDeviceDetailStore({ sdk });
    await expect(detail.open('00000000-0000-4000-8000-0000000000ff')).rejects.toMatchObject({
      status: 404,
    });
    expect(detail.uuid.value).toBeUndefined();
    expect(detail.device.error.value).toBeDefined();
  });
});
