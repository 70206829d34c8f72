import { afterEach, describe, expect, it } from 'vitest';
import { FleetApiError } from '../errors';
import {
  pageOf,
  startContractServer,
  type ContractServer,
  type Route,
} from './testing/contract-server';
import { notAffectedReason, type DeviceUpdate } from './updates';
import { createUpdatesResource } from './updates-resource';

const DEVICE = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const OTHER = '9b2f7c1e-4d3a-4f60-8e21-6a0c5d9e7b14';
const FLEET_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const UPDATE_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const SHA = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

const scheduled: DeviceUpdate = {
  id: UPDATE_ID,
  deviceUuid: DEVICE,
  correlationId: 'urn:here-ota:mtu:5d7f',
  state: 'Scheduled',
  packageIds: ['torizon-core-docker-7.3.0'],
  scheduledFor: '2025-05-13T02:00:00Z',
  inFlight: false,
  createdAt: '2025-05-12T10:00:00Z',
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, updates: createUpdatesResource(server.client) };
}

const notAffected = (code: string, description?: string) => ({
  deviceUuid: OTHER,
  deviceId: 'colibri-imx7-06541211',
  name: 'Gate sensor',
  code,
  ...(description !== undefined && {
    ecuErrors: { '06541211-app': { code, description } },
  }),
});

describe('SPEC §7 update calls', () => {
  it('lists update reports, filtered by device, and iterates them', async () => {
    const report = {
      deviceUuid: DEVICE,
      correlationId: 'urn:here-ota:mtu:5d7f',
      inFlight: true,
      targets: {
        '07201234': {
          createdAt: '2025-05-12T08:00:00Z',
          image: { filepath: 'my-app-1.3.0', fileinfo: { hashes: { sha256: SHA }, length: 1873 } },
        },
      },
    };
    const { server, updates } = await serve({
      'GET /api/v2beta/updates': ({ query }) => ({
        status: 200,
        body: pageOf(query.get('offset') === '0' ? [report] : [], { total: 1 }),
      }),
    });

    const page = await updates.listUpdateReports({ deviceUuids: [DEVICE], offset: 0, limit: 10 });
    expect(page.values).toEqual([report]);
    expect(server.exchanges[0]!.request.query.getAll('deviceUuid')).toEqual([DEVICE]);

    const all: unknown[] = [];
    for await (const r of updates.iterateUpdateReports()) all.push(r);
    expect(all).toEqual([report]);
    expect(server.problems()).toEqual([]);
  });

  it('creates an update and gives each not-affected device its SPEC §8 reason', async () => {
    const affected = { deviceUuid: DEVICE, deviceId: 'verdin-imx8mp-07201234', name: 'Line 3 HMI' };
    const { server, updates } = await serve({
      'POST /api/v2beta/updates': {
        status: 200,
        body: {
          affected: [affected],
          notAffected: [
            notAffected('installed_target_is_update', 'The component already runs my-app-1.3.0.'),
            notAffected('ecu_assignment_exists'),
            notAffected('disk_full', 'Not enough space on the data partition'),
          ],
        },
      },
    });

    const outcome = await updates.createUpdate({
      packageIds: ['my-app-1.3.0'],
      devices: [OTHER],
      fleets: [FLEET_ID],
    });

    expect(server.exchanges[0]!.request.json).toEqual({
      packageIds: ['my-app-1.3.0'],
      devices: [OTHER],
      fleets: [FLEET_ID],
    });
    expect(outcome.affected).toEqual([affected]);
    expect(outcome.notAffected.map((d) => d.reason)).toEqual([
      'The device already runs the requested package version.',
      'A pending update exists; cancel it or wait for the report.',
      'Unable to initiate update. Reported error: Not enough space on the data partition',
    ]);
    expect(outcome.notAffected[0]!.code).toBe('installed_target_is_update');
    expect(server.problems()).toEqual([]);
  });

  it('lists, creates (scheduled) and cancels a device update', async () => {
    const base = `/api/v2beta/updates/devices/${DEVICE}`;
    const { server, updates } = await serve({
      [`GET ${base}`]: { status: 200, body: [scheduled] },
      [`POST ${base}`]: { status: 201, body: scheduled },
      [`PATCH ${base}/${UPDATE_ID}`]: { status: 200 },
    });

    await expect(updates.listDeviceUpdates(DEVICE)).resolves.toEqual([scheduled]);
    await expect(
      updates.createDeviceUpdate(DEVICE, {
        packageIds: ['torizon-core-docker-7.3.0'],
        scheduledFor: new Date('2025-05-13T02:00:00Z'),
      }),
    ).resolves.toEqual(scheduled);
    expect(server.exchanges[1]!.request.json).toEqual({
      packageIds: ['torizon-core-docker-7.3.0'],
      scheduledFor: '2025-05-13T02:00:00.000Z',
    });

    await updates.cancelDeviceUpdate(DEVICE, UPDATE_ID);
    await updates.cancelDeviceUpdate(DEVICE, UPDATE_ID, { force: true });
    expect(server.exchanges[2]!.request.headers.force).toBeUndefined();
    expect(server.exchanges[3]!.request.headers.force).toBe('true');
    expect(server.problems()).toEqual([]);
  });

  it('sends an unscheduled device update without scheduledFor', async () => {
    const { server, updates } = await serve({
      [`POST /api/v2beta/updates/devices/${DEVICE}`]: {
        status: 201,
        body: { ...scheduled, state: 'Pending', scheduledFor: null },
      },
    });
    await updates.createDeviceUpdate(DEVICE, { packageIds: ['my-app-1.3.0'] });
    expect(server.exchanges[0]!.request.json).toEqual({ packageIds: ['my-app-1.3.0'] });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §8 update initiation errors', () => {
  it.each([
    ['device_has_active_update', 409, 'An active update exists on the device.'],
    ['update_already_scheduled_error', 409, 'A scheduled update exists; cancel it or wait.'],
    [
      'device_no_compatible_hardware',
      400,
      'The update targets a hardware component the device does not have.',
    ],
  ])('a device update refused with %s reads as its summary', async (code, status, summary) => {
    const { server, updates } = await serve({
      [`POST /api/v2beta/updates/devices/${DEVICE}`]: {
        status,
        body: { code, msg: 'Refused by the server' },
      },
    });
    const error = await updates
      .createDeviceUpdate(DEVICE, { packageIds: ['my-app-1.3.0'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status, code, message: summary });
    expect(server.problems()).toEqual([]);
  });

  it('any other refusal reads as the catch-all with what the server reported', async () => {
    const { server, updates } = await serve({
      'POST /api/v2beta/updates': {
        status: 404,
        body: { code: 'not_found', msg: 'Package my-app-9.9.9 does not exist' },
      },
    });
    await expect(
      updates.createUpdate({ packageIds: ['my-app-9.9.9'], fleets: [FLEET_ID] }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Unable to initiate update. Reported error: Package my-app-9.9.9 does not exist',
    });
    expect(server.problems()).toEqual([]);
  });

  it('a cancel refused because the device fetched the update says to force it', async () => {
    const { server, updates } = await serve({
      [`PATCH /api/v2beta/updates/devices/${DEVICE}/${UPDATE_ID}`]: {
        status: 409,
        body: { code: 'conflict', msg: 'The device has already fetched this update' },
      },
    });
    await expect(updates.cancelDeviceUpdate(DEVICE, UPDATE_ID)).rejects.toMatchObject({
      status: 409,
      message: 'The device has already fetched this update',
    });
    expect(server.problems()).toEqual([]);
  });

  it('reason of a not-affected device without component errors names its code', () => {
    expect(notAffectedReason(notAffected('mystery_code'))).toBe(
      'Unable to initiate update. Reported error: mystery_code',
    );
    expect(notAffectedReason(notAffected('scheduled_update_exists'))).toBe(
      'A scheduled update exists; cancel it or wait.',
    );
  });
});

describe('SPEC §5 update validation', () => {
  it('refuses bad updates before any request', async () => {
    const { server, updates } = await serve({});
    await expect(updates.createUpdate({ packageIds: [], devices: [DEVICE] })).rejects.toThrow(
      'Choose at least one package version.',
    );
    await expect(
      updates.createUpdate({ packageIds: ['p'], devices: [], fleets: [] }),
    ).rejects.toThrow('Choose at least one device or fleet to update');
    await expect(updates.createUpdate({ packageIds: ['p'] })).rejects.toThrow(
      'Choose at least one device or fleet to update',
    );
    await expect(updates.createDeviceUpdate('', { packageIds: ['p'] })).rejects.toThrow(
      'Device uuid is required',
    );
    await expect(updates.createDeviceUpdate(DEVICE, { packageIds: [] })).rejects.toThrow(
      'Choose at least one package version.',
    );
    await expect(
      updates.createDeviceUpdate(DEVICE, { packageIds: ['p'], scheduledFor: 'next tuesday-ish' }),
    ).rejects.toThrow('Enter a valid date and time for the schedule.');
    await expect(
      updates.createDeviceUpdate(DEVICE, { packageIds: ['p'], scheduledFor: new Date(Number.NaN) }),
    ).rejects.toThrow('Enter a valid date and time for the schedule.');
    await expect(updates.cancelDeviceUpdate(DEVICE, '')).rejects.toThrow('updateId is required');
    await expect(updates.listDeviceUpdates('')).rejects.toThrow('Device uuid is required');
    await expect(updates.listUpdateReports({ limit: '5' as never })).rejects.toThrow(
      'limit must be a number',
    );
    expect(server.exchanges).toHaveLength(0);
  });
});
