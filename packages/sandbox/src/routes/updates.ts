import type { components } from '@fleet/sdk';
import {
  UPDATE_INITIATION_ERROR_SUMMARIES,
  type UpdateInitiationErrorCode,
} from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import type { Device } from '../store/devices.js';
import type { StoredPackage } from '../store/packages.js';
import { setUpdateStatus } from '../updates/device-status.js';
import { initiateUpdate, type NotAffected } from '../updates/initiate.js';
import { AmbiguousComponent } from '../updates/initiation.js';
import {
  devicesOf as devicesOfRepository,
  packagesOf as packagesOfRepository,
} from '../updates/update-targets.js';
import { deviceUpdateBody, updateReportBody } from './update-bodies.js';
import {
  forceOf,
  pageOf,
  parseDeviceUpdateRequest,
  parseUpdateRequest,
} from './update-requests.js';

type Schemas = components['schemas'];

/** The HTTP status of a refused single-device update (openapi/paths/updates.yaml). */
function refusal(reason: NotAffected): ApiError {
  // A device with a pending update is busy as a whole: the single-device call says so.
  const code: UpdateInitiationErrorCode =
    reason.code === 'ecu_assignment_exists' ? 'device_has_active_update' : reason.code;
  const status =
    code === 'device_has_active_update' || code === 'scheduled_update_exists' ? 409 : 400;
  return new ApiError(status, code, UPDATE_INITIATION_ERROR_SUMMARIES[code], reason.description);
}

/**
 * SPEC §7 Updates (/api/v2beta/updates): send packages to devices and fleets, list the
 * assignments, and a device's pending or scheduled update, which may be cancelled. The
 * device simulator carries assigned updates out (src/simulator/).
 */
export function updateRoutes(context: SandboxContext) {
  const { stores } = context;
  const repositoryOf = (c: Context<ApiEnv>): string => c.var.principal.repository.id;

  const packagesOf = (repositoryId: string, packageIds: readonly string[]) =>
    packagesOfRepository(stores, repositoryId, packageIds);
  const devicesOf = (
    repositoryId: string,
    deviceUuids: readonly string[],
    fleetIds: readonly string[],
  ) => devicesOfRepository(stores, repositoryId, deviceUuids, fleetIds);

  const deviceOf = async (c: Context<ApiEnv>): Promise<Device> => {
    const device = await stores.devices.find(repositoryOf(c), c.req.param('deviceUuid') ?? '');
    if (!device) throw notFound('No such device.');
    return device;
  };

  const initiate = async (
    repositoryId: string,
    request: {
      devices: readonly Device[];
      packages: readonly StoredPackage[];
      scheduledFor: string | null;
    },
  ) => {
    try {
      return await initiateUpdate(context, repositoryId, {
        ...request,
        now: new Date().toISOString(),
      });
    } catch (error) {
      if (error instanceof AmbiguousComponent) throw badRequest(error.message);
      throw error;
    }
  };

  return new Hono<ApiEnv>()
    .get('/', requireRight('updates', 'read'), async (c) => {
      const deviceUuids = c.req.queries('deviceUuid')?.filter((uuid) => uuid !== '');
      const page = pageOf(c.req);
      const { total, values } = await stores.updates.listPending(repositoryOf(c), {
        ...(deviceUuids && deviceUuids.length > 0 && { deviceUuids }),
        ...page,
      });
      return c.json({
        total,
        ...page,
        values: values.map(updateReportBody),
      } satisfies Schemas['UpdateReportPage']);
    })

    .post(
      '/',
      requireRight('updates', 'initiate'),
      validator('json', parseUpdateRequest),
      async (c) => {
        const repositoryId = repositoryOf(c);
        const request = c.req.valid('json');
        const packages = await packagesOf(repositoryId, request.packageIds);
        const devices = await devicesOf(repositoryId, request.devices, request.fleets);
        const result = await initiate(repositoryId, { devices, packages, scheduledFor: null });
        return c.json({
          ...(result.affected.length > 0 && { correlationId: result.correlationId }),
          affected: result.affected.map(({ device }) => ({
            deviceUuid: device.deviceUuid,
            deviceId: device.deviceId,
            name: device.deviceName,
          })),
          notAffected: result.notAffected.map(({ device, reason }) => ({
            deviceUuid: device.deviceUuid,
            deviceId: device.deviceId,
            name: device.deviceName,
            code: reason.code,
            ecuErrors: reason.ecuErrors,
          })),
        } satisfies Schemas['UpdateCreateResult']);
      },
    )

    .get('/devices/:deviceUuid', requireRight('updates', 'read'), async (c) => {
      const device = await deviceOf(c);
      const open = await stores.updates.openOf(repositoryOf(c), [device.deviceUuid]);
      return c.json(open.map(deviceUpdateBody) satisfies Schemas['DeviceUpdate'][]);
    })

    .post(
      '/devices/:deviceUuid',
      requireRight('updates', 'initiate'),
      validator('json', (body, c) =>
        parseDeviceUpdateRequest(body, c.req.param('deviceUuid') ?? ''),
      ),
      async (c) => {
        const repositoryId = repositoryOf(c);
        const request = c.req.valid('json');
        const device = await deviceOf(c);
        const packages = await packagesOf(repositoryId, request.packageIds);
        const scheduledFor =
          request.scheduledFor && request.scheduledFor.getTime() > Date.now()
            ? request.scheduledFor.toISOString()
            : null;
        const result = await initiate(repositoryId, { devices: [device], packages, scheduledFor });
        const [refused] = result.notAffected;
        if (refused) throw refusal(refused.reason);
        const [affected] = result.affected;
        if (!affected) throw new Error('An update was neither assigned nor refused');
        return c.json(deviceUpdateBody(affected.update) satisfies Schemas['DeviceUpdate'], 201);
      },
    )

    .patch('/devices/:deviceUuid/:updateId', requireRight('updates', 'cancel'), async (c) => {
      const device = await deviceOf(c);
      const now = new Date().toISOString();
      const result = await stores.updates.cancel(
        repositoryOf(c),
        device.deviceUuid,
        c.req.param('updateId'),
        { force: forceOf(c.req), at: now },
      );
      if (!result) throw notFound('No such update of this device.');
      if (result.outcome === 'inFlight')
        throw conflict('The device has already fetched the update; retry with force: true.');
      if (result.outcome === 'closed')
        throw conflict(`The update has already ended (${result.update.state}).`);
      await setUpdateStatus(context, device.deviceUuid, result.update.previousStatus, now);
      return c.body(null, 200);
    });
}
