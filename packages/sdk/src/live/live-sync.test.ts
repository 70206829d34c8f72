import { describe, expect, it, vi } from 'vitest';
import { createDeviceDetailStore } from '../stores/device-detail';
import { createDevicesStore } from '../stores/devices';
import { createFleetDetailStore } from '../stores/fleet-detail';
import { createFleetsStore } from '../stores/fleets';
import { manualScheduler } from '../stores/support/manual-scheduler';
import { fakeFleet } from '../stores/testing/fake-fleet';
import {
  CORRELATION,
  INSTALLED,
  assignment,
  device,
  deviceEvent,
  deviceUpdate,
  fleet,
  pageOf,
  uuidFor,
} from '../stores/testing/store-fixtures';
import { createLiveChannel } from './live-channel';
import { syncStoresWithLive } from './live-sync';
import { fakeSockets } from './testing/fake-socket';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const ONE = uuidFor(1);
const TWO = uuidFor(2);
const NEW = uuidFor(9);
const FLEET = fleet(1);

async function setup() {
  const fake = fakeFleet({
    'GET /api/v2beta/devices': { status: 200, body: pageOf([device(1), device(2)], { total: 2 }) },
    'GET /api/v2beta/devices/packages': { status: 200, body: pageOf([]) },
    'GET /api/v2beta/devices/{id}': ({ path }) => ({
      status: 200,
      body: device(Number(path.slice(-2))),
    }),
    'GET /api/v2beta/devices/{id}/packages': { status: 200, body: INSTALLED },
    'GET /api/v2beta/devices/uptane/{id}/components': { status: 200, body: [] },
    'GET /api/v2beta/devices/uptane/{id}/assignment': { status: 200, body: [assignment()] },
    'GET /api/v2beta/devices/installation-reports/{id}': { status: 200, body: pageOf([]) },
    'GET /api/v2beta/updates/devices/{id}': { status: 200, body: [deviceUpdate(ONE)] },
    'GET /api/v2beta/devices/events/{id}': {
      status: 200,
      body: pageOf([deviceEvent(ONE, 'e1')]),
    },
    'GET /api/v2beta/fleets': { status: 200, body: pageOf([FLEET]) },
    'GET /api/v2beta/fleets-count': { status: 200, body: { values: { [FLEET.id]: 2 } } },
    'GET /api/v2beta/fleets/{id}': { status: 200, body: FLEET },
    'GET /api/v2beta/fleets/{id}/devices': { status: 200, body: pageOf([device(1), device(2)]) },
    'GET /api/v2beta/fleets/{id}/devices-stats': {
      status: 200,
      body: {
        fleetId: FLEET.id,
        total: 2,
        hibernated: 0,
        statuses: {
          UpToDate: 2,
          Outdated: 0,
          UpdatePending: 0,
          UpdateScheduled: 0,
          Error: 0,
          NotSeen: 0,
        },
      },
    },
  });
  const scheduler = manualScheduler();
  const logger = { warn: vi.fn() };
  const sdk = fake.fleet;
  const devices = createDevicesStore({ sdk, scheduler, logger });
  const detail = createDeviceDetailStore({ sdk });
  const fleetDetail = createFleetDetailStore({ sdk, scheduler });
  const fleets = createFleetsStore({ sdk, scheduler, logger });
  await Promise.all([
    devices.refresh(),
    detail.open(ONE),
    fleetDetail.open(FLEET.id),
    fleets.refresh(),
  ]);

  const sockets = fakeSockets();
  const channel = createLiveChannel({
    baseUrl: 'http://fleet.test',
    getToken: () => 'token',
    WebSocket: sockets.WebSocket,
    scheduler,
    logger,
  });
  const stop = syncStoresWithLive({ channel, sdk, devices, detail, fleetDetail, fleets, logger });
  const authenticate = async () => {
    sockets.latest().open();
    await tick();
    sockets.latest().receive({ type: 'authSuccess' });
  };
  await authenticate();
  const send = (message: object) => sockets.latest().receive(message);
  return {
    fake,
    scheduler,
    logger,
    devices,
    detail,
    fleetDetail,
    fleets,
    sockets,
    send,
    stop,
    authenticate,
  };
}

describe('SPEC §4 live events in the stores', () => {
  it('DeviceSeen updates lastSeen wherever the device shows', async () => {
    const { send, devices, detail, fleetDetail } = await setup();
    send({ type: 'DeviceSeen', uuid: ONE, lastSeen: '2025-06-01T12:00:00Z' });
    expect(devices.devices.value[0]!.lastSeen).toBe('2025-06-01T12:00:00Z');
    expect(detail.device.data.value?.lastSeen).toBe('2025-06-01T12:00:00Z');
    expect(fleetDetail.devices.value[0]!.lastSeen).toBe('2025-06-01T12:00:00Z');
  });

  it('DeviceUpdateStatus updates the status and runs the follow-ups', async () => {
    const { fake, send, devices, detail, fleetDetail } = await setup();
    send({ type: 'DeviceUpdateStatus', device: ONE, status: 'UpdatePending' });
    expect(devices.devices.value[0]!.deviceStatus).toBe('UpdatePending');
    expect(detail.device.data.value?.deviceStatus).toBe('UpdatePending');
    expect(fleetDetail.devices.value[0]!.deviceStatus).toBe('UpdatePending');
    const before = fake.sent('GET /api/v2beta/devices/{id}/packages').length;
    send({ type: 'DeviceUpdateStatus', deviceUuid: ONE, status: 'UpToDate' });
    await vi.waitFor(() =>
      expect(fake.sent('GET /api/v2beta/devices/{id}/packages')).toHaveLength(before + 1),
    );
    await vi.waitFor(() =>
      expect(
        fake.sent('GET /api/v2beta/devices/packages').at(-1)!.query.getAll('deviceUuid'),
      ).toEqual([ONE]),
    );
  });

  it('DeleteDeviceRequest removes the device and closes its page', async () => {
    const { send, devices, detail, fleetDetail } = await setup();
    send({ type: 'DeleteDeviceRequest', deviceUuid: ONE });
    expect(devices.devices.value.map((d) => d.deviceUuid)).toEqual([TWO]);
    expect(fleetDetail.devices.value.map((d) => d.deviceUuid)).toEqual([TWO]);
    expect(detail.uuid.value).toBeUndefined();
  });

  it('DeviceChanged patches the fields it carries wherever the device shows', async () => {
    const { send, devices, detail, fleetDetail } = await setup();
    const notesBefore = devices.devices.value[0]!.notes;
    send({ type: 'DeviceChanged', deviceUuid: ONE, deviceName: 'Line 3 HMI' });
    expect(devices.devices.value[0]!.deviceName).toBe('Line 3 HMI');
    expect(devices.devices.value[0]!.notes).toBe(notesBefore);
    expect(detail.device.data.value?.deviceName).toBe('Line 3 HMI');
    expect(fleetDetail.devices.value[0]!.deviceName).toBe('Line 3 HMI');
    send({ type: 'DeviceChanged', deviceUuid: ONE, notes: 'Behind the press', hibernated: true });
    expect(devices.devices.value[0]).toMatchObject({
      deviceName: 'Line 3 HMI',
      notes: 'Behind the press',
      hibernated: true,
    });
    expect(detail.device.data.value?.hibernated).toBe(true);
  });

  it('DeviceCreated fetches the device and adds it', async () => {
    const { fake, send, devices } = await setup();
    send({ type: 'DeviceCreated', deviceUuid: NEW });
    await vi.waitFor(() => expect(devices.devices.value[0]!.deviceUuid).toBe(NEW));
    expect(devices.total.value).toBe(3);
    expect(fake.sent('GET /api/v2beta/devices/{id}').at(-1)!.path).toBe(
      `/api/v2beta/devices/${NEW}`,
    );
  });

  it('DeviceEventMessage joins the active update’s events when device and correlation id match', async () => {
    const { send, detail } = await setup();
    send({
      type: 'DeviceEventMessage',
      deviceUuid: TWO,
      correlationId: CORRELATION,
      event: deviceEvent(TWO, 'x'),
    });
    send({
      type: 'DeviceEventMessage',
      deviceUuid: ONE,
      correlationId: 'urn:other',
      event: deviceEvent(ONE, 'y', 'urn:other'),
    });
    send({
      type: 'DeviceEventMessage',
      deviceUuid: ONE,
      correlationId: CORRELATION,
      event: deviceEvent(ONE, 'e2'),
    });
    expect(detail.updateEvents.data.value?.map((e) => e.eventId)).toEqual(['e1', 'e2']);
  });

  it('logs and ignores events it cannot apply', async () => {
    const { send, logger, devices } = await setup();
    send({ type: 'DeviceSeen', deviceUuid: ONE });
    send({ type: 'DeviceUpdateStatus', deviceUuid: ONE, status: 'Exploded' });
    send({ type: 'DeleteDeviceRequest' });
    send({ type: 'DeviceEventMessage', deviceUuid: ONE, correlationId: CORRELATION });
    send({ type: 'DeviceChanged', deviceUuid: ONE });
    send({ type: 'DeviceChanged', deviceUuid: ONE, hibernated: 'yes' });
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'Ignored a live DeviceSeen message: no lastSeen',
      'Ignored a live DeviceUpdateStatus message: no known status',
      'Ignored a live DeleteDeviceRequest message: it names no device',
      'Ignored a live DeviceEventMessage message: no correlationId or event',
      'Ignored a live DeviceChanged message: no deviceName, notes or hibernated',
      'Ignored a live DeviceChanged message: a hibernated that is not true or false',
    ]);
    expect(devices.devices.value).toHaveLength(2);
  });

  it('after a reconnect, fetches again the lists and the device shown', async () => {
    const { fake, scheduler, sockets, authenticate } = await setup();
    const count = () => ({
      devices: fake.sent('GET /api/v2beta/devices').length,
      fleets: fake.sent('GET /api/v2beta/fleets').length,
      device: fake.requests.filter((r) => r.path === `/api/v2beta/devices/${ONE}`).length,
      fleet: fake.sent('GET /api/v2beta/fleets/{id}').length,
    });
    const before = count();
    sockets.latest().drop();
    scheduler.advance(5000);
    await authenticate();
    await vi.waitFor(() =>
      expect(count()).toEqual({
        devices: before.devices + 1,
        fleets: before.fleets + 1,
        device: before.device + 1,
        fleet: before.fleet + 1,
      }),
    );
    expect(fake.problems()).toEqual([]);
  });

  it('stops applying events once stopped', async () => {
    const { send, stop, devices } = await setup();
    stop();
    send({ type: 'DeleteDeviceRequest', deviceUuid: ONE });
    expect(devices.devices.value).toHaveLength(2);
  });
});
