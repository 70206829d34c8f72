import type { components } from '@fleet/sdk';
import { Hono, type Context } from 'hono';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { assignmentBody } from './update-bodies.js';
import { pageOf } from './update-requests.js';

type Schemas = components['schemas'];

/**
 * SPEC §7 Devices, the update side of one device (/api/v2beta/devices): what it is assigned,
 * the installation reports it sent and the events it reported. Mounted on the devices base
 * beside the devices router; every path starts with a literal segment, so none is taken for
 * a device id.
 */
export function deviceUpdateRoutes({ stores }: SandboxContext) {
  /** The device `{deviceId}` (its uuid) of the active repository; 404 otherwise. */
  const deviceOf = async (c: Context<ApiEnv>) => {
    const repositoryId = c.var.principal.repository.id;
    const device = await stores.devices.find(repositoryId, c.req.param('deviceId') ?? '');
    if (!device) throw notFound('No such device.');
    return { repositoryId, deviceUuid: device.deviceUuid };
  };

  return new Hono<ApiEnv>()
    .get('/uptane/:deviceId/assignment', requireRight('devices', 'read'), async (c) => {
      const { repositoryId, deviceUuid } = await deviceOf(c);
      const open = await stores.updates.openOf(repositoryId, [deviceUuid]);
      return c.json(
        open
          .filter((update) => update.state === 'Pending')
          .map(assignmentBody) satisfies Schemas['DeviceAssignment'][],
      );
    })

    .get('/installation-reports/:deviceId', requireRight('devices', 'read'), async (c) => {
      const { repositoryId, deviceUuid } = await deviceOf(c);
      const page = pageOf(c.req);
      const { total, values } = await stores.installationReports.list(
        repositoryId,
        deviceUuid,
        page,
      );
      return c.json({ total, ...page, values } satisfies Schemas['InstallationReportPage']);
    })

    .get('/events/:deviceId', requireRight('devices', 'read'), async (c) => {
      const { repositoryId, deviceUuid } = await deviceOf(c);
      const page = pageOf(c.req);
      const correlationId = c.req.query('correlationId');
      const { total, values } = await stores.deviceEvents.list(repositoryId, deviceUuid, {
        ...(correlationId !== undefined && correlationId !== '' && { correlationId }),
        ...page,
      });
      return c.json({ total, ...page, values } satisfies Schemas['DeviceEventPage']);
    });
}
