import { describe, expect, it, vi } from 'vitest';
import { FleetValidationError } from '../domain/validation';
import { createFleetDetailStore } from './fleet-detail';
import { createFleetsStore } from './fleets';
import { manualScheduler } from './support/manual-scheduler';
import { fakeFleet, type FakeRoute } from './testing/fake-fleet';
import { device, failing, fleet, pageOf, uuidFor } from './testing/store-fixtures';

const FLEETS = [fleet(1), fleet(2), fleet(3)];

function setup(routes: Record<string, FakeRoute> = {}) {
  const fake = fakeFleet({
    'GET /api/v2beta/fleets': ({ query }) => ({
      status: 200,
      body: pageOf(FLEETS, {
        offset: Number(query.get('offset')),
        limit: Number(query.get('limit')),
        total: 23,
      }),
    }),
    'GET /api/v2beta/fleets-count': ({ query }) => ({
      status: 200,
      body: { values: Object.fromEntries(query.getAll('groupIds').map((id, i) => [id, i + 4])) },
    }),
    'GET /api/v2beta/fleets/{id}': { status: 200, body: FLEETS[0] },
    'GET /api/v2beta/fleets/{id}/devices': { status: 200, body: pageOf([device(1)]) },
    'GET /api/v2beta/fleets/{id}/devices-stats': {
      status: 200,
      body: {
        fleetId: FLEETS[0]!.id,
        total: 1,
        hibernated: 0,
        statuses: {
          UpToDate: 1,
          Outdated: 0,
          UpdatePending: 0,
          UpdateScheduled: 0,
          Error: 0,
          NotSeen: 0,
        },
      },
    },
    ...routes,
  });
  const scheduler = manualScheduler();
  const detail = createFleetDetailStore({ sdk: fake.fleet, scheduler });
  const store = createFleetsStore({
    sdk: fake.fleet,
    scheduler,
    detail,
    logger: { warn: vi.fn() },
  });
  return { fake, scheduler, store, detail };
}

const listCalls = (fake: ReturnType<typeof fakeFleet>) =>
  fake.sent('GET /api/v2beta/fleets').map((request) => Object.fromEntries(request.query));

describe('SPEC §9 fleet list defaults', () => {
  it('loads 10 fleets by name ascending, with each fleet’s device count', async () => {
    const { fake, store } = setup();
    await store.refresh();
    expect(listCalls(fake)).toEqual([
      { offset: '0', limit: '10', sortBy: 'Name', sortDirection: 'Asc' },
    ]);
    expect(store.fleets.value.map((f) => f.name)).toEqual(['Fleet 01', 'Fleet 02', 'Fleet 03']);
    expect(store.total.value).toBe(23);
    await vi.waitFor(() =>
      expect(store.deviceCounts.data.value).toEqual({
        [FLEETS[0]!.id]: 4,
        [FLEETS[1]!.id]: 5,
        [FLEETS[2]!.id]: 6,
      }),
    );
    expect(fake.problems()).toEqual([]);
  });
});

describe('SPEC §9 fleet search and sort debounce (500 ms)', () => {
  it('loads a search or sort 500 ms after the last change', async () => {
    const { fake, scheduler, store } = setup();
    store.setQuery({ search: 'pa' });
    scheduler.advance(300);
    store.setQuery({ search: 'pack' });
    scheduler.advance(300);
    store.setQuery({ sortBy: 'CreatedAt', sortDirection: 'Desc' });
    scheduler.advance(499);
    expect(fake.sent('GET /api/v2beta/fleets')).toHaveLength(0);
    scheduler.advance(1);
    await vi.waitFor(() => expect(fake.sent('GET /api/v2beta/fleets')).toHaveLength(1));
    expect(listCalls(fake)[0]).toEqual({
      offset: '0',
      limit: '10',
      nameContains: 'pack',
      sortBy: 'CreatedAt',
      sortDirection: 'Desc',
    });
  });

  it('loads another page at once, dropping a search still waiting', async () => {
    const { fake, scheduler, store } = setup();
    store.setQuery({ search: 'pack' });
    store.setPage(2);
    await vi.waitFor(() => expect(fake.sent('GET /api/v2beta/fleets')).toHaveLength(1));
    expect(listCalls(fake)[0]).toMatchObject({ offset: '20', nameContains: 'pack' });
    scheduler.advance(1000);
    expect(fake.sent('GET /api/v2beta/fleets')).toHaveLength(1);
  });

  it('refuses an invalid query before any request (SPEC §5)', () => {
    const { fake, store } = setup();
    expect(() => store.setQuery({ limit: 'ten' as unknown as number })).toThrow(
      FleetValidationError,
    );
    expect(fake.requests).toEqual([]);
  });
});

describe('fleet changes', () => {
  it('creates a fleet and reloads the list', async () => {
    const { fake, store } = setup({
      'POST /api/v2beta/fleets': { status: 201, body: uuidFor(9, '7c9e6679') },
    });
    await expect(store.createFleet({ name: 'Gate sensors' })).resolves.toBe(uuidFor(9, '7c9e6679'));
    expect(fake.sent('POST /api/v2beta/fleets')[0]!.body).toEqual({
      name: 'Gate sensors',
      fleetType: 'static',
    });
    expect(fake.sent('GET /api/v2beta/fleets')).toHaveLength(1);
    expect(fake.problems()).toEqual([]);
  });

  it('a created fleet is not reported as failed when only the list reload fails', async () => {
    const { store } = setup({
      'POST /api/v2beta/fleets': { status: 201, body: uuidFor(9, '7c9e6679') },
      'GET /api/v2beta/fleets': failing('List is down'),
    });
    await expect(store.createFleet({ name: 'Gate sensors' })).resolves.toBe(uuidFor(9, '7c9e6679'));
    expect(store.error.value?.message).toBe('List is down');
  });

  it('edits a fleet in the list and reloads its page when shown', async () => {
    const edited = { ...FLEETS[0]!, name: 'Renamed' };
    const { fake, store, detail } = setup({
      'PUT /api/v2beta/fleets/{id}': { status: 200, body: edited },
    });
    await Promise.all([store.refresh(), detail.open(FLEETS[0]!.id)]);
    await store.editFleet(FLEETS[0]!.id, { name: ' Renamed ' });
    expect(store.fleets.value[0]!.name).toBe('Renamed');
    expect(fake.sent('GET /api/v2beta/fleets/{id}')).toHaveLength(2);
  });

  it('deletes a fleet: it leaves the list and its page closes; a failure rethrows', async () => {
    const { store, detail } = setup({ 'DELETE /api/v2beta/fleets/{id}': { status: 200 } });
    await Promise.all([store.refresh(), detail.open(FLEETS[0]!.id)]);
    const deleting = store.deleteFleet(FLEETS[0]!.id);
    expect(store.deleting.value.has(FLEETS[0]!.id)).toBe(true);
    await deleting;
    expect(store.deleting.value.size).toBe(0);
    expect(store.fleets.value.map((f) => f.name)).toEqual(['Fleet 02', 'Fleet 03']);
    expect(store.total.value).toBe(22);
    expect(detail.fleetId.value).toBeUndefined();

    const failingStore = setup({
      'DELETE /api/v2beta/fleets/{id}': failing('Fleet is locked', 409),
    }).store;
    await expect(failingStore.deleteFleet(FLEETS[1]!.id)).rejects.toThrow('Fleet is locked');
    expect(failingStore.deleting.value.size).toBe(0);
  });

  it('adds and removes devices, reloading the counts and the fleet’s page', async () => {
    const { fake, store, detail } = setup({
      'POST /api/v2beta/fleets/{id}/devices': { status: 200 },
      'DELETE /api/v2beta/fleets/{id}/devices': { status: 200 },
    });
    await Promise.all([store.refresh(), detail.open(FLEETS[0]!.id)]);
    await store.addDevices(FLEETS[0]!.id, [uuidFor(1), uuidFor(2)]);
    await store.removeDevices(FLEETS[0]!.id, [uuidFor(2)]);
    expect(fake.sent('POST /api/v2beta/fleets/{id}/devices')[0]!.body).toEqual([
      uuidFor(1),
      uuidFor(2),
    ]);
    expect(fake.sent('DELETE /api/v2beta/fleets/{id}/devices')[0]!.body).toEqual([uuidFor(2)]);
    expect(fake.sent('GET /api/v2beta/fleets')).toHaveLength(3);
    expect(fake.sent('GET /api/v2beta/fleets/{id}/devices')).toHaveLength(3);
    expect(fake.problems()).toEqual([]);
  });
});
