import { describe, expect, it, vi } from 'vitest';
import { createFleetDetailStore, FLEET_STATS_RELOAD_MS } from './fleet-detail';
import { manualScheduler } from './support/manual-scheduler';
import { fakeFleet } from './testing/fake-fleet';
import { device, failing, fleet, pageOf, uuidFor } from './testing/store-fixtures';

const FLEET = fleet(1);
const OTHER = fleet(2);
const stats = (fleetId: string) => ({
  fleetId,
  total: 2,
  hibernated: 1,
  statuses: {
    UpToDate: 1,
    Outdated: 0,
    UpdatePending: 0,
    UpdateScheduled: 0,
    Error: 1,
    NotSeen: 0,
  },
});

function setup() {
  const fake = fakeFleet({
    'GET /api/v2beta/fleets/{id}': ({ path }) => ({
      status: 200,
      body: path.endsWith(FLEET.id) ? FLEET : OTHER,
    }),
    'GET /api/v2beta/fleets/{id}/devices-stats': ({ path }) => ({
      status: 200,
      body: stats(path.split('/')[4]!),
    }),
    'GET /api/v2beta/fleets/{id}/devices': ({ query }) => ({
      status: 200,
      body: pageOf([device(1), device(2, { deviceStatus: 'Error' })], {
        offset: Number(query.get('offset')),
        limit: Number(query.get('limit')),
        total: 12,
      }),
    }),
  });
  const scheduler = manualScheduler();
  return { fake, scheduler, store: createFleetDetailStore({ sdk: fake.fleet, scheduler }) };
}

describe('SPEC §3 fleet detail', () => {
  it('loads the fleet, its stats and its first 10 devices by name', async () => {
    const { fake, store } = setup();
    await store.open(FLEET.id);
    expect(store.fleetId.value).toBe(FLEET.id);
    expect(store.fleet.data.value?.name).toBe('Fleet 01');
    expect(store.stats.data.value?.statuses.Error).toBe(1);
    expect(store.devices.value).toHaveLength(2);
    expect(store.devicesTotal.value).toBe(12);
    expect(Object.fromEntries(fake.sent('GET /api/v2beta/fleets/{id}/devices')[0]!.query)).toEqual({
      offset: '0',
      limit: '10',
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(fake.problems()).toEqual([]);
  });

  it('debounces a device search by 500 ms (SPEC §9)', async () => {
    const { fake, scheduler, store } = setup();
    await store.open(FLEET.id);
    store.setDevicesQuery({ search: 'ga' });
    scheduler.advance(200);
    store.setDevicesQuery({ search: 'gate' });
    scheduler.advance(499);
    expect(fake.sent('GET /api/v2beta/fleets/{id}/devices')).toHaveLength(1);
    scheduler.advance(1);
    await vi.waitFor(() =>
      expect(fake.sent('GET /api/v2beta/fleets/{id}/devices')).toHaveLength(2),
    );
    expect(fake.sent('GET /api/v2beta/fleets/{id}/devices')[1]!.query.get('nameContains')).toBe(
      'gate',
    );
  });

  it('shows nothing of the previous fleet when another opens', async () => {
    const { store } = setup();
    await store.open(FLEET.id);
    const opening = store.open(OTHER.id);
    expect(store.fleet.data.value).toBeUndefined();
    expect(store.devices.value).toEqual([]);
    await opening;
    expect(store.fleet.data.value?.name).toBe('Fleet 02');
    store.close();
    expect(store.fleetId.value).toBeUndefined();
  });

  it('patches and removes its devices in place (live events)', async () => {
    const { store } = setup();
    await store.open(FLEET.id);
    store.patchDevice(uuidFor(1), { lastSeen: '2025-06-01T00:00:00Z' });
    store.setDeviceStatus(uuidFor(2), 'UpToDate');
    expect(store.devices.value.map((d) => [d.lastSeen, d.deviceStatus])).toEqual([
      ['2025-06-01T00:00:00Z', 'UpToDate'],
      ['2025-05-12T08:41:07Z', 'UpToDate'],
    ]);
    store.removeDevice(uuidFor(1));
    expect(store.devicesTotal.value).toBe(11);
  });

  it('reloads its stats once for a burst of live status changes', async () => {
    let upToDate = 1;
    const { fake, scheduler, store } = setup();
    fake.route('GET /api/v2beta/fleets/{id}/devices-stats', ({ path }) => {
      const body = stats(path.split('/')[4]!);
      return { status: 200, body: { ...body, statuses: { ...body.statuses, UpToDate: upToDate } } };
    });
    await store.open(FLEET.id);
    expect(store.stats.data.value?.statuses.UpToDate).toBe(1);
    upToDate = 2;
    store.setDeviceStatus(uuidFor(2), 'UpToDate');
    store.setDeviceStatus(uuidFor(7), 'UpToDate');
    store.removeDevice(uuidFor(8));
    scheduler.advance(FLEET_STATS_RELOAD_MS);
    await vi.waitFor(() => expect(store.stats.data.value?.statuses.UpToDate).toBe(2));
    expect(fake.sent('GET /api/v2beta/fleets/{id}/devices-stats')).toHaveLength(2);
  });

  it('rejects with a failure and keeps it', async () => {
    const fake = fakeFleet({
      'GET /api/v2beta/fleets/{id}': failing('No such fleet', 404),
      'GET /api/v2beta/fleets/{id}/devices-stats': failing('No such fleet', 404),
      'GET /api/v2beta/fleets/{id}/devices': failing('No such fleet', 404),
    });
    const store = createFleetDetailStore({ sdk: fake.fleet });
    await expect(store.open(FLEET.id)).rejects.toThrow('No such fleet');
    expect(store.fleet.error.value?.message).toBe('No such fleet');
    expect(store.devicesError.value?.message).toBe('No such fleet');
  });
});
