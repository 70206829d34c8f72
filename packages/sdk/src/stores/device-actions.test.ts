import { describe, expect, it, vi } from 'vitest';
import { createDeviceActionsStore } from './device-actions';
import { createDeviceDetailStore } from './device-detail';
import { createDevicesStore } from './devices';
import { manualScheduler } from './support/manual-scheduler';
import { deferred, fakeFleet, type FakeAnswer, type FakeRoute } from './testing/fake-fleet';
import {
  INSTALLED,
  device,
  deviceUpdate,
  failing,
  pageOf,
  proxyError,
  uuidFor,
} from './testing/store-fixtures';

const UUID = uuidFor(1);
const UPDATE_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

async function setup(routes: Record<string, FakeRoute> = {}) {
  const fake = fakeFleet({
    'GET /api/v2beta/devices': { status: 200, body: pageOf([device(1), device(2)], { total: 2 }) },
    'GET /api/v2beta/devices/packages': { status: 200, body: pageOf([]) },
    'GET /api/v2beta/devices/{id}': { status: 200, body: device(1) },
    'GET /api/v2beta/devices/{id}/packages': { status: 200, body: INSTALLED },
    'GET /api/v2beta/devices/uptane/{id}/components': { status: 200, body: [] },
    'GET /api/v2beta/devices/uptane/{id}/assignment': { status: 200, body: [] },
    'GET /api/v2beta/devices/installation-reports/{id}': { status: 200, body: pageOf([]) },
    'GET /api/v2beta/updates/devices/{id}': { status: 200, body: [deviceUpdate(UUID)] },
    'GET /api/v2beta/devices/events/{id}': { status: 200, body: pageOf([]) },
    ...routes,
  });
  const devices = createDevicesStore({
    sdk: fake.fleet,
    scheduler: manualScheduler(),
    logger: { warn: vi.fn() },
  });
  const detail = createDeviceDetailStore({ sdk: fake.fleet });
  await Promise.all([devices.refresh(), detail.open(UUID)]);
  const actions = createDeviceActionsStore({ sdk: fake.fleet, devices, detail });
  return { fake, devices, detail, actions };
}

// A route answered when the test says, to look at the flags meanwhile.
function held(answer: FakeAnswer) {
  const release = deferred<null>();
  const route: FakeRoute = async () => {
    await release.promise;
    return answer;
  };
  return { route, release: () => release.resolve(null) };
}

describe('SPEC §4 hibernation', () => {
  it('shows hibernating, then ends as hibernated true in the list and on the device page', async () => {
    const put = held({ status: 200 });
    const { fake, devices, detail, actions } = await setup({
      'PUT /api/v2beta/devices/hibernation/{id}': put.route,
    });
    const done = actions.setHibernation(UUID, true);
    expect(actions.flagsOf(UUID)).toEqual({
      hibernating: true,
      wakingUp: false,
      deleting: false,
      cancelingUpdate: false,
    });
    expect(actions.busy.value).toBe(true);
    put.release();
    await done;
    expect(actions.flagsOf(UUID).hibernating).toBe(false);
    expect(actions.flags.value.size).toBe(0);
    expect(devices.devices.value[0]!.hibernated).toBe(true);
    expect(detail.device.data.value?.hibernated).toBe(true);
    expect(fake.sent('PUT /api/v2beta/devices/hibernation/{id}')[0]!.body).toEqual({
      status: true,
    });
    expect(fake.problems()).toEqual([]);
  });

  it('shows wakingUp, then ends as hibernated false', async () => {
    const put = held({ status: 200 });
    const { devices, actions } = await setup({
      'PUT /api/v2beta/devices/hibernation/{id}': put.route,
    });
    devices.patchDevice(UUID, { hibernated: true });
    const done = actions.setHibernation(UUID, false);
    expect(actions.flagsOf(UUID).wakingUp).toBe(true);
    put.release();
    await done;
    expect(actions.flagsOf(UUID).wakingUp).toBe(false);
    expect(devices.devices.value[0]!.hibernated).toBe(false);
  });

  it('on failure the flags clear and the SPEC §8 error is rethrown', async () => {
    const { devices, actions } = await setup({
      'PUT /api/v2beta/devices/hibernation/{id}': proxyError,
    });
    await expect(actions.setHibernation(UUID, true)).rejects.toThrow(
      'An error occurred while setting the device hibernation mode.',
    );
    expect(actions.flagsOf(UUID).hibernating).toBe(false);
    expect(devices.devices.value[0]!.hibernated).toBe(false);
  });

  it('rethrows what the server said when it said something', async () => {
    const { actions } = await setup({
      'PUT /api/v2beta/devices/hibernation/{id}': failing('Device is updating', 409),
    });
    await expect(actions.setHibernation(UUID, true)).rejects.toThrow('Device is updating');
  });
});

describe('SPEC §4 device delete', () => {
  it('sets deleting, then removes the device from the list and closes its page', async () => {
    const del = held({ status: 204 });
    const { devices, detail, actions } = await setup({
      'DELETE /api/v2beta/devices/{id}': del.route,
    });
    devices.select([UUID]);
    const done = actions.deleteDevice(UUID);
    expect(actions.flagsOf(UUID).deleting).toBe(true);
    del.release();
    await done;
    expect(actions.flagsOf(UUID).deleting).toBe(false);
    expect(devices.devices.value.map((d) => d.deviceUuid)).toEqual([uuidFor(2)]);
    expect(devices.selected.value.has(UUID)).toBe(false);
    expect(detail.uuid.value).toBeUndefined();
  });

  it('a failure clears deleting and rethrows the SPEC §8 text', async () => {
    const { devices, detail, actions } = await setup({
      'DELETE /api/v2beta/devices/{id}': proxyError,
    });
    await expect(actions.deleteDevice(UUID)).rejects.toThrow(
      'An error occurred while deleting the device.',
    );
    expect(actions.flagsOf(UUID).deleting).toBe(false);
    expect(devices.devices.value).toHaveLength(2);
    expect(detail.uuid.value).toBe(UUID);
  });
});

describe('SPEC §4 update cancellation', () => {
  it('sets cancelingUpdate, sends force when asked, then reloads the device’s updates', async () => {
    const patch = held({ status: 200 });
    const { fake, actions } = await setup({
      'PATCH /api/v2beta/updates/devices/{id}/{updateId}': patch.route,
    });
    const done = actions.cancelUpdate(UUID, UPDATE_ID, { force: true });
    expect(actions.flagsOf(UUID).cancelingUpdate).toBe(true);
    patch.release();
    await done;
    expect(actions.flagsOf(UUID).cancelingUpdate).toBe(false);
    expect(
      fake.sent('PATCH /api/v2beta/updates/devices/{id}/{updateId}')[0]!.headers.get('force'),
    ).toBe('true');
    await vi.waitFor(() =>
      expect(fake.sent('GET /api/v2beta/updates/devices/{id}')).toHaveLength(2),
    );
    expect(fake.problems()).toEqual([]);
  });

  it('a failure clears cancelingUpdate and rethrows', async () => {
    const { actions } = await setup({
      'PATCH /api/v2beta/updates/devices/{id}/{updateId}': failing(
        'The update already finished',
        409,
      ),
    });
    await expect(actions.cancelUpdate(UUID, UPDATE_ID)).rejects.toThrow(
      'The update already finished',
    );
    expect(actions.flagsOf(UUID).cancelingUpdate).toBe(false);
  });
});
