import { describe, expect, it } from 'vitest';
import { createUpdatesStore } from './updates';
import { deferred, fakeFleet, type FakeRoute } from './testing/fake-fleet';
import { deviceUpdate, failing, uuidFor } from './testing/store-fixtures';

const UUID = uuidFor(1);
const UPDATE_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

function setup(routes: Record<string, FakeRoute> = {}) {
  const fake = fakeFleet({
    'GET /api/v2beta/updates/devices/{id}': { status: 200, body: [deviceUpdate(UUID)] },
    ...routes,
  });
  return { fake, store: createUpdatesStore({ sdk: fake.fleet }) };
}

describe('SPEC §3 update creation with SPEC §8 reasons', () => {
  it('keeps which devices took the update and why the others did not', async () => {
    const { fake, store } = setup({
      'POST /api/v2beta/updates': {
        status: 200,
        body: {
          affected: [{ deviceUuid: uuidFor(1), deviceId: 'verdin-1', name: 'Device 1' }],
          notAffected: [
            {
              deviceUuid: uuidFor(2),
              deviceId: 'verdin-2',
              name: 'Device 2',
              code: 'not_affected_by_mtu',
            },
            {
              deviceUuid: uuidFor(3),
              deviceId: 'verdin-3',
              name: 'Device 3',
              code: 'checksum_mismatch',
              ecuErrors: { ecu: { code: 'checksum_mismatch', description: 'Image hash differs' } },
            },
          ],
        },
      },
    });
    const outcome = await store.createUpdate({
      packageIds: ['my-app-1.3.0'],
      devices: [uuidFor(1), uuidFor(2), uuidFor(3)],
    });
    expect(outcome.affected.map((d) => d.name)).toEqual(['Device 1']);
    expect(outcome.notAffected.map((d) => d.reason)).toEqual([
      'The device is not affected by the update.',
      'Unable to initiate update. Reported error: Image hash differs',
    ]);
    expect(store.outcome.data.value).toEqual(outcome);
    store.clearOutcome();
    expect(store.outcome.data.value).toBeUndefined();
    expect(fake.problems()).toEqual([]);
  });

  it('refuses an update without packages before any request (SPEC §5)', async () => {
    const { fake, store } = setup();
    await expect(store.createUpdate({ packageIds: [], devices: [UUID] })).rejects.toThrow();
    expect(store.outcome.error.value).toBeDefined();
    expect(fake.requests).toEqual([]);
  });
});

describe('device updates and SPEC §4 cancellation', () => {
  it('lists a device’s updates and reloads them after one is created', async () => {
    const { fake, store } = setup({
      'POST /api/v2beta/updates/devices/{id}': {
        status: 201,
        body: deviceUpdate(UUID, { state: 'Scheduled', scheduledFor: '2025-06-01T02:00:00Z' }),
      },
    });
    await store.loadDeviceUpdates(UUID);
    expect(store.deviceUuid.value).toBe(UUID);
    expect(store.deviceUpdates.data.value).toHaveLength(1);
    await store.createDeviceUpdate(UUID, {
      packageIds: ['my-app-1.3.0'],
      scheduledFor: '2025-06-01T02:00:00Z',
    });
    expect(fake.sent('GET /api/v2beta/updates/devices/{id}')).toHaveLength(2);
    expect(fake.problems()).toEqual([]);
  });

  it('marks an update as canceling, sends force, then reloads the list', async () => {
    const release = deferred<null>();
    const { fake, store } = setup({
      'PATCH /api/v2beta/updates/devices/{id}/{updateId}': async () => {
        await release.promise;
        return { status: 200 };
      },
    });
    await store.loadDeviceUpdates(UUID);
    const canceling = store.cancelDeviceUpdate(UUID, UPDATE_ID, { force: true });
    expect(store.canceling.value.has(UPDATE_ID)).toBe(true);
    release.resolve(null);
    await canceling;
    expect(store.canceling.value.size).toBe(0);
    const sent = fake.sent('PATCH /api/v2beta/updates/devices/{id}/{updateId}')[0]!;
    expect(sent.headers.get('force')).toBe('true');
    expect(fake.sent('GET /api/v2beta/updates/devices/{id}')).toHaveLength(2);
  });

  it('a failed cancel clears the mark and rethrows', async () => {
    const { store } = setup({
      'PATCH /api/v2beta/updates/devices/{id}/{updateId}': failing('Update already applied', 409),
    });
    await expect(store.cancelDeviceUpdate(UUID, UPDATE_ID)).rejects.toThrow(
      'Update already applied',
    );
    expect(store.canceling.value.size).toBe(0);
  });
});
