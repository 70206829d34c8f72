import { describe, expect, it } from 'vitest';
import { createDeviceDetailStore } from './device-detail';
import { fakeFleet, type FakeRoute } from './testing/fake-fleet';
import {
  CORRELATION,
  INSTALLED,
  assignment,
  component,
  device,
  deviceEvent,
  deviceUpdate,
  failing,
  pageOf,
  uuidFor,
} from './testing/store-fixtures';

const UUID = uuidFor(1);
const OTHER = uuidFor(2);
const LATER = 'urn:here-ota:mtu:9a1c';

const report = {
  deviceUuid: UUID,
  correlationId: CORRELATION,
  result: { success: true, code: 'OK' },
  receivedAt: '2025-05-12T09:00:00Z',
};

function setup(routes: Record<string, FakeRoute> = {}) {
  const fake = fakeFleet({
    'GET /api/v2beta/devices/{id}': ({ path }) => ({
      status: 200,
      body: { ...device(Number(path.slice(-2))), deviceFleets: [] },
    }),
    'GET /api/v2beta/devices/{id}/packages': { status: 200, body: INSTALLED },
    'GET /api/v2beta/devices/uptane/{id}/components': { status: 200, body: [component()] },
    'GET /api/v2beta/devices/uptane/{id}/assignment': { status: 200, body: [assignment()] },
    'GET /api/v2beta/devices/installation-reports/{id}': ({ query }) => ({
      status: 200,
      body: pageOf([report], { offset: Number(query.get('offset')), total: 31 }),
    }),
    'GET /api/v2beta/updates/devices/{id}': ({ path }) => ({
      status: 200,
      body: [
        deviceUpdate(path.split('/').at(-1)!, { state: 'Scheduled', correlationId: LATER }),
        deviceUpdate(path.split('/').at(-1)!),
      ],
    }),
    'GET /api/v2beta/devices/events/{id}': ({ path, query }) => ({
      status: 200,
      body: pageOf([deviceEvent(path.split('/').at(-1)!, 'e1', query.get('correlationId')!)]),
    }),
    ...routes,
  });
  return { fake, store: createDeviceDetailStore({ sdk: fake.fleet }) };
}

describe('SPEC §3 device detail', () => {
  it('loads the device with its packages, components, assignment, reports and updates', async () => {
    const { fake, store } = setup();
    await store.open(UUID);
    expect(store.uuid.value).toBe(UUID);
    expect(store.device.data.value?.deviceName).toBe('Device 1');
    expect(store.installedPackages.data.value).toHaveLength(5);
    expect(store.installedOsPackage.value?.name).toBe('torizon-core-docker');
    expect(store.installedApplicationPackage.value?.name).toBe('my-app');
    expect(store.installedBootloaderPackage.value?.name).toBe('u-boot');
    expect(store.installedSubsystemsPackages.value.map((p) => p.name)).toEqual([
      'm4-firmware',
      'hub-firmware',
    ]);
    expect(store.installedOsPackage.value).toMatchObject({
      checksum: INSTALLED[0]!.hashes.sha256,
      component: 'verdin-imx8mp',
      found: true,
    });
    expect(store.components.data.value?.[0]).toMatchObject({
      packageId: 'torizon-core-docker-7.2.0',
      primary: true,
    });
    expect(store.assignment.data.value).toEqual([assignment()]);
    expect(store.installationReports.data.value?.total).toBe(31);
    expect(fake.problems()).toEqual([]);
  });

  it('updateInfo is the scheduled update; its events are the active update’s, by correlationId', async () => {
    const { fake, store } = setup();
    await store.open(UUID);
    expect(store.updateInfo.value?.correlationId).toBe(LATER);
    expect(store.updateEventsCorrelationId.value).toBe(LATER);
    expect(fake.sent('GET /api/v2beta/devices/events/{id}')[0]!.query.get('correlationId')).toBe(
      LATER,
    );
    expect(store.updateEvents.data.value?.map((e) => e.correlationId)).toEqual([LATER]);

    await store.showUpdateEvents(CORRELATION);
    expect(store.updateEventsCorrelationId.value).toBe(CORRELATION);
    await store.refreshUpdates();
    // The user's choice stays when the update list reloads.
    expect(store.updateEventsCorrelationId.value).toBe(CORRELATION);
  });

  it('pages installation reports', async () => {
    const { fake, store } = setup();
    await store.open(UUID);
    await store.loadInstallationReports({ offset: 10, limit: 10 });
    const sent = fake.sent('GET /api/v2beta/devices/installation-reports/{id}');
    expect(Object.fromEntries(sent.at(-1)!.query)).toEqual({ offset: '10', limit: '10' });
    expect(store.installationReports.data.value?.offset).toBe(10);
  });

  it('SPEC §4: a failed detail load clears the active device and rethrows', async () => {
    const { store } = setup({ 'GET /api/v2beta/devices/{id}': failing('No such device', 404) });
    await expect(store.open(UUID)).rejects.toThrow('No such device');
    expect(store.uuid.value).toBeUndefined();
    expect(store.device.data.value).toBeUndefined();
    expect(store.installedPackages.data.value).toBeUndefined();
    expect(store.device.error.value?.message).toBe('No such device');
  });

  it('keeps a failed part’s error without clearing the device (SPEC §8 text)', async () => {
    const { store } = setup({
      'GET /api/v2beta/devices/installation-reports/{id}': {
        status: 502,
        contentType: 'text/html',
        body: '<html>Bad Gateway</html>',
        offContract: 'a proxy error page',
      },
    });
    await expect(store.open(UUID)).rejects.toThrow(
      'An error occurred while fetching the device installation reports.',
    );
    expect(store.uuid.value).toBe(UUID);
    expect(store.device.ready.value).toBe(true);
    expect(store.installationReports.error.value?.message).toBe(
      'An error occurred while fetching the device installation reports.',
    );
  });

  it('shows nothing of the previous device when another opens', async () => {
    const { store } = setup();
    await store.open(UUID);
    const opening = store.open(OTHER);
    expect(store.device.data.value).toBeUndefined();
    expect(store.installedPackages.data.value).toBeUndefined();
    await opening;
    expect(store.device.data.value?.deviceUuid).toBe(OTHER);
    store.close();
    expect(store.uuid.value).toBeUndefined();
    expect(store.device.data.value).toBeUndefined();
  });
});

describe('SPEC §4 live changes of the active device', () => {
  it('patches only the active device', async () => {
    const { store } = setup();
    await store.open(UUID);
    expect(store.patchDevice(OTHER, { lastSeen: '2025-06-01T00:00:00Z' })).toBe(false);
    expect(store.patchDevice(UUID, { lastSeen: '2025-06-01T00:00:00Z' })).toBe(true);
    expect(store.device.data.value?.lastSeen).toBe('2025-06-01T00:00:00Z');
  });

  it('a device that becomes UpToDate reloads its installed packages', async () => {
    const { fake, store } = setup();
    await store.open(UUID);
    await store.setDeviceStatus(UUID, 'UpdatePending');
    expect(fake.sent('GET /api/v2beta/devices/{id}/packages')).toHaveLength(1);
    await store.setDeviceStatus(UUID, 'UpToDate');
    expect(store.device.data.value?.deviceStatus).toBe('UpToDate');
    expect(fake.sent('GET /api/v2beta/devices/{id}/packages')).toHaveLength(2);
    expect(fake.sent('GET /api/v2beta/devices/uptane/{id}/components')).toHaveLength(2);
  });

  it('an UpdateScheduled device fetches its update list', async () => {
    const { fake, store } = setup();
    await store.open(UUID);
    await store.setDeviceStatus(UUID, 'UpdateScheduled');
    expect(fake.sent('GET /api/v2beta/updates/devices/{id}')).toHaveLength(2);
  });

  it('an update that finishes leaves the update list and adds its report, without a reload', async () => {
    let finished = false;
    const { fake, store } = setup({
      'GET /api/v2beta/updates/devices/{id}': ({ path }) => ({
        status: 200,
        body: finished ? [] : [deviceUpdate(path.split('/').at(-1)!)],
      }),
    });
    await store.open(UUID);
    await store.setDeviceStatus(UUID, 'UpdatePending');
    expect(store.updates.data.value).toHaveLength(1);
    finished = true;
    await store.setDeviceStatus(UUID, 'UpToDate');
    expect(store.updates.data.value).toEqual([]);
    expect(store.updateInfo.value).toBeUndefined();
    expect(fake.sent('GET /api/v2beta/devices/installation-reports/{id}')).toHaveLength(2);
  });

  it('appends an update event when the device and the correlation id match', async () => {
    const { store } = setup();
    await store.open(UUID);
    expect(store.appendUpdateEvent(UUID, CORRELATION, deviceEvent(UUID, 'e2', CORRELATION))).toBe(
      false,
    );
    expect(store.appendUpdateEvent(OTHER, LATER, deviceEvent(OTHER, 'e2', LATER))).toBe(false);
    expect(store.appendUpdateEvent(UUID, LATER, deviceEvent(UUID, 'e2', LATER))).toBe(true);
    store.appendUpdateEvent(UUID, LATER, deviceEvent(UUID, 'e2', LATER));
    expect(store.updateEvents.data.value?.map((e) => e.eventId)).toEqual(['e1', 'e2']);
  });
});
