import { createFleetClient, type components } from '@fleet/sdk';
import { UPDATE_INITIATION_ERROR_SUMMARIES } from '@fleet/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpdatesResource } from '../../sdk/src/resources/updates-resource.js';
import { UpdateRefusedError } from '../../sdk/src/resources/updates.js';
import type { Sandbox } from '../src/sandbox.js';
import { ManualClock } from '../src/simulator/index.js';
import type { Device } from '../src/store/devices.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';
import { callWithHeaders, makeDevice, type MadeDevice } from './helpers/updates.js';

type Schemas = components['schemas'];
type CreateResult = Schemas['UpdateCreateResult'];
type DeviceUpdate = Schemas['DeviceUpdate'];

// Catalogue packages every demo repository has (src/seed/catalogue.ts).
const OS_OLD = 'torizon-os-verdin-imx8mp-6.8.2';
const OS_NEW = 'torizon-os-verdin-imx8mp-7.1.0';
const APP_OLD = 'sensor-gateway-1.1.0';
const APP_NEW = 'sensor-gateway-1.2.0';
const COLIBRI_OS = 'torizon-os-colibri-imx8x-7.1.0';
const VERDIN: MadeDevice['components'] = {
  'verdin-imx8mp': OS_OLD,
  'docker-compose': APP_OLD,
};

let sandbox: Sandbox;
let token: string;
let guestToken: string;
let repositoryId: string;
const clock = new ManualClock();

const verdin = (extra: Partial<MadeDevice> = {}): Promise<Device> =>
  makeDevice(sandbox, repositoryId, { components: VERDIN, ...extra });

const updateDevices = (body: unknown, as = token) =>
  call(sandbox, '/api/v2beta/updates', { token: as, method: 'POST', body });
const updateDevice = (uuid: string, body: unknown, as = token) =>
  call(sandbox, `/api/v2beta/updates/devices/${uuid}`, { token: as, method: 'POST', body });
const deviceUpdates = async (uuid: string) =>
  (await call(sandbox, `/api/v2beta/updates/devices/${uuid}`, { token })).body as DeviceUpdate[];
const statusOf = async (uuid: string) =>
  (await sandbox.context.stores.devices.find(repositoryId, uuid))?.deviceStatus;

beforeAll(async () => {
  sandbox = await startTestSandbox({}, { simulator: { clock, outcome: () => 'success' } });
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  repositoryId = (await sandbox.context.stores.repositories.personalOf(dev?.id ?? ''))?.id ?? '';
  const [shared] = await sandbox.context.stores.repositories.listShared(dev?.id ?? '');
  const guest = await tokensFor(sandbox.url, 'guest@example.com');
  const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared?.id}`, {
    method: 'POST',
    token: guest.access_token,
  });
  guestToken = (minted.body as { access: string }).access;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §8 update initiation errors, from the device state', () => {
  it('device_no_compatible_hardware: no component has the hardware id of the package', async () => {
    const device = await verdin();
    const many = await updateDevices({ packageIds: [COLIBRI_OS], devices: [device.deviceUuid] });
    expect(many.status).toBe(200);
    expect(many.body).toEqual({
      affected: [],
      notAffected: [
        {
          deviceUuid: device.deviceUuid,
          deviceId: device.deviceId,
          name: device.deviceName,
          code: 'device_no_compatible_hardware',
          ecuErrors: {},
        },
      ],
    });
    const one = await updateDevice(device.deviceUuid, { packageIds: [COLIBRI_OS] });
    expect(one.status).toBe(400);
    expect(errorOf(one.body)).toMatchObject({
      code: 'device_no_compatible_hardware',
      msg: UPDATE_INITIATION_ERROR_SUMMARIES.device_no_compatible_hardware,
    });
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');
  });

  it('installed_target_is_update: the component already runs the package', async () => {
    const device = await verdin();
    const many = await updateDevices({ packageIds: [APP_OLD], devices: [device.deviceUuid] });
    const [refused] = (many.body as CreateResult).notAffected;
    expect(refused?.code).toBe('installed_target_is_update');
    const components = await sandbox.context.stores.installedPackages.componentsOf(
      repositoryId,
      device.deviceUuid,
    );
    const app = components?.find((component) => component.hardwareId === 'docker-compose');
    expect(refused?.ecuErrors).toEqual({
      [app?.id ?? '']: {
        code: 'installed_target_is_update',
        description: `The component already runs ${APP_OLD}.`,
      },
    });
    const one = await updateDevice(device.deviceUuid, { packageIds: [APP_OLD] });
    expect(one.status).toBe(400);
    expect(errorOf(one.body).code).toBe('installed_target_is_update');
  });

  it('ecu_assignment_exists per component, device_has_active_update for the device: a pending update', async () => {
    const device = await verdin();
    const first = await updateDevices({ packageIds: [APP_NEW], devices: [device.deviceUuid] });
    expect((first.body as CreateResult).affected).toHaveLength(1);
    expect(await statusOf(device.deviceUuid)).toBe('Outdated');

    const again = await updateDevices({
      packageIds: [OS_NEW, APP_NEW],
      devices: [device.deviceUuid],
    });
    const [refused] = (again.body as CreateResult).notAffected;
    expect(refused?.code).toBe('ecu_assignment_exists');
    // Every component the update would touch says why.
    expect(Object.values(refused?.ecuErrors ?? {}).map(({ code }) => code)).toEqual([
      'ecu_assignment_exists',
      'ecu_assignment_exists',
    ]);

    const one = await updateDevice(device.deviceUuid, { packageIds: [OS_NEW] });
    expect(one.status).toBe(409);
    expect(errorOf(one.body)).toMatchObject({
      code: 'device_has_active_update',
      msg: UPDATE_INITIATION_ERROR_SUMMARIES.device_has_active_update,
    });
  });

  it('scheduled_update_exists: the device waits for a scheduled update', async () => {
    const device = await verdin();
    const scheduledFor = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await updateDevice(device.deviceUuid, { packageIds: [OS_NEW], scheduledFor });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ state: 'Scheduled', scheduledFor, inFlight: false });
    expect(await statusOf(device.deviceUuid)).toBe('UpdateScheduled');

    const one = await updateDevice(device.deviceUuid, { packageIds: [APP_NEW] });
    expect(one.status).toBe(409);
    expect(errorOf(one.body).code).toBe('scheduled_update_exists');
    const many = await updateDevices({ packageIds: [APP_NEW], devices: [device.deviceUuid] });
    expect((many.body as CreateResult).notAffected[0]?.code).toBe('scheduled_update_exists');
  });

  // not_affected_by_mtu is an Uptane director's answer for an update limited to devices
  // running a given "from" version; the update calls here carry no such condition, so no
  // device state produces it.
});

describe('SPEC §7 POST /updates: devices and fleets, affected and not', () => {
  it('updates the devices that can take it and says why the others cannot', async () => {
    const ready = await verdin();
    const current = await makeDevice(sandbox, repositoryId, {
      components: { 'verdin-imx8mp': OS_NEW, 'docker-compose': APP_NEW },
    });
    const { status, body } = await updateDevices({
      packageIds: [OS_NEW, APP_NEW],
      devices: [ready.deviceUuid, current.deviceUuid],
    });
    expect(status).toBe(200);
    const result = body as CreateResult;
    expect(result.affected).toEqual([
      { deviceUuid: ready.deviceUuid, deviceId: ready.deviceId, name: ready.deviceName },
    ]);
    expect(result.notAffected.map(({ deviceUuid, code }) => [deviceUuid, code])).toEqual([
      [current.deviceUuid, 'installed_target_is_update'],
    ]);

    // One assignment with both components, in the update report list.
    const [update] = await deviceUpdates(ready.deviceUuid);
    expect(update).toMatchObject({
      state: 'Pending',
      packageIds: [OS_NEW, APP_NEW],
      inFlight: false,
      scheduledFor: null,
    });
    const reports = await call(sandbox, `/api/v2beta/updates?deviceUuid=${ready.deviceUuid}`, {
      token,
    });
    const page = reports.body as Schemas['UpdateReportPage'];
    expect(page.total).toBe(1);
    const [report] = page.values;
    expect(report).toMatchObject({
      deviceUuid: ready.deviceUuid,
      correlationId: update?.correlationId,
      inFlight: false,
    });
    expect(update?.correlationId).toMatch(/^urn:here-ota:mtu:/);
    expect(
      Object.values(report?.targets ?? {})
        .map((target) => target.image.filepath)
        .sort(),
    ).toEqual([APP_NEW, OS_NEW]);

    const assignment = await call(
      sandbox,
      `/api/v2beta/devices/uptane/${ready.deviceUuid}/assignment`,
      { token },
    );
    expect(assignment.body).toEqual([
      { correlationId: report?.correlationId, targets: report?.targets, inFlight: false },
    ]);
    const none = await call(
      sandbox,
      `/api/v2beta/devices/uptane/${current.deviceUuid}/assignment`,
      { token },
    );
    expect(none.body).toEqual([]);
  });

  it('updates every device of a fleet, with the same correlation id', async () => {
    const members = [await verdin(), await verdin()];
    const fleet = await sandbox.context.stores.fleets.create(repositoryId, {
      name: 'Update test fleet',
      fleetType: 'static',
      expression: null,
    });
    if (typeof fleet === 'string') throw new Error('fleet name taken');
    await sandbox.context.stores.fleets.addDevices(
      repositoryId,
      fleet.id,
      members.map((device) => device.deviceUuid),
    );
    const { body } = await updateDevices({ packageIds: [APP_NEW], fleets: [fleet.id] });
    expect((body as CreateResult).affected.map(({ deviceUuid }) => deviceUuid).sort()).toEqual(
      members.map((device) => device.deviceUuid).sort(),
    );
    const correlationIds = new Set(
      await Promise.all(
        members.map(async (device) => (await deviceUpdates(device.deviceUuid))[0]?.correlationId),
      ),
    );
    expect(correlationIds.size).toBe(1);
  });

  it('pages the update reports newest first', async () => {
    const all = (await call(sandbox, '/api/v2beta/updates?limit=2', { token }))
      .body as Schemas['UpdateReportPage'];
    expect(all.limit).toBe(2);
    expect(all.values).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const next = (await call(sandbox, '/api/v2beta/updates?limit=2&offset=2', { token }))
      .body as Schemas['UpdateReportPage'];
    expect(next.values[0]).not.toEqual(all.values[1]);
  });

  it('refuses bad input with 400 and unknown things with 404', async () => {
    const device = await verdin();
    const cases: Array<[unknown, number, string]> = [
      [{ packageIds: [], devices: [device.deviceUuid] }, 400, 'invalid_request'],
      [{ packageIds: [APP_NEW] }, 400, 'invalid_request'],
      [{ packageIds: [APP_NEW], devices: [device.deviceUuid], fleets: [] }, 200, ''],
      [{ packageIds: ['no-such-1.0.0'], devices: [device.deviceUuid] }, 404, 'not_found'],
      [
        { packageIds: [APP_NEW], devices: ['00000000-0000-4000-8000-000000000000'] },
        404,
        'not_found',
      ],
      [
        { packageIds: [APP_NEW], fleets: ['00000000-0000-4000-8000-000000000000'] },
        404,
        'not_found',
      ],
      // Two packages for one component.
      [
        { packageIds: [OS_NEW, 'torizon-os-verdin-imx8mp-7.0.0'], devices: [device.deviceUuid] },
        400,
        'invalid_request',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await updateDevices(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (code) expect(errorOf(response.body).code).toBe(code);
    }
    const invalidDate = await updateDevice(device.deviceUuid, {
      packageIds: [OS_NEW],
      scheduledFor: 'next Tuesday',
    });
    expect(invalidDate.status).toBe(400);
    expect(errorOf(invalidDate.body).msg).toBe('Enter a valid date and time for the schedule.');
    const unknown = await updateDevice('00000000-0000-4000-8000-000000000000', {
      packageIds: [OS_NEW],
    });
    expect(unknown.status).toBe(404);
  });
});

describe('SPEC §4 update cancellation', () => {
  it('cancels a pending update and gives the device its previous status back', async () => {
    const device = await verdin({ status: 'Error' });
    const created = await updateDevice(device.deviceUuid, { packageIds: [APP_NEW] });
    const update = created.body as DeviceUpdate;
    expect(await statusOf(device.deviceUuid)).toBe('Outdated');
    const path = `/api/v2beta/updates/devices/${device.deviceUuid}/${update.id}`;
    const cancelled = await call(sandbox, path, { token, method: 'PATCH' });
    expect(cancelled.status).toBe(200);
    expect(await statusOf(device.deviceUuid)).toBe('Error');
    expect(await deviceUpdates(device.deviceUuid)).toEqual([]);
    // Once over, it cannot be cancelled again.
    expect((await call(sandbox, path, { token, method: 'PATCH' })).status).toBe(409);
    const other = `/api/v2beta/updates/devices/${device.deviceUuid}/00000000-0000-4000-8000-000000000000`;
    expect((await call(sandbox, other, { token, method: 'PATCH' })).status).toBe(404);
  });

  it('cancels a scheduled update', async () => {
    const device = await verdin();
    const scheduledFor = new Date(Date.now() + 86_400_000).toISOString();
    const update = (await updateDevice(device.deviceUuid, { packageIds: [OS_NEW], scheduledFor }))
      .body as DeviceUpdate;
    const path = `/api/v2beta/updates/devices/${device.deviceUuid}/${update.id}`;
    expect((await call(sandbox, path, { token, method: 'PATCH' })).status).toBe(200);
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');
  });

  it('refuses an update in flight with 409 unless forced', async () => {
    const device = await verdin();
    const update = (await updateDevice(device.deviceUuid, { packageIds: [APP_NEW] }))
      .body as DeviceUpdate;
    // The device checks in and fetches it.
    for (
      let round = 0;
      round < 10 && !(await deviceUpdates(device.deviceUuid))[0]?.inFlight;
      round++
    ) {
      clock.advance(6_000);
      await sandbox.simulator.tick();
    }
    expect((await deviceUpdates(device.deviceUuid))[0]?.inFlight).toBe(true);
    expect(await statusOf(device.deviceUuid)).toBe('UpdatePending');

    const path = `/api/v2beta/updates/devices/${device.deviceUuid}/${update.id}`;
    const refused = await callWithHeaders(sandbox, path, {
      token,
      method: 'PATCH',
      headers: { force: 'false' },
    });
    expect(refused.status).toBe(409);
    const forced = await callWithHeaders(sandbox, path, {
      token,
      method: 'PATCH',
      headers: { force: 'true' },
    });
    expect(forced.status).toBe(200);
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');
    // The simulator leaves a cancelled update alone.
    clock.advance(60_000);
    await sandbox.simulator.tick();
    expect(await statusOf(device.deviceUuid)).toBe('UpToDate');
  });
});

describe('SPEC §6 updates rights', () => {
  it('lets the read-only guest read updates but not initiate or cancel them (403)', async () => {
    expect((await call(sandbox, '/api/v2beta/updates', { token: guestToken })).status).toBe(200);
    const refused = await call(sandbox, '/api/v2beta/updates', {
      token: guestToken,
      method: 'POST',
      body: { packageIds: [APP_NEW], devices: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).description).toContain('initiate:updates');
    const device = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await call(sandbox, `/api/v2beta/updates/devices/${device}`, {
          token: guestToken,
          method: 'POST',
          body: { packageIds: [APP_NEW] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sandbox, `/api/v2beta/updates/devices/${device}/${device}`, {
          token: guestToken,
          method: 'PATCH',
        })
      ).status,
    ).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await call(sandbox, '/api/v2beta/updates')).status).toBe(401);
  });
});

describe('SDK updates resource against the sandbox', () => {
  it('sends, lists and cancels a device update, and reads why others were refused', async () => {
    const updates = createUpdatesResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => token }),
    );
    const device = await verdin();
    const created = await updates.createDeviceUpdate(device.deviceUuid, { packageIds: [OS_NEW] });
    expect(created.state).toBe('Pending');
    expect(await updates.listDeviceUpdates(device.deviceUuid)).toEqual([created]);
    const reports = [];
    for await (const report of updates.iterateUpdateReports({ deviceUuids: [device.deviceUuid] }))
      reports.push(report);
    expect(reports.map(({ correlationId }) => correlationId)).toEqual([created.correlationId]);

    // No device took it: createUpdate throws, with every device's reason in its outcome.
    const refused = await updates
      .createUpdate({ packageIds: [OS_NEW], devices: [device.deviceUuid] })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(UpdateRefusedError);
    expect((refused as UpdateRefusedError).outcome.notAffected[0]?.reason).toBe(
      UPDATE_INITIATION_ERROR_SUMMARIES.ecu_assignment_exists,
    );
    await updates.cancelDeviceUpdate(device.deviceUuid, created.id);
    expect(await updates.listDeviceUpdates(device.deviceUuid)).toEqual([]);
  });
});
