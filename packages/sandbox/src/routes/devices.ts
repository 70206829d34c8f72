import {
  DEVICES_DEFAULT_SORT,
  formatMessage,
  validateDeviceName,
  validateDeviceNotes,
  validateHibernation,
} from '@fleet/sdk/domain';
import { Hono } from 'hono';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, notFound } from '../http/errors.js';
import { deviceLimitOf } from '../store/free-trials.js';
import type { Stores } from '../store/index.js';
import {
  deviceFilterParams,
  deviceSortParam,
  jsonBody,
  pathUuid,
  sortDirectionParam,
  uuidListParam,
} from './device-query-params.js';
import { pageWindow } from './number-params.js';
import { validatedBy } from './request-body.js';

const SHA256 = /^[0-9a-f]{64}$/;

/** The body of POST /devices/packages/installed-count: lists of package ids and hashes. */
function installedCountQuery(body: unknown): { targetNames: string[]; hashes: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object with targetNames and/or hashes.');
  const { targetNames, hashes } = body as Record<string, unknown>;
  if (targetNames === undefined && hashes === undefined)
    throw badRequest('Give targetNames, hashes or both.');
  const strings = (value: unknown, field: string): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      throw badRequest(formatMessage('validation.notArray', { field }));
    return [...new Set(value as string[])];
  };
  const hashList = strings(hashes, 'hashes');
  const invalid = hashList.find((hash) => !SHA256.test(hash));
  if (invalid !== undefined)
    throw badRequest(`hashes must be lower-case sha256 hex; "${invalid}" is not`);
  return { targetNames: strings(targetNames, 'targetNames'), hashes: hashList };
}

/** The device a path names, in the caller's repository; 404 otherwise. */
async function deviceIn(stores: Stores, repositoryId: string, id: string) {
  const device = await stores.devices.find(repositoryId, pathUuid(id, 'device'));
  if (!device) throw notFound('No such device.');
  return device;
}

/**
 * SPEC §7 Devices, under /api/v2beta (update assignments, installation reports and device
 * events live with the updates). Fixed paths come before `/devices/:id`, which would match
 * them too.
 */
export function deviceRoutes({ stores, live }: SandboxContext) {
  return new Hono<ApiEnv>()
    .get('/devices', requireRight('devices', 'read'), async (c) => {
      const sortBy = deviceSortParam(c.req);
      const sortDirection = sortDirectionParam(c.req);
      const order =
        sortBy === undefined && sortDirection === undefined
          ? DEVICES_DEFAULT_SORT
          : {
              sortBy: sortBy ?? DEVICES_DEFAULT_SORT.sortBy,
              sortDirection: sortDirection ?? 'Asc',
            };
      const filter = deviceFilterParams(c.req);
      const page = pageWindow(c.req);
      // The reader answers the DevicePage as JSON in UTF-8: sent as it is (as c.json would).
      const json = await stores.devices.listJson(
        c.var.principal.repository.id,
        filter,
        order,
        page,
      );
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    })
    .get('/devices-count', requireRight('devices', 'read'), async (c) =>
      c.json({ total: await stores.devices.count(c.var.principal.repository.id) }),
    )
    .get('/devices/hardware-ids', requireRight('devices', 'read'), async (c) =>
      c.json({ values: await stores.devices.hardwareIds(c.var.principal.repository.id) }),
    )
    .get('/devices/token', requireRight('devices', 'create/token'), async (c) => {
      const { repository } = c.var.principal;
      const owner = await stores.users.findById(repository.ownerId);
      const limit = owner && deviceLimitOf(owner);
      const { token } = await stores.provisioning.issueToken(repository.id);
      return c.json({
        token,
        provisionedDevices: await stores.devices.count(repository.id),
        ...(limit === undefined ? {} : { standardDeviceLimit: limit }),
      });
    })
    .get('/devices/fleet-membership', requireRight('devices', 'read'), async (c) => {
      const deviceUuids = uuidListParam(c.req, 'deviceUuids');
      if (deviceUuids.length === 0) throw badRequest(formatMessage('required.deviceUuids'));
      return c.json({
        values: await stores.fleets.membership(c.var.principal.repository.id, deviceUuids),
      });
    })
    .get('/devices/packages', requireRight('devices', 'read'), async (c) => {
      const asked =
        c.req.queries('deviceUuid') === undefined ? undefined : uuidListParam(c.req, 'deviceUuid');
      const nameContains = c.req.query('nameContains');
      return c.json(
        await stores.installedPackages.listOfDevices(
          c.var.principal.repository.id,
          { ...(asked ? { deviceUuids: asked } : {}), ...(nameContains ? { nameContains } : {}) },
          pageWindow(c.req),
        ),
      );
    })
    .post('/devices/packages/installed-count', requireRight('devices', 'read'), async (c) => {
      const query = installedCountQuery(await jsonBody(c.req));
      return c.json(
        await stores.installedPackages.countInstalled(c.var.principal.repository.id, query),
      );
    })
    .put('/devices/hibernation/:id', requireRight('devices', 'hibernate'), async (c) => {
      const body = await jsonBody(c.req);
      const status = validatedBy(() => validateHibernation(field(body, 'status')));
      const { deviceUuid } = await deviceIn(
        stores,
        c.var.principal.repository.id,
        c.req.param('id'),
      );
      await stores.devices.setHibernated(c.var.principal.repository.id, deviceUuid, status);
      live.publish(c.var.principal.repository.id, {
        type: 'DeviceChanged',
        deviceUuid,
        hibernated: status,
      });
      return c.body(null, 200);
    })
    .put('/devices/name/:id', requireRight('devices', 'updateName'), async (c) => {
      const body = await jsonBody(c.req);
      const name = validatedBy(() => validateDeviceName(field(body, 'name')));
      const { deviceUuid } = await deviceIn(
        stores,
        c.var.principal.repository.id,
        c.req.param('id'),
      );
      await stores.devices.rename(c.var.principal.repository.id, deviceUuid, name);
      live.publish(c.var.principal.repository.id, {
        type: 'DeviceChanged',
        deviceUuid,
        deviceName: name,
      });
      return c.body(null, 200);
    })
    .put('/devices/notes/:id', requireRight('devices', 'updateNotes'), async (c) => {
      const body = await jsonBody(c.req);
      const notes = validatedBy(() => validateDeviceNotes(field(body, 'notes')));
      const { deviceUuid } = await deviceIn(
        stores,
        c.var.principal.repository.id,
        c.req.param('id'),
      );
      await stores.devices.setNotes(c.var.principal.repository.id, deviceUuid, notes);
      live.publish(c.var.principal.repository.id, { type: 'DeviceChanged', deviceUuid, notes });
      return c.body(null, 200);
    })
    .get('/devices/uptane/:deviceUuid/components', requireRight('devices', 'read'), async (c) => {
      const components = await stores.installedPackages.componentsOf(
        c.var.principal.repository.id,
        pathUuid(c.req.param('deviceUuid'), 'device'),
      );
      if (!components) throw notFound('No such device.');
      if (components.length === 0)
        throw notFound('The device has not reported its components yet.');
      return c.json(components);
    })
    .get('/devices/:id', requireRight('devices', 'read'), async (c) => {
      const repositoryId = c.var.principal.repository.id;
      const record = await stores.devices.findRecord(
        repositoryId,
        pathUuid(c.req.param('id'), 'device'),
      );
      if (!record) throw notFound('No such device.');
      const [membership, installed] = await Promise.all([
        stores.fleets.membership(repositoryId, [record.deviceUuid]),
        stores.installedPackages.listOfDevice(repositoryId, record.deviceUuid),
      ]);
      return c.json({
        ...record,
        deviceFleets: membership[record.deviceUuid] ?? [],
        devicePackages: (installed ?? []).map((pkg) => ({
          component: pkg.hardwareIds[0] ?? '',
          name: pkg.name,
          version: pkg.version,
          checksum: pkg.hashes.sha256,
        })),
      });
    })
    .delete('/devices/:id', requireRight('devices', 'delete'), async (c) => {
      const { repository } = c.var.principal;
      const { deviceUuid } = await deviceIn(stores, repository.id, c.req.param('id'));
      await stores.devices.remove(repository.id, deviceUuid);
      live.publish(repository.id, { type: 'DeleteDeviceRequest', deviceUuid });
      return c.body(null, 202);
    })
    .get('/devices/:deviceId/packages', requireRight('devices', 'read'), async (c) => {
      const installed = await stores.installedPackages.listOfDevice(
        c.var.principal.repository.id,
        pathUuid(c.req.param('deviceId'), 'device'),
      );
      if (!installed) throw notFound('No such device.');
      return c.json(installed);
    });
}

/** A field of a JSON object body, or undefined (the validators then say what is missing). */
function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}
