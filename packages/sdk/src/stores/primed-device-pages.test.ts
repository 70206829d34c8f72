import { describe, expect, it, vi } from 'vitest';
import { createDevicesStore, primeDevicesStore } from './devices';
import { PRIMED_PAGE_FRESH_MS, primeDevicePage, takePrimedDevicePage } from './primed-device-pages';
import { manualScheduler } from './support/manual-scheduler';
import { fakeFleet } from './testing/fake-fleet';
import { device, pageOf } from './testing/store-fixtures';

const quiet = { warn: vi.fn() };

function setup() {
  const fake = fakeFleet({
    'GET /api/v2beta/devices': ({ query }) => ({
      status: 200,
      body: pageOf([device(Number(query.get('offset')) + 1)], { total: 42 }),
    }),
    'GET /api/v2beta/devices/packages': () => ({ status: 200, body: pageOf([]) }),
  });
  const storeFor = (query = {}) =>
    createDevicesStore({ sdk: fake.fleet, scheduler: manualScheduler(), logger: quiet, query });
  return { fake, storeFor, listCalls: () => fake.sent('GET /api/v2beta/devices').length };
}

describe('a device page primed ahead of its store', () => {
  it('is what the store made later shows, with one request between them', async () => {
    const { fake, storeFor, listCalls } = setup();
    primeDevicesStore(fake.fleet, { status: 'UpToDate', search: 'pump' });
    const store = storeFor({ search: 'pump', status: 'UpToDate' });
    await store.refresh();
    expect(listCalls()).toBe(1);
    expect(store.devices.value.map((shown) => shown.deviceUuid)).toEqual([device(1).deviceUuid]);
    expect(store.total.value).toBe(42);
  });

  it('is taken once: the next load of the same query asks the API', async () => {
    const { fake, storeFor, listCalls } = setup();
    primeDevicesStore(fake.fleet);
    const store = storeFor();
    await store.refresh();
    await store.refresh();
    expect(listCalls()).toBe(2);
  });

  it('serves only the same query: a store of another page asks for its own', async () => {
    const { fake, storeFor, listCalls } = setup();
    primeDevicesStore(fake.fleet, { limit: 20 });
    const store = storeFor({ offset: 10 });
    await store.refresh();
    expect(listCalls()).toBe(2);
    expect(store.devices.value.map((shown) => shown.deviceUuid)).toEqual([device(11).deviceUuid]);
  });

  it('is not taken once older than the freshness window, but is while fresh', async () => {
    const page = pageOf([device(1)]);
    const devices = { listDevices: vi.fn(() => Promise.resolve(page)) };
    let now = 1_000;
    primeDevicePage(devices, { offset: 0 }, () => now);
    primeDevicePage(devices, { offset: 10 }, () => now);
    await settled();
    now += PRIMED_PAGE_FRESH_MS;
    await expect(takePrimedDevicePage(devices, { offset: 0 }, () => now)).resolves.toBe(page);
    now += 1;
    expect(takePrimedDevicePage(devices, { offset: 10 }, () => now)).toBeUndefined();
  });

  it('leaves a failure to the store, which asks itself', async () => {
    let fail = true;
    const fake = fakeFleet({
      'GET /api/v2beta/devices': () =>
        fail
          ? { status: 500, body: { message: 'down' } }
          : { status: 200, body: pageOf([device(7)]) },
      'GET /api/v2beta/devices/packages': () => ({ status: 200, body: pageOf([]) }),
    });
    primeDevicesStore(fake.fleet);
    await vi.waitFor(() => expect(fake.sent('GET /api/v2beta/devices')).toHaveLength(1));
    await settled();
    fail = false;
    const store = createDevicesStore({ sdk: fake.fleet, logger: quiet });
    await store.refresh();
    expect(fake.sent('GET /api/v2beta/devices')).toHaveLength(2);
    expect(store.devices.value.map((shown) => shown.deviceUuid)).toEqual([device(7).deviceUuid]);
  });
});

/** Lets the answers of in-memory requests settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
