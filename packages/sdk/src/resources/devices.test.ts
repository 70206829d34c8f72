import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createFleetClient, type FleetClient } from '../api/client';
import { startLocalServer, unreachableUrl } from '../api/testing/local-server';
import { URL_LIMIT } from '../domain/constants';
import { FleetValidationError } from '../domain/validation';
import { FleetApiError } from '../errors';
import { createDeviceHistoryResource } from './device-history';
import { createDevicePackagesResource, type DeviceInstalledPackage } from './device-packages';
import { createDevicesResource, type Device } from './devices';
import {
  pageOf,
  startContractServer,
  uuidFor,
  type ContractServer,
  type Route,
} from './testing/contract-server';

const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const FLEET_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SHA = '5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef';

function device(i: number): Device {
  return {
    deviceUuid: uuidFor(i),
    deviceId: `verdin-imx8mp-${i}`,
    deviceName: `Device ${i}`,
    notes: null,
    deviceStatus: 'UpToDate',
    hibernated: false,
    lastSeen: '2025-05-12T08:41:07Z',
    createdAt: '2025-01-20T10:02:00Z',
    activatedAt: '2025-01-20T10:05:31Z',
    hardwareIds: ['verdin-imx8mp'],
  };
}

const fleet = {
  id: FLEET_ID,
  name: 'Packing line',
  createdAt: '2025-02-01T09:00:00Z',
  fleetType: 'static' as const,
  expression: null,
};

const installed: DeviceInstalledPackage = {
  packageId: 'my-app-1.2.0',
  name: 'my-app',
  version: '1.2.0',
  hashes: { sha256: SHA },
  hardwareIds: ['docker-compose'],
  packageSource: 'targets.json',
};

const forbidden = (msg: string): Route => ({ status: 403, body: { code: 'forbidden', msg } });
const proxyErrorPage: Route = {
  status: 502,
  contentType: 'text/html',
  body: '<html><body>502 Bad Gateway</body></html>',
  offContract: 'an error page from a proxy in front of the API',
};

/** The device, its installed packages and its update history, as `fleet.devices` joins them. */
function deviceResources(client: FleetClient) {
  return {
    ...createDevicesResource(client),
    ...createDevicePackagesResource(client),
    ...createDeviceHistoryResource(client),
  };
}

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, devices: deviceResources(server.client) };
}

describe('SPEC §7 device list (SPEC §9 defaults)', () => {
  it('asks for the first 10 devices by lastSeen, newest first, by default', async () => {
    const page = pageOf([device(1), device(2)], { limit: 10, total: 2 });
    const { server, devices } = await serve({
      'GET /api/v2beta/devices': { status: 200, body: page },
    });

    await expect(devices.listDevices()).resolves.toEqual(page);

    const query = server.exchanges[0]!.request.query;
    expect(Object.fromEntries(query)).toEqual({
      offset: '0',
      limit: '10',
      sortBy: 'LastSeen',
      sortDirection: 'Desc',
    });
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer test-token');
    expect(server.problems()).toEqual([]);
  });

  it('sends the query in SPEC words as the API names it (search as nameContains)', async () => {
    const { server, devices } = await serve({
      'GET /api/v2beta/devices': { status: 200, body: pageOf([device(1)], { offset: 20 }) },
    });

    await devices.listDevices({
      offset: 20,
      limit: 5,
      sortBy: 'Name',
      sortDirection: 'Asc',
      search: 'line 3',
      status: 'UpdatePending',
      hibernated: false,
      lastSeenStart: '2025-05-01T00:00:00Z',
      lastSeenEnd: '2025-05-12T00:00:00+02:00',
      createdAtStart: '2025-01-01T00:00:00Z',
      createdAtEnd: '2025-02-01T00:00:00Z',
      activatedAfter: '2025-01-01T00:00:00Z',
      activatedBefore: '2025-03-01T00:00:00Z',
      deviceUuids: [uuidFor(1), uuidFor(2)],
      hardwareIds: ['verdin-imx8mp', 'docker-compose'],
    });

    const query = server.exchanges[0]!.request.query;
    expect(query.get('nameContains')).toBe('line 3');
    expect(query.has('search')).toBe(false);
    expect(query.get('status')).toBe('UpdatePending');
    expect(query.get('hibernated')).toBe('false');
    expect(query.get('sortBy')).toBe('Name');
    expect(query.get('lastSeenEnd')).toBe('2025-05-11T22:00:00.000Z');
    expect(query.getAll('deviceUuids')).toEqual([uuidFor(1), uuidFor(2)]);
    expect(query.getAll('hardwareIds')).toEqual(['verdin-imx8mp', 'docker-compose']);
    expect([query.get('offset'), query.get('limit')]).toEqual(['20', '5']);
    expect(server.problems()).toEqual([]);
  });

  it('answers an empty selection of devices with an empty page, without a request', async () => {
    const { server, devices } = await serve({});
    await expect(devices.listDevices({ deviceUuids: [], limit: 10 })).resolves.toEqual({
      values: [],
      total: 0,
      offset: 0,
      limit: 10,
    });
    expect(server.exchanges).toHaveLength(0);
  });

  it('iterates over every page by offset in the order asked', async () => {
    const all = Array.from({ length: 25 }, (_, i) => device(i));
    const { server, devices } = await serve({
      'GET /api/v2beta/devices': ({ query }) => {
        const offset = Number(query.get('offset'));
        const limit = Number(query.get('limit'));
        return {
          status: 200,
          body: pageOf(all.slice(offset, offset + limit), { offset, limit, total: 25 }),
        };
      },
    });

    const seen: string[] = [];
    for await (const d of devices.iterateDevices(
      { search: 'Device', sortBy: 'Name', sortDirection: 'Asc' },
      { pageSize: 10 },
    ))
      seen.push(d.deviceUuid);

    expect(seen).toEqual(all.map((d) => d.deviceUuid));
    expect(server.exchanges.map((e) => e.request.query.get('offset'))).toEqual(['0', '10', '20']);
    expect(server.exchanges.every((e) => e.request.query.get('nameContains') === 'Device')).toBe(
      true,
    );
    expect(server.problems()).toEqual([]);
  });

  it('iterates without a sort through the uuid cursor, each device once while others move', async () => {
    const all = Array.from({ length: 25 }, (_, i) => device(i));
    const byUuid = [...all].sort((a, b) => (a.deviceUuid < b.deviceUuid ? -1 : 1));
    const { server, devices } = await serve({
      'GET /api/v2beta/devices': ({ query }) => {
        const after = query.get('uuidAfter');
        const before = query.get('uuidBefore');
        const limit = Number(query.get('limit'));
        const rest = byUuid.filter(
          (d) =>
            (after === null || d.deviceUuid > after) && (before === null || d.deviceUuid < before),
        );
        // A device checks in between pages: it would move to the front of the default sort.
        all.unshift(all.pop()!);
        return {
          status: 200,
          body: pageOf(rest.slice(0, limit), { offset: 0, limit, total: rest.length }),
        };
      },
    });

    const seen: string[] = [];
    for await (const d of devices.iterateDevices({ search: 'Device' }, { pageSize: 10 }))
      seen.push(d.deviceUuid);

    expect(seen).toEqual(byUuid.map((d) => d.deviceUuid));
    const asked = server.exchanges.map((e) => e.request.query);
    // Four quarters of the uuids at once (4 requests in flight by default); the test's
    // devices are all in the first, read by its cursor.
    expect(asked.slice(0, 4).map((q) => q.get('uuidBefore'))).toEqual([
      '40000000-0000-0000-0000-000000000000',
      '80000000-0000-0000-0000-000000000000',
      'c0000000-0000-0000-0000-000000000000',
      null,
    ]);
    const firstQuarter = asked.filter(
      (q) => q.get('uuidBefore') === '40000000-0000-0000-0000-000000000000',
    );
    expect(firstQuarter.map((q) => q.get('uuidAfter'))).toEqual([
      null,
      byUuid[9]!.deviceUuid,
      byUuid[19]!.deviceUuid,
    ]);
    expect(
      asked.every(
        (q) =>
          q.get('sortBy') === 'Uuid' &&
          q.get('sortDirection') === 'Asc' &&
          q.get('offset') === '0' &&
          q.get('nameContains') === 'Device',
      ),
    ).toBe(true);
    expect(server.problems()).toEqual([]);
  });

  it('iterates in pages of 1,000 by default', async () => {
    const { server, devices } = await serve({
      // The device is in the first quarter of the uuids, the one range without a start.
      'GET /api/v2beta/devices': ({ query }) => ({
        status: 200,
        body: query.has('uuidAfter') ? pageOf([], { total: 1 }) : pageOf([device(1)], { total: 1 }),
      }),
    });
    const seen: string[] = [];
    for await (const d of devices.iterateDevices()) seen.push(d.deviceUuid);
    expect(seen).toEqual([uuidFor(1)]);
    expect(server.exchanges.map((e) => e.request.query.get('limit'))).toEqual(
      Array(4).fill('1000'),
    );
  });
});

describe('an iteration stopped early', () => {
  it('leaves no request running and no rejection unhandled, with pages cut off mid-body', async () => {
    // The first quarter's page comes whole; the others send their first devices, then hold
    // the rest back until the client leaves: the loop stops while those bodies still arrive.
    const open = new Set<ServerResponse>();
    const local = await startLocalServer((request, response) => {
      open.add(response);
      response.on('close', () => open.delete(response));
      const values = Array.from({ length: 1_000 }, (_, i) => JSON.stringify(device(i)));
      const head = `{"total":4000,"offset":0,"limit":1000,"values":[${values.join(',')}`;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      if (request.url.includes('uuidAfter')) response.write(`${head},`);
      else response.end(`${head}]}`);
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const devices = createDevicesResource(
        createFleetClient({ baseUrl: local.url, getToken: () => 'token' }),
      );
      let read = 0;
      for await (const _ of devices.iterateDevices()) if (++read === 10) break;
      await waitFor(() => local.received.length >= 4 && open.size === 0);
      // A turn for a rejection left unhandled to be reported.
      await new Promise((done) => setTimeout(done, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await local.close();
    }
  });
});

/** Resolves once `condition` holds, checked every 10 ms (time-out far above what it needs). */
async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 10));
  }
}

describe('SPEC §7 device calls', () => {
  it('gets one device', async () => {
    const detail = { ...device(1), deviceFleets: [fleet], lastUpdated: null };
    const { server, devices } = await serve({
      [`GET /api/v2beta/devices/${uuidFor(1)}`]: { status: 200, body: detail },
    });
    await expect(devices.getDevice(uuidFor(1))).resolves.toEqual(detail);
    expect(server.problems()).toEqual([]);
  });

  it('deletes a device', async () => {
    const { server, devices } = await serve({
      [`DELETE /api/v2beta/devices/${UUID}`]: { status: 202 },
    });
    await expect(devices.deleteDevice(UUID)).resolves.toBeUndefined();
    expect(server.exchanges).toHaveLength(1);
    expect(server.problems()).toEqual([]);
  });

  it('lists the installed packages and the hardware ids', async () => {
    const { server, devices } = await serve({
      [`GET /api/v2beta/devices/${UUID}/packages`]: { status: 200, body: [installed] },
      'GET /api/v2beta/devices/hardware-ids': {
        status: 200,
        body: { values: ['verdin-imx8mp', 'docker-compose'] },
      },
    });
    await expect(devices.listInstalledPackages(UUID)).resolves.toEqual([installed]);
    await expect(devices.listHardwareIds()).resolves.toEqual(['verdin-imx8mp', 'docker-compose']);
    expect(server.problems()).toEqual([]);
  });

  it('hibernates and wakes a device', async () => {
    const { server, devices } = await serve({
      [`PUT /api/v2beta/devices/hibernation/${UUID}`]: { status: 200 },
    });
    await devices.setHibernation(UUID, true);
    await devices.setHibernation(UUID, false);
    expect(server.exchanges.map((e) => e.request.json)).toEqual([
      { status: true },
      { status: false },
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('renames a device with the name trimmed, and clears its notes with an empty string', async () => {
    const { server, devices } = await serve({
      [`PUT /api/v2beta/devices/name/${UUID}`]: { status: 200 },
      [`PUT /api/v2beta/devices/notes/${UUID}`]: { status: 200 },
    });
    await devices.renameDevice(UUID, '  Line 3 HMI ');
    await devices.setNotes(UUID, '');
    expect(server.exchanges.map((e) => e.request.json)).toEqual([
      { name: 'Line 3 HMI' },
      { notes: '' },
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('gets a provisioning token and an update assignment', async () => {
    const assignment = {
      correlationId: 'urn:here-ota:mtu:5d7f',
      inFlight: false,
      targets: {
        '07201234': {
          createdAt: '2025-05-12T08:00:00Z',
          image: { filepath: 'my-app-1.3.0', fileinfo: { hashes: { sha256: SHA }, length: 1873 } },
        },
      },
    };
    const { server, devices } = await serve({
      'GET /api/v2beta/devices/token': { status: 200, body: { token: 'prov-123' } },
      [`GET /api/v2beta/devices/uptane/${UUID}/assignment`]: { status: 200, body: [assignment] },
    });
    await expect(devices.getProvisioningToken()).resolves.toEqual({ token: 'prov-123' });
    await expect(devices.getUpdateAssignment(UUID)).resolves.toEqual([assignment]);
    expect(server.problems()).toEqual([]);
  });

  it('lists the components, and gives undefined when the server answers 404', async () => {
    const component = {
      id: '07201234',
      hardwareId: 'verdin-imx8mp',
      primary: true,
      image: { filepath: 'torizon-core-docker-7.2.0', size: 4096, hash: { sha256: SHA } },
    };
    const { server, devices } = await serve({
      [`GET /api/v2beta/devices/uptane/${uuidFor(1)}/components`]: {
        status: 200,
        body: [component],
      },
      [`GET /api/v2beta/devices/uptane/${uuidFor(2)}/components`]: {
        status: 404,
        body: { code: 'not_found', msg: 'No components reported' },
      },
    });
    await expect(devices.listComponents(uuidFor(1))).resolves.toEqual([component]);
    await expect(devices.listComponents(uuidFor(2))).resolves.toBeUndefined();
    expect(server.problems()).toEqual([]);
  });

  it('pages installation reports and update events (filtered by correlationId)', async () => {
    const report = {
      deviceUuid: UUID,
      correlationId: 'urn:here-ota:mtu:5d7f',
      result: { success: true, code: 'OK' },
      receivedAt: '2025-05-12T09:00:00Z',
    };
    const event = {
      deviceUuid: UUID,
      eventId: 'e1',
      eventType: { id: 'EcuDownloadStarted', version: 0 },
      correlationId: 'urn:here-ota:mtu:5d7f',
      deviceTime: '2025-05-12T08:50:00Z',
      receivedAt: '2025-05-12T08:50:01Z',
    };
    const { server, devices } = await serve({
      [`GET /api/v2beta/devices/installation-reports/${UUID}`]: ({ query }) => ({
        status: 200,
        body: pageOf(query.get('offset') === '0' ? [report] : [], { total: 1 }),
      }),
      [`GET /api/v2beta/devices/events/${UUID}`]: { status: 200, body: pageOf([event]) },
    });

    await expect(devices.listInstallationReports(UUID, { offset: 0, limit: 5 })).resolves.toEqual(
      pageOf([report], { total: 1 }),
    );
    const reports: unknown[] = [];
    for await (const r of devices.iterateInstallationReports(UUID)) reports.push(r);
    expect(reports).toEqual([report]);

    const events = await devices.listEvents(UUID, { correlationId: 'urn:here-ota:mtu:5d7f' });
    expect(events.values).toEqual([event]);
    expect(server.exchanges.at(-1)!.request.query.get('correlationId')).toBe(
      'urn:here-ota:mtu:5d7f',
    );
    expect(server.problems()).toEqual([]);
  });

  it('counts installed packages and devices', async () => {
    const { server, devices } = await serve({
      'POST /api/v2beta/devices/packages/installed-count': {
        status: 200,
        body: { targetNames: { 'my-app-1.2.0': 40 }, hashes: {} },
      },
      'GET /api/v2beta/devices-count': { status: 200, body: { total: 4 } },
    });
    await expect(
      devices.countInstalledPackages({ targetNames: ['my-app-1.2.0'] }),
    ).resolves.toEqual({
      targetNames: { 'my-app-1.2.0': 40 },
      hashes: {},
    });
    expect(server.exchanges[0]!.request.json).toEqual({
      targetNames: ['my-app-1.2.0'],
      hashes: [],
    });
    await expect(devices.countDevices()).resolves.toBe(4);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 device validation', () => {
  it.each([
    [{ offset: '5' }, 'offset must be a number'],
    [{ limit: Number.NaN }, 'limit must be a number'],
    [{ sortBy: 3 }, 'sortBy must be a string'],
    [{ sortDirection: 'Up' }, 'sortDirection must be Asc or Desc'],
    [{ search: 42 }, 'search must be a string'],
    [{ deviceUuids: 'abc' }, 'deviceUuids must be an array'],
    [{ hardwareIds: 'verdin' }, 'hardwareIds must be an array'],
    [{ lastSeenStart: 'yesterday-ish' }, 'lastSeenStart must be a valid date'],
    [{ deviceUuids: [''] }, 'Device uuid is required'],
  ])('refuses the list query %j before any request: %s', async (query, message) => {
    const { server, devices } = await serve({});
    // The query is deliberately ill-typed: callers without TypeScript can send anything.
    const bad = query as never;
    await expect(devices.listDevices(bad)).rejects.toBeInstanceOf(FleetValidationError);
    await expect(devices.listDevices(bad)).rejects.toThrow(message);
    expect(() => devices.iterateDevices(bad)).toThrow(message);
    expect(server.exchanges).toHaveLength(0);
  });

  it('requires a device uuid, a name, a boolean hibernation mode and a device to look up', async () => {
    const { server, devices } = await serve({});
    await expect(devices.getDevice('')).rejects.toThrow('Device uuid is required');
    await expect(devices.deleteDevice('  ')).rejects.toThrow('Device uuid is required');
    await expect(devices.renameDevice(UUID, '   ')).rejects.toThrow('Name is required');
    await expect(devices.setHibernation(UUID, 'yes' as never)).rejects.toThrow(
      'Hibernation mode must be a boolean',
    );
    await expect(devices.editDevice(UUID, {})).rejects.toThrow(
      'Device name or description is required',
    );
    await expect(devices.editDevice(UUID, { name: ' ', notes: 'x' })).rejects.toThrow(
      'Name is required',
    );
    await expect(devices.getFleetMembership([])).rejects.toThrow('deviceUuids is required');
    await expect(devices.listPackagesOfDevices([UUID, ''])).rejects.toThrow(
      'Device uuid is required',
    );
    await expect(devices.getDevice('')).rejects.toBeInstanceOf(FleetValidationError);
    expect(server.exchanges).toHaveLength(0);
  });
});

describe('SPEC §5 editing device name and description together', () => {
  it('sends both and reports each as updated', async () => {
    const { server, devices } = await serve({
      [`PUT /api/v2beta/devices/name/${UUID}`]: { status: 200 },
      [`PUT /api/v2beta/devices/notes/${UUID}`]: { status: 200 },
    });
    await expect(
      devices.editDevice(UUID, { name: ' Gate ', notes: 'By the door' }),
    ).resolves.toEqual({
      name: { updated: true, message: 'Name updated successfully' },
      notes: { updated: true, message: 'Description updated successfully' },
    });
    expect(server.exchanges.map((e) => e.request.json)).toEqual(
      expect.arrayContaining([{ name: 'Gate' }, { notes: 'By the door' }]),
    );
    expect(server.problems()).toEqual([]);
  });

  it('reports a refused name and an accepted description without throwing', async () => {
    const { server, devices } = await serve({
      [`PUT /api/v2beta/devices/name/${UUID}`]: forbidden('Not allowed to rename devices'),
      [`PUT /api/v2beta/devices/notes/${UUID}`]: { status: 200 },
    });
    const result = await devices.editDevice(UUID, { name: 'Gate', notes: '' });
    expect(result.name).toMatchObject({ updated: false, message: 'Name not updated' });
    expect(result.name?.error).toBeInstanceOf(FleetApiError);
    expect(result.notes).toEqual({ updated: true, message: 'Description updated successfully' });
    expect(server.exchanges).toHaveLength(2);
    expect(server.problems()).toEqual([]);
  });

  it('sends only the field given', async () => {
    const { server, devices } = await serve({
      [`PUT /api/v2beta/devices/notes/${UUID}`]: forbidden('Not allowed to edit notes'),
    });
    await expect(devices.editDevice(UUID, { notes: 'x' })).resolves.toMatchObject({
      notes: { updated: false, message: 'Description not updated' },
    });
    expect(server.exchanges).toHaveLength(1);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §8 device errors', () => {
  type Failing = (devices: ReturnType<typeof deviceResources>) => Promise<unknown>;
  const calls: [string, string, string, Failing][] = [
    [
      'delete',
      `DELETE /api/v2beta/devices/${UUID}`,
      'An error occurred while deleting the device.',
      (d) => d.deleteDevice(UUID),
    ],
    [
      'hibernation',
      `PUT /api/v2beta/devices/hibernation/${UUID}`,
      'An error occurred while setting the device hibernation mode.',
      (d) => d.setHibernation(UUID, true),
    ],
    [
      'installation reports',
      `GET /api/v2beta/devices/installation-reports/${UUID}`,
      'An error occurred while fetching the device installation reports.',
      (d) => d.listInstallationReports(UUID),
    ],
    [
      'update events',
      `GET /api/v2beta/devices/events/${UUID}`,
      'An error occurred while fetching the device update events.',
      (d) => d.listEvents(UUID),
    ],
    [
      'provisioning token',
      'GET /api/v2beta/devices/token',
      'An error occurred while fetching the provisioning token.',
      (d) => d.getProvisioningToken(),
    ],
  ];

  it.each(calls)(
    '%s: rethrows what the server said when it said something',
    async (_n, route, _t, call) => {
      const { server, devices } = await serve({
        [route]: forbidden('Not allowed in this repository'),
      });
      const error = await call(devices).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FleetApiError);
      expect(error).toMatchObject({
        status: 403,
        code: 'forbidden',
        message: 'Not allowed in this repository',
        body: { code: 'forbidden', msg: 'Not allowed in this repository' },
      });
      expect(server.problems()).toEqual([]);
    },
  );

  it.each(calls)(
    '%s: reads as the SPEC text when the server gave no message',
    async (_n, route, text, call) => {
      const { server, devices } = await serve({ [route]: proxyErrorPage });
      const error = await call(devices).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FleetApiError);
      expect(error).toMatchObject({ status: 502, message: text, body: proxyErrorPage.body });
      expect((error as FleetApiError).cause).toBeInstanceOf(FleetApiError);
      expect(server.problems()).toEqual([]);
    },
  );

  it.each(calls)(
    '%s: reads as the SPEC text when the server cannot be reached',
    async (_n, _r, text, call) => {
      const client = createFleetClient({ baseUrl: await unreachableUrl(), getToken: () => 't' });
      await expect(call(deviceResources(client))).rejects.toMatchObject({
        name: 'FleetApiError',
        status: 0,
        message: text,
      });
    },
  );

  it('fleet membership failures always read as the SPEC text, keeping the server body', async () => {
    const body = { code: 'forbidden', msg: 'Not allowed in this repository' };
    const { server, devices } = await serve({
      'GET /api/v2beta/devices/fleet-membership': { status: 403, body },
    });
    await expect(devices.getFleetMembership([UUID])).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 403,
      message: 'An error occurred while fetching the device fleet membership.',
      body,
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §9 URL batching of device calls', () => {
  const uuids = Array.from({ length: 100 }, (_, i) => uuidFor(i));

  it('looks up the fleet membership of 100 devices in 3 requests of at most 2048 characters', async () => {
    const { server, devices } = await serve({
      'GET /api/v2beta/devices/fleet-membership': ({ query }) => ({
        status: 200,
        body: {
          values: Object.fromEntries(
            query.getAll('deviceUuids').map((id, i) => [id, i % 2 === 0 ? [fleet] : []]),
          ),
        },
      }),
    });

    const membership = await devices.getFleetMembership(uuids);

    expect(server.exchanges).toHaveLength(3);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(Object.keys(membership).sort()).toEqual([...uuids].sort());
    expect(membership[uuidFor(0)]).toEqual([fleet]);
    expect(membership[uuidFor(41)]).toEqual([]);
    expect(server.problems()).toEqual([]);
  });

  it('asks once for up to 40 devices', async () => {
    const { server, devices } = await serve({
      'GET /api/v2beta/devices/fleet-membership': { status: 200, body: { values: {} } },
    });
    await devices.getFleetMembership(uuids.slice(0, 40));
    expect(server.exchanges).toHaveLength(1);
    expect(server.exchanges[0]!.request.query.getAll('deviceUuids')).toHaveLength(40);
    expect(server.problems()).toEqual([]);
  });

  it('lists the packages of 100 devices in 3 requests, merged in the order asked', async () => {
    const { server, devices } = await serve({
      'GET /api/v2beta/devices/packages': ({ query }) => {
        const asked = query.getAll('deviceUuid');
        return {
          status: 200,
          body: pageOf(
            asked.map((deviceUuid) => ({ deviceUuid, installedPackages: [installed] })),
            { limit: Number(query.get('limit')) },
          ),
        };
      },
    });

    const packages = await devices.listPackagesOfDevices(uuids);

    expect(server.exchanges).toHaveLength(3);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(packages.map((p) => p.deviceUuid)).toEqual(uuids);
    expect(packages[99]!.installedPackages).toEqual([installed]);
    expect(server.problems()).toEqual([]);
  });

  it('sends no request for no devices', async () => {
    const { server, devices } = await serve({});
    await expect(devices.listPackagesOfDevices([])).resolves.toEqual([]);
    expect(server.exchanges).toHaveLength(0);
  });
});
