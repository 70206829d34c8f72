import { describe, expect, it, vi } from 'vitest';
import { installedOsPackage } from '../domain/installed-packages';
import { FleetValidationError } from '../domain/validation';
import { createDevicesStore } from './devices';
import { manualScheduler } from './support/manual-scheduler';
import { fakeFleet, type FakeRoute } from './testing/fake-fleet';
import {
  INSTALLED,
  device,
  deviceUpdate,
  failing,
  pageOf,
  uuidFor,
} from './testing/store-fixtures';

const quiet = { warn: vi.fn() };

function setup(routes: Record<string, FakeRoute> = {}) {
  const fake = fakeFleet({
    'GET /api/v2beta/devices': ({ query }) => ({
      status: 200,
      body: pageOf([device(1), device(2, { deviceStatus: 'UpdateScheduled' })], {
        offset: Number(query.get('offset')),
        limit: Number(query.get('limit')),
        total: 42,
      }),
    }),
    'GET /api/v2beta/devices/packages': ({ query }) => ({
      status: 200,
      body: pageOf(
        query
          .getAll('deviceUuid')
          .map((deviceUuid) => ({ deviceUuid, installedPackages: INSTALLED })),
      ),
    }),
    'GET /api/v2beta/updates/devices/{uuid}': ({ path }) => ({
      status: 200,
      body: [deviceUpdate(path.split('/').at(-1)!, { state: 'Scheduled' })],
    }),
    ...routes,
  });
  const scheduler = manualScheduler();
  const store = createDevicesStore({ sdk: fake.fleet, scheduler, logger: quiet });
  return { fake, scheduler, store };
}

const listCalls = (fake: ReturnType<typeof fakeFleet>) =>
  fake.sent('GET /api/v2beta/devices').map((request) => Object.fromEntries(request.query));

describe('SPEC §9 device list defaults', () => {
  it('loads the first 10 devices by lastSeen, newest first', async () => {
    const { fake, store } = setup();
    expect(store.query.value).toEqual({
      offset: 0,
      limit: 10,
      sortBy: 'LastSeen',
      sortDirection: 'Desc',
    });
    await store.refresh();
    expect(listCalls(fake)).toEqual([
      { offset: '0', limit: '10', sortBy: 'LastSeen', sortDirection: 'Desc' },
    ]);
    expect(store.devices.value.map((d) => d.deviceName)).toEqual(['Device 1', 'Device 2']);
    expect(store.total.value).toBe(42);
    expect(store.ready.value).toBe(true);
    expect(fake.problems()).toEqual([]);
  });

  it('starts from a given query (a URL), over the defaults', async () => {
    const fake = fakeFleet({ 'GET /api/v2beta/devices': { status: 200, body: pageOf([]) } });
    const store = createDevicesStore({
      sdk: fake.fleet,
      query: { search: 'gate', status: 'Error' },
    });
    await store.refresh();
    expect(listCalls(fake)).toEqual([
      {
        offset: '0',
        limit: '10',
        sortBy: 'LastSeen',
        sortDirection: 'Desc',
        nameContains: 'gate',
        status: 'Error',
      },
    ]);
  });
});

describe('SPEC §9 device list refresh debounce (100 ms)', () => {
  it('loads once, 100 ms after the last query change, from the first page', async () => {
    const { fake, scheduler, store } = setup();
    store.setQuery({ offset: 20 });
    scheduler.advance(100);
    await vi.waitFor(() => expect(store.loading.value).toBe(false));
    store.setQuery({ search: 'li' });
    scheduler.advance(60);
    store.setQuery({ search: 'line', sortBy: 'Name', sortDirection: 'Asc' });
    scheduler.advance(99);
    expect(fake.sent('GET /api/v2beta/devices')).toHaveLength(1);
    scheduler.advance(1);
    await vi.waitFor(() => expect(fake.sent('GET /api/v2beta/devices')).toHaveLength(2));
    expect(listCalls(fake)[1]).toEqual({
      offset: '0',
      limit: '10',
      sortBy: 'Name',
      sortDirection: 'Asc',
      nameContains: 'line',
    });
    expect(listCalls(fake)[0]!.offset).toBe('20');
  });

  it('pages with setPage and drops a filter set to undefined', async () => {
    const { scheduler, store } = setup();
    store.setQuery({ status: 'Error', hibernated: true });
    store.setPage(3);
    expect(store.query.value).toMatchObject({ offset: 30, status: 'Error' });
    store.setQuery({ status: undefined });
    expect(store.query.value).not.toHaveProperty('status');
    expect(store.query.value.offset).toBe(0);
    scheduler.advance(100);
  });

  it('refuses an invalid query before any request (SPEC §5)', () => {
    const { fake, scheduler, store } = setup();
    expect(() => store.setQuery({ sortDirection: 'Sideways' as 'Asc' })).toThrow(
      FleetValidationError,
    );
    expect(store.query.value.sortDirection).toBe('Desc');
    scheduler.advance(1000);
    expect(fake.requests).toEqual([]);
  });

  it('keeps a failed load’s error and rethrows it to refresh()', async () => {
    const { store } = setup({ 'GET /api/v2beta/devices': failing('The device store is down') });
    await expect(store.refresh()).rejects.toThrow('The device store is down');
    expect(store.error.value?.message).toBe('The device store is down');
    expect(store.ready.value).toBe(false);
  });
});

describe('SPEC §3 device list rows', () => {
  it('loads the installed packages of the page and the updates of UpdateScheduled devices', async () => {
    const { fake, store } = setup();
    await store.refresh();
    await vi.waitFor(() => expect(store.installedPackages.ready.value).toBe(true));
    const packages = store.installedPackages.data.value!.get(uuidFor(1))!;
    expect(installedOsPackage(packages)?.name).toBe('torizon-core-docker');
    expect(fake.sent('GET /api/v2beta/devices/packages')[0]!.query.getAll('deviceUuid')).toEqual([
      uuidFor(1),
      uuidFor(2),
    ]);
    await vi.waitFor(() => expect(store.updates.value.get(uuidFor(2))).toHaveLength(1));
    expect(store.updates.value.has(uuidFor(1))).toBe(false);
    expect(fake.problems()).toEqual([]);
  });
});

describe('SPEC §4 device status follow-ups in the list', () => {
  it('a device that becomes UpToDate reloads its installed packages', async () => {
    const { fake, store } = setup();
    await store.refresh();
    await store.setDeviceStatus(uuidFor(2), 'UpToDate');
    expect(store.devices.value[1]!.deviceStatus).toBe('UpToDate');
    const reloads = fake.sent('GET /api/v2beta/devices/packages');
    expect(reloads.at(-1)!.query.getAll('deviceUuid')).toEqual([uuidFor(2)]);
  });

  it('an UpdateScheduled device fetches its update list', async () => {
    const { fake, store } = setup();
    await store.refresh();
    await vi.waitFor(() => expect(store.updates.value.has(uuidFor(2))).toBe(true));
    const before = fake.sent('GET /api/v2beta/updates/devices/{uuid}').length;
    await store.setDeviceStatus(uuidFor(1), 'UpdateScheduled');
    expect(fake.sent('GET /api/v2beta/updates/devices/{uuid}')).toHaveLength(before + 1);
    expect(store.updates.value.get(uuidFor(1))?.[0]?.state).toBe('Scheduled');
  });

  it('ignores a device that is not on the page', async () => {
    const { fake, store } = setup();
    await store.refresh();
    const before = fake.requests.length;
    await store.setDeviceStatus(uuidFor(9), 'UpToDate');
    expect(fake.requests.length).toBe(before);
  });
});

describe('device list changes in place', () => {
  it('patches, removes and adds devices', async () => {
    const { store } = setup();
    await store.refresh();
    store.patchDevice(uuidFor(1), { lastSeen: '2025-06-01T00:00:00Z' });
    expect(store.devices.value[0]!.lastSeen).toBe('2025-06-01T00:00:00Z');
    expect(store.removeDevice(uuidFor(1))).toBe(true);
    expect(store.devices.value.map((d) => d.deviceUuid)).toEqual([uuidFor(2)]);
    expect(store.total.value).toBe(41);
    store.addDevice(device(7));
    expect(store.devices.value[0]!.deviceUuid).toBe(uuidFor(7));
    expect(store.total.value).toBe(42);
  });
});

describe('device selection for bulk actions', () => {
  it('selects, toggles, selects the page and forgets removed devices', async () => {
    const { store } = setup();
    await store.refresh();
    store.toggleSelected(uuidFor(1));
    expect(store.pageSelected.value).toBe(false);
    store.togglePageSelected();
    expect([...store.selected.value]).toEqual([uuidFor(1), uuidFor(2)]);
    expect(store.pageSelected.value).toBe(true);
    store.select([uuidFor(30)]);
    store.removeDevice(uuidFor(2));
    expect([...store.selected.value]).toEqual([uuidFor(1), uuidFor(30)]);
    store.togglePageSelected();
    expect([...store.selected.value]).toEqual([uuidFor(30)]);
    store.deselect([uuidFor(30)]);
    expect(store.selectedCount.value).toBe(0);
    store.select([uuidFor(1)]);
    store.clearSelection();
    expect(store.selectedCount.value).toBe(0);
  });
});
