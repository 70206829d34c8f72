import { afterEach, describe, expect, it } from 'vitest';
import { URL_LIMIT } from '../domain/constants';
import { FleetValidationError } from '../domain/validation';
import type { Device } from './devices';
import { createFleetsResource, type Fleet } from './fleets';
import {
  pageOf,
  startContractServer,
  uuidFor,
  type Answer,
  type ContractServer,
  type Route,
  type RouteRequest,
} from './testing/contract-server';

const FLEET_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const fleetAt = (i: number): Fleet => ({
  id: uuidFor(i, '7c9e6679'),
  name: `Fleet ${String(i).padStart(3, '0')}`,
  createdAt: '2025-02-01T09:00:00Z',
  fleetType: 'static',
  expression: null,
});

const deviceAt = (i: number): Device => ({
  deviceUuid: uuidFor(i),
  deviceId: `colibri-imx7-${i}`,
  deviceName: `Device ${i}`,
  deviceStatus: 'Outdated',
  hibernated: false,
  createdAt: '2025-01-20T10:02:00Z',
  hardwareIds: ['colibri-imx7-emmc'],
});

/** A page of `all` as asked for by offset and limit. */
function answerPage<T>(all: T[], { query }: RouteRequest): Answer {
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  return {
    status: 200,
    body: pageOf(all.slice(offset, offset + limit), { offset, limit, total: all.length }),
  };
}

const pagedFrom =
  <T>(all: T[]): Route =>
  (request) =>
    answerPage(all, request);

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, fleets: createFleetsResource(server.client) };
}

describe('SPEC §7 fleet list (SPEC §9 defaults)', () => {
  it('asks for the first 10 fleets by name, ascending, by default', async () => {
    const page = pageOf([fleetAt(1), fleetAt(2)], { limit: 10 });
    const { server, fleets } = await serve({
      'GET /api/v2beta/fleets': { status: 200, body: page },
    });

    await expect(fleets.listFleets()).resolves.toEqual(page);

    expect(Object.fromEntries(server.exchanges[0]!.request.query)).toEqual({
      offset: '0',
      limit: '10',
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(server.problems()).toEqual([]);
  });

  it('sends search as nameContains, with the sort asked for', async () => {
    const { server, fleets } = await serve({
      'GET /api/v2beta/fleets': {
        status: 200,
        body: pageOf([fleetAt(1)], { offset: 10, limit: 5 }),
      },
    });
    await fleets.listFleets({
      search: 'line',
      sortBy: 'CreatedAt',
      sortDirection: 'Desc',
      offset: 10,
      limit: 5,
    });
    expect(Object.fromEntries(server.exchanges[0]!.request.query)).toEqual({
      offset: '10',
      limit: '5',
      nameContains: 'line',
      sortBy: 'CreatedAt',
      sortDirection: 'Desc',
    });
    expect(server.problems()).toEqual([]);
  });

  it('iterates over every fleet with for await', async () => {
    const all = Array.from({ length: 23 }, (_, i) => fleetAt(i));
    const { server, fleets } = await serve({ 'GET /api/v2beta/fleets': pagedFrom(all) });
    const names: string[] = [];
    for await (const fleet of fleets.iterateFleets({}, { pageSize: 10 })) names.push(fleet.name);
    expect(names).toEqual(all.map((f) => f.name));
    expect(server.exchanges).toHaveLength(3);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §7 fleet calls', () => {
  it('creates a static fleet by default and gives its id', async () => {
    const { server, fleets } = await serve({
      'POST /api/v2beta/fleets': { status: 201, body: FLEET_ID },
    });
    await expect(fleets.createFleet({ name: '  Packing line ' })).resolves.toBe(FLEET_ID);
    expect(server.exchanges[0]!.request.json).toEqual({
      name: 'Packing line',
      fleetType: 'static',
    });
    expect(server.problems()).toEqual([]);
  });

  it('gets, edits and deletes a fleet', async () => {
    const fleet = fleetAt(1);
    const renamed = { ...fleet, name: 'Packing line 2' };
    const path = `/api/v2beta/fleets/${fleet.id}`;
    const { server, fleets } = await serve({
      [`GET ${path}`]: { status: 200, body: fleet },
      [`PUT ${path}`]: { status: 200, body: renamed },
      [`DELETE ${path}`]: { status: 200 },
    });
    await expect(fleets.getFleet(fleet.id)).resolves.toEqual(fleet);
    await expect(fleets.editFleet(fleet.id, { name: 'Packing line 2 ' })).resolves.toEqual(renamed);
    expect(server.exchanges[1]!.request.json).toEqual({ name: 'Packing line 2' });
    await expect(fleets.deleteFleet(fleet.id)).resolves.toBeUndefined();
    expect(server.problems()).toEqual([]);
  });

  it('lists a fleet devices: 10 by name, ascending, by default; and iterates them', async () => {
    const all = Array.from({ length: 12 }, (_, i) => deviceAt(i));
    const { server, fleets } = await serve({
      [`GET /api/v2beta/fleets/${FLEET_ID}/devices`]: pagedFrom(all),
    });
    const page = await fleets.listFleetDevices(FLEET_ID);
    expect(page.values).toEqual(all.slice(0, 10));
    expect(Object.fromEntries(server.exchanges[0]!.request.query)).toEqual({
      offset: '0',
      limit: '10',
      sortBy: 'Name',
      sortDirection: 'Asc',
    });

    const seen: string[] = [];
    for await (const d of fleets.iterateFleetDevices(FLEET_ID, { search: 'Dev' }, { pageSize: 5 }))
      seen.push(d.deviceUuid);
    expect(seen).toEqual(all.map((d) => d.deviceUuid));
    expect(server.exchanges.slice(1).map((e) => e.request.query.get('offset'))).toEqual([
      '0',
      '5',
      '10',
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('adds devices to a fleet and removes them (uuids as the DELETE body)', async () => {
    const path = `/api/v2beta/fleets/${FLEET_ID}/devices`;
    const { server, fleets } = await serve({
      [`POST ${path}`]: { status: 200 },
      [`DELETE ${path}`]: { status: 200 },
    });
    await fleets.addFleetDevices(FLEET_ID, [uuidFor(1), uuidFor(2)]);
    await fleets.removeFleetDevices(FLEET_ID, [uuidFor(2)]);
    expect(server.exchanges.map((e) => [e.request.method, e.request.json])).toEqual([
      ['POST', [uuidFor(1), uuidFor(2)]],
      ['DELETE', [uuidFor(2)]],
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('gets the device statistics of a fleet', async () => {
    const stats = {
      fleetId: FLEET_ID,
      total: 5,
      hibernated: 1,
      statuses: {
        UpToDate: 3,
        Outdated: 1,
        UpdatePending: 0,
        UpdateScheduled: 0,
        Error: 1,
        NotSeen: 0,
      },
    };
    const { server, fleets } = await serve({
      [`GET /api/v2beta/fleets/${FLEET_ID}/devices-stats`]: { status: 200, body: stats },
    });
    await expect(fleets.getFleetDeviceStats(FLEET_ID)).resolves.toEqual(stats);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 fleet validation', () => {
  it.each([
    [{ limit: '10' }, 'limit must be a number'],
    [{ offset: null }, 'offset must be a number'],
    [{ search: 1 }, 'search must be a string'],
    [{ sortBy: false }, 'sortBy must be a string'],
    [{ sortDirection: 'asc' }, 'sortDirection must be Asc or Desc'],
  ])('refuses the list query %j before any request: %s', async (query, message) => {
    const { server, fleets } = await serve({});
    const bad = query as never;
    await expect(fleets.listFleets(bad)).rejects.toThrow(message);
    await expect(fleets.listFleetDevices(FLEET_ID, bad)).rejects.toThrow(message);
    expect(() => fleets.iterateFleetDevices(FLEET_ID, bad)).toThrow(message);
    await expect(fleets.devicesOfFleets([FLEET_ID], bad)).rejects.toThrow(message);
    expect(server.exchanges).toHaveLength(0);
  });

  it('requires a fleet, its name, ids, properties and at least one device', async () => {
    const { server, fleets } = await serve({});
    await expect(fleets.createFleet(undefined as never)).rejects.toThrow('fleet is required');
    await expect(fleets.createFleet({ name: ' ' })).rejects.toThrow('fleet name is required');
    await expect(fleets.getFleet('')).rejects.toThrow('fleetId is required');
    await expect(fleets.deleteFleet('')).rejects.toThrow('fleetId is required');
    await expect(fleets.editFleet('', { name: 'x' })).rejects.toThrow('fleetId is required');
    await expect(fleets.editFleet(FLEET_ID, undefined as never)).rejects.toThrow(
      'properties is required',
    );
    await expect(fleets.editFleet(FLEET_ID, { name: '' })).rejects.toThrow(
      'fleet name is required',
    );
    await expect(fleets.addFleetDevices(FLEET_ID, [])).rejects.toThrow('deviceUuids is required');
    await expect(fleets.removeFleetDevices(FLEET_ID, [''])).rejects.toThrow(
      'Device uuid is required',
    );
    await expect(fleets.countFleetDevices('abc' as never)).rejects.toThrow(
      'fleetIds must be an array of fleet ids',
    );
    await expect(fleets.devicesOfFleets([FLEET_ID, ''])).rejects.toBeInstanceOf(
      FleetValidationError,
    );
    expect(server.exchanges).toHaveLength(0);
  });
});

describe('SPEC §9 URL batching of fleet calls', () => {
  const fleetIds = Array.from({ length: 100 }, (_, i) => uuidFor(i, '7c9e6679'));

  it('counts the devices of 100 fleets in 3 requests of at most 2048 characters', async () => {
    const { server, fleets } = await serve({
      'GET /api/v2beta/fleets-count': ({ query }) => ({
        status: 200,
        body: { values: Object.fromEntries(query.getAll('groupIds').map((id, i) => [id, i])) },
      }),
    });

    const counts = await fleets.countFleetDevices(fleetIds);

    expect(server.exchanges).toHaveLength(3);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(Object.keys(counts)).toHaveLength(100);
    expect(counts[fleetIds[41]!]).toBe(1); // second in the second request
    expect(server.problems()).toEqual([]);
  });

  it('lists the devices of 100 fleets: 3 groups, each walked by page, each device once', async () => {
    // Fleet i holds devices i and i + 1, so neighbouring fleets share a device, also across
    // groups (fleets 39 and 40 share device 40).
    const { server, fleets } = await serve({
      'GET /api/v2beta/fleets-devices': (request) => {
        const asked = request.query.getAll('fleetIds').map((id) => Number(id.slice(-12)));
        const members = [...new Set(asked.flatMap((i) => [i, i + 1]))].map(deviceAt);
        return answerPage(members, request);
      },
    });

    const devices = await fleets.devicesOfFleets(fleetIds, { search: 'Device' }, { pageSize: 50 });

    // 40 fleets hold 41 devices: one page per group.
    expect(server.exchanges).toHaveLength(3);
    for (const { fullUrl } of server.exchanges)
      expect(fullUrl.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(server.exchanges.every((e) => e.request.query.get('nameContains') === 'Device')).toBe(
      true,
    );
    expect(devices.map((d) => d.deviceUuid)).toEqual(
      Array.from({ length: 101 }, (_, i) => uuidFor(i)),
    );
    expect(server.problems()).toEqual([]);
  });

  it('walks every page of a group with more devices than a page', async () => {
    const all = Array.from({ length: 25 }, (_, i) => deviceAt(i));
    const { server, fleets } = await serve({ 'GET /api/v2beta/fleets-devices': pagedFrom(all) });
    const devices = await fleets.devicesOfFleets([FLEET_ID], {}, { pageSize: 10 });
    expect(devices).toEqual(all);
    expect(server.exchanges.map((e) => e.request.query.get('offset'))).toEqual(['0', '10', '20']);
    expect(server.problems()).toEqual([]);
  });

  it('sends no request for no fleets', async () => {
    const { server, fleets } = await serve({});
    await expect(fleets.countFleetDevices([])).resolves.toEqual({});
    await expect(fleets.devicesOfFleets([])).resolves.toEqual([]);
    expect(server.exchanges).toHaveLength(0);
  });
});
