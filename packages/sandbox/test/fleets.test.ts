import { createFleetClient, type components } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFleetsResource } from '../../sdk/src/resources/fleets.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { domainCallers, query, type DomainCallers } from './helpers/device-domain.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

type Schemas = components['schemas'];
type Device = Schemas['Device'];
type Fleet = Schemas['Fleet'];

const FLEETS = '/api/v2beta/fleets';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let sandbox: Sandbox;
let who: DomainCallers;
let devices: Device[];

const fleetsPage = async (params: Parameters<typeof query>[0] = {}, token = who.dev) =>
  (await call(sandbox, `${FLEETS}${query(params)}`, { token })).body as Schemas['FleetPage'];
const createFleet = async (body: unknown, token = who.dev) =>
  call(sandbox, FLEETS, { token, method: 'POST', body });
const countOf = async (ids: string[]) =>
  (
    (await call(sandbox, `/api/v2beta/fleets-count${query({ groupIds: ids })}`, { token: who.dev }))
      .body as Schemas['FleetDeviceCounts']
  ).values;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 60 });
  who = await domainCallers(sandbox);
  devices = (
    (await call(sandbox, '/api/v2beta/devices?limit=1000', { token: who.dev }))
      .body as Schemas['DevicePage']
  ).values;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §7 Fleets: the fleet list', () => {
  it('lists the seeded fleets by name ascending (SPEC §9), filters and sorts them', async () => {
    const page = await fleetsPage();
    expect(page.values.map((f) => f.name)).toEqual([
      'Field units',
      'Lab',
      'Production line A',
      'Verdin boards',
    ]);
    expect(page).toMatchObject({ total: 4, offset: 0, limit: 50 });
    expect((await fleetsPage({ nameContains: 'LINE' })).values.map((f) => f.name)).toEqual([
      'Production line A',
    ]);
    const byAge = (await fleetsPage({ sortBy: 'CreatedAt', sortDirection: 'Desc' })).values.map(
      (f) => f.createdAt,
    );
    expect(byAge).toEqual([...byAge].sort().reverse());
    const byId = (await fleetsPage({ sortBy: 'Id', sortDirection: 'Asc' })).values.map((f) => f.id);
    expect(byId).toEqual([...byId].sort());
    expect(await fleetsPage({ limit: 0 })).toEqual({ total: 4, offset: 0, limit: 0, values: [] });
    expect((await fleetsPage({}, who.guest)).values.map((f) => f.name)).toEqual([
      'Pilot gateways',
      'Pilot line',
    ]);
  });

  it('answers 400 for a bad sort and 403 without the fleets read right', async () => {
    const bad = await call(sandbox, `${FLEETS}?sortBy=Size`, { token: who.dev });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).msg).toBe('sortBy must be one of Name, Id, CreatedAt');
    expect((await call(sandbox, `${FLEETS}?sortDirection=up`, { token: who.dev })).status).toBe(
      400,
    );
    expect((await call(sandbox, FLEETS, { token: who.provisionClient })).status).toBe(403);
  });
});

describe('SPEC §7 Fleets: create, edit, delete', () => {
  it('creates a static fleet (201, its id), reads it, and refuses a taken name with 409', async () => {
    const created = await createFleet({ name: ' Packing line ', fleetType: 'static' });
    expect(created.status).toBe(201);
    const id = created.body as string;
    const fleet = (await call(sandbox, `${FLEETS}/${id}`, { token: who.dev })).body as Fleet;
    expect(fleet).toMatchObject({
      id,
      name: 'Packing line',
      fleetType: 'static',
      expression: null,
    });
    const taken = await createFleet({ name: 'packing LINE' });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).code).toBe('conflict');
  });

  it.each([
    [{}, 'fleet name is required'],
    [{ name: '  ' }, 'fleet name is required'],
    [{ name: 'X', fleetType: 'smart' }, 'fleetType must be one of static, dynamic'],
    [{ name: 'X', fleetType: 'dynamic' }, 'A dynamic fleet needs an expression.'],
    [
      { name: 'X', fleetType: 'static', expression: 'name contains a' },
      'A static fleet has no expression.',
    ],
  ])('refuses %j with 400', async (body, msg) => {
    const refused = await createFleet(body);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).msg).toBe(msg);
  });

  it('refuses a dynamic fleet whose expression does not parse', async () => {
    const refused = await createFleet({
      name: 'Broken',
      fleetType: 'dynamic',
      expression: 'colour is red',
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).msg).toMatch(/^The expression is not valid: /);
  });

  it('edits a fleet (200, the fleet), answers 409 for a taken name and 404 for an unknown fleet', async () => {
    const id = (await createFleet({ name: 'Night shift' })).body as string;
    const edited = await call(sandbox, `${FLEETS}/${id}`, {
      token: who.dev,
      method: 'PUT',
      body: { name: 'Late shift' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: 'Late shift' });
    expect(
      (
        await call(sandbox, `${FLEETS}/${id}`, {
          token: who.dev,
          method: 'PUT',
          body: { name: 'Lab' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(sandbox, `${FLEETS}/${id}`, {
          token: who.dev,
          method: 'PUT',
          body: { name: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(sandbox, `${FLEETS}/${UNKNOWN}`, {
          token: who.dev,
          method: 'PUT',
          body: { name: 'Y' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a fleet; its devices stay', async () => {
    const id = (await createFleet({ name: 'Short lived' })).body as string;
    const member = devices[0]!.deviceUuid;
    await call(sandbox, `${FLEETS}/${id}/devices`, {
      token: who.dev,
      method: 'POST',
      body: [member],
    });
    expect(
      (await call(sandbox, `${FLEETS}/${id}`, { token: who.dev, method: 'DELETE' })).status,
    ).toBe(200);
    expect((await call(sandbox, `${FLEETS}/${id}`, { token: who.dev })).status).toBe(404);
    expect(
      (await call(sandbox, `${FLEETS}/${id}`, { token: who.dev, method: 'DELETE' })).status,
    ).toBe(404);
    expect((await call(sandbox, `/api/v2beta/devices/${member}`, { token: who.dev })).status).toBe(
      200,
    );
  });

  it('refuses every change to the read-only guest with 403', async () => {
    const [pilotLine] = (await fleetsPage({ nameContains: 'Pilot line' }, who.guest)).values;
    const path = `${FLEETS}/${pilotLine!.id}`;
    expect((await createFleet({ name: 'Guest fleet' }, who.guest)).status).toBe(403);
    expect(
      (await call(sandbox, path, { token: who.guest, method: 'PUT', body: { name: 'Renamed' } }))
        .status,
    ).toBe(403);
    expect((await call(sandbox, path, { token: who.guest, method: 'DELETE' })).status).toBe(403);
    const someone = devices[0]!.deviceUuid;
    expect(
      (
        await call(sandbox, `${path}/devices`, {
          token: who.guest,
          method: 'POST',
          body: [someone],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sandbox, `${path}/devices`, {
          token: who.guest,
          method: 'DELETE',
          body: [someone],
        })
      ).status,
    ).toBe(403);
    expect((await call(sandbox, path, { token: who.guest })).status).toBe(200);
  });
});

describe('SPEC §7 Fleets: devices of fleets', () => {
  it('adds devices (POST array), lists them by name, counts them and splits them by status', async () => {
    const id = (await createFleet({ name: 'Warehouse' })).body as string;
    const members = devices.slice(10, 22);
    const path = `${FLEETS}/${id}/devices`;
    expect(
      (
        await call(sandbox, path, {
          token: who.dev,
          method: 'POST',
          body: members.map((d) => d.deviceUuid),
        })
      ).status,
    ).toBe(200);
    // Devices already in it are left alone.
    expect(
      (
        await call(sandbox, path, {
          token: who.dev,
          method: 'POST',
          body: [members[0]!.deviceUuid],
        })
      ).status,
    ).toBe(200);
    const page = (await call(sandbox, `${path}?limit=5`, { token: who.dev }))
      .body as Schemas['DevicePage'];
    expect(page.total).toBe(12);
    const names = (
      (await call(sandbox, `${path}?limit=100`, { token: who.dev })).body as Schemas['DevicePage']
    ).values.map((d) => d.deviceName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byId = (
      (
        await call(sandbox, `${path}${query({ sortBy: 'Id', sortDirection: 'Desc' })}`, {
          token: who.dev,
        })
      ).body as Schemas['DevicePage']
    ).values.map((d) => d.deviceId);
    expect(byId).toEqual([...byId].sort().reverse());
    expect(await countOf([id, UNKNOWN])).toEqual({ [id]: 12 });
    const stats = (await call(sandbox, `${FLEETS}/${id}/devices-stats`, { token: who.dev }))
      .body as Schemas['FleetDeviceStats'];
    expect(stats.total).toBe(12);
    expect(Object.values(stats.statuses).reduce((a, b) => a + b, 0)).toBe(12);
    expect(stats.statuses.Error).toBe(members.filter((d) => d.deviceStatus === 'Error').length);
    expect(stats.hibernated).toBe(members.filter((d) => d.hibernated).length);
    const membership = (
      await call(
        sandbox,
        `/api/v2beta/devices/fleet-membership?deviceUuids=${members[0]!.deviceUuid}`,
        { token: who.dev },
      )
    ).body as Schemas['FleetMembership'];
    expect(membership.values[members[0]!.deviceUuid]?.map((f) => f.id)).toContain(id);

    expect(
      (
        await call(sandbox, path, {
          token: who.dev,
          method: 'DELETE',
          body: members.slice(0, 4).map((d) => d.deviceUuid),
        })
      ).status,
    ).toBe(200);
    expect(await countOf([id])).toEqual({ [id]: 8 });
  });

  it('refuses bodies that are not non-empty uuid arrays (400) and unknown devices or fleets (404)', async () => {
    const id = (await createFleet({ name: 'Strict' })).body as string;
    const path = `${FLEETS}/${id}/devices`;
    for (const body of [[], 'abc', { uuids: [] }]) {
      const refused = await call(sandbox, path, { token: who.dev, method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).msg).toBe('deviceUuids is required');
    }
    expect(
      (await call(sandbox, path, { token: who.dev, method: 'POST', body: ['not-a-uuid'] })).status,
    ).toBe(400);
    const unknown = await call(sandbox, path, {
      token: who.dev,
      method: 'POST',
      body: [devices[0]!.deviceUuid, UNKNOWN],
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).description).toContain(UNKNOWN);
    expect(await countOf([id])).toEqual({ [id]: 0 });
    expect((await call(sandbox, `${FLEETS}/${UNKNOWN}/devices`, { token: who.dev })).status).toBe(
      404,
    );
    expect(
      (await call(sandbox, `${FLEETS}/${UNKNOWN}/devices-stats`, { token: who.dev })).status,
    ).toBe(404);
  });

  it('previews the devices an expression matches before a fleet is saved', async () => {
    const preview = async (expression: string, limit = 1000) =>
      call(sandbox, `/api/v2beta/fleets-expression-devices${query({ expression, limit })}`, {
        token: who.dev,
      });
    const expected = devices
      .filter((d) => d.hardwareIds?.includes('apalis-imx8'))
      .map((d) => d.deviceUuid)
      .sort();
    const all = (await preview('hardwareId is apalis-imx8')).body as Schemas['DevicePage'];
    expect(all.values.map((d) => d.deviceUuid).sort()).toEqual(expected);
    expect(all.total).toBe(expected.length);
    const first = (await preview('hardwareId is apalis-imx8', 1)).body as Schemas['DevicePage'];
    expect(first).toMatchObject({ total: expected.length, limit: 1 });
    expect(first.values).toHaveLength(1);

    const refused = await preview('colour is red');
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).msg).toMatch(/^The expression is not valid: /);
    expect((await preview('')).status).toBe(400);
  });

  it('keeps the devices of a dynamic fleet by its expression', async () => {
    const created = await createFleet({
      name: 'Apalis units',
      fleetType: 'dynamic',
      expression: 'hardwareId is apalis-imx8',
    });
    const id = created.body as string;
    const expected = devices
      .filter((d) => d.hardwareIds?.includes('apalis-imx8'))
      .map((d) => d.deviceUuid)
      .sort();
    const listed = (
      (await call(sandbox, `${FLEETS}/${id}/devices?limit=1000`, { token: who.dev }))
        .body as Schemas['DevicePage']
    ).values
      .map((d) => d.deviceUuid)
      .sort();
    expect(listed).toEqual(expected);
    expect(await countOf([id])).toEqual({ [id]: expected.length });
    const added = await call(sandbox, `${FLEETS}/${id}/devices`, {
      token: who.dev,
      method: 'POST',
      body: [devices[0]!.deviceUuid],
    });
    expect(added.status).toBe(400);
    const edited = await call(sandbox, `${FLEETS}/${id}`, {
      token: who.dev,
      method: 'PUT',
      body: {
        name: 'Apalis or Colibri',
        expression: 'hardwareId is apalis-imx8 or hardwareId is colibri-imx8x',
      },
    });
    expect(edited.body).toMatchObject({
      expression: 'hardwareId is apalis-imx8 or hardwareId is colibri-imx8x',
    });
    expect(await countOf([id])).toEqual({
      [id]: devices.filter((d) =>
        d.hardwareIds?.some((h) => h === 'apalis-imx8' || h === 'colibri-imx8x'),
      ).length,
    });
  });

  it('lists the devices of several fleets once each, and needs at least one fleet id', async () => {
    const a = (await createFleet({ name: 'Overlap A' })).body as string;
    const b = (await createFleet({ name: 'Overlap B' })).body as string;
    await call(sandbox, `${FLEETS}/${a}/devices`, {
      token: who.dev,
      method: 'POST',
      body: devices.slice(0, 5).map((d) => d.deviceUuid),
    });
    await call(sandbox, `${FLEETS}/${b}/devices`, {
      token: who.dev,
      method: 'POST',
      body: devices.slice(3, 8).map((d) => d.deviceUuid),
    });
    const page = (
      await call(
        sandbox,
        `/api/v2beta/fleets-devices${query({ fleetIds: [a, b, UNKNOWN], limit: 100 })}`,
        { token: who.dev },
      )
    ).body as Schemas['DevicePage'];
    expect(page.total).toBe(8);
    expect(page.values.map((d) => d.deviceUuid).sort()).toEqual(
      devices
        .slice(0, 8)
        .map((d) => d.deviceUuid)
        .sort(),
    );
    const missing = await call(sandbox, '/api/v2beta/fleets-devices', { token: who.dev });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).msg).toBe('fleetIds must be an array of fleet ids');
    const noGroups = await call(sandbox, '/api/v2beta/fleets-count', { token: who.dev });
    expect(noGroups.status).toBe(400);
  });
});

describe('SDK fleets resource against the sandbox', () => {
  it('creates a fleet, adds and removes devices, lists, counts and deletes it through @fleet/sdk', async () => {
    const fleets = createFleetsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => who.dev }),
    );
    const id = await fleets.createFleet({ name: 'Made by the SDK' });
    const uuids = devices.slice(30, 36).map((d) => d.deviceUuid);
    await fleets.addFleetDevices(id, uuids);
    await fleets.removeFleetDevices(id, uuids.slice(0, 2));
    expect(await fleets.countFleetDevices([id])).toEqual({ [id]: 4 });
    const listed: string[] = [];
    for await (const device of fleets.iterateFleetDevices(id, {}, { pageSize: 3 }))
      listed.push(device.deviceUuid);
    expect(listed.sort()).toEqual(uuids.slice(2).sort());
    expect((await fleets.getFleetDeviceStats(id)).total).toBe(4);
    expect((await fleets.editFleet(id, { name: 'Renamed by the SDK' })).name).toBe(
      'Renamed by the SDK',
    );
    expect((await fleets.devicesOfFleets([id])).length).toBe(4);
    await fleets.deleteFleet(id);
    await expect(fleets.getFleet(id)).rejects.toMatchObject({ status: 404 });
  });
});
