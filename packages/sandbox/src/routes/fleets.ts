import {
  FLEETS_DEFAULT_SORT,
  formatMessage,
  validateDeviceUuids,
  validateNewFleet,
  type FleetSortBy,
  type SortDirection,
} from '@fleet/sdk/domain';
import { Hono, type HonoRequest } from 'hono';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { FLEET_DEVICE_SORT, type DeviceOrder } from '../store/device-query.js';
import { FleetExpressionError, fleetExpressionCondition } from '../store/fleet-expressions.js';
import { NAME_TAKEN, type Fleet, type FleetType } from '../store/fleets.js';
import type { Stores } from '../store/index.js';
import {
  fleetSortParam,
  isUuid,
  jsonBody,
  pathUuid,
  sortDirectionParam,
  uuidListParam,
} from './device-query-params.js';
import { pageWindow } from './number-params.js';
import { validatedBy } from './request-body.js';

const FLEET_TYPES: readonly FleetType[] = ['static', 'dynamic'];

/** A fleet list or a fleet's devices: by name ascending unless told otherwise (SPEC §9). */
function fleetOrder(req: HonoRequest): { sortBy: FleetSortBy; sortDirection: SortDirection } {
  const sortBy = fleetSortParam(req);
  const sortDirection = sortDirectionParam(req);
  return { sortBy: sortBy ?? FLEETS_DEFAULT_SORT.sortBy, sortDirection: sortDirection ?? 'Asc' };
}

function fleetDeviceOrder(req: HonoRequest): DeviceOrder {
  const { sortBy, sortDirection } = fleetOrder(req);
  return { sortBy: FLEET_DEVICE_SORT[sortBy], sortDirection };
}

/** A dynamic fleet's expression, checked; 400 with the reason when it does not parse. */
export function validExpression(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw badRequest('A dynamic fleet needs an expression.');
  try {
    fleetExpressionCondition(value);
  } catch (error) {
    if (error instanceof FleetExpressionError)
      throw badRequest(`The expression is not valid: ${error.message}`);
    throw error;
  }
  return value.trim();
}

/** `static` when absent. */
function fleetTypeOf(value: unknown): FleetType {
  if (value === undefined) return 'static';
  if (!FLEET_TYPES.includes(value as FleetType))
    throw badRequest(
      formatMessage('validation.notOneOf', { field: 'fleetType', allowed: FLEET_TYPES.join(', ') }),
    );
  return value as FleetType;
}

function objectBody(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/** The body of POST/DELETE /fleets/{id}/devices: a non-empty array of device uuids. */
function deviceUuidsBody(body: unknown): string[] {
  const uuids = validatedBy(() => validateDeviceUuids(body));
  const invalid = uuids.find((uuid) => !isUuid(uuid));
  if (invalid !== undefined)
    throw badRequest(`The body must hold device uuids; "${invalid}" is not one`);
  return [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
}

async function fleetIn(stores: Stores, repositoryId: string, id: string): Promise<Fleet> {
  const fleet = await stores.fleets.find(repositoryId, pathUuid(id, 'fleet'));
  if (!fleet) throw notFound('No such fleet.');
  return fleet;
}

function staticOnly(fleet: Fleet): void {
  if (fleet.fleetType === 'dynamic')
    throw badRequest(
      'The devices of a dynamic fleet follow its expression; they cannot be added or removed.',
    );
}

const nameTaken = (name: string) => conflict(`A fleet named "${name}" exists already.`);

/** SPEC §7 Fleets, under /api/v2beta. */
export function fleetRoutes({ stores }: SandboxContext) {
  return new Hono<ApiEnv>()
    .get('/fleets', requireRight('fleets', 'read'), async (c) => {
      const nameContains = c.req.query('nameContains');
      return c.json(
        await stores.fleets.list(
          c.var.principal.repository.id,
          nameContains ? { nameContains } : {},
          fleetOrder(c.req),
          pageWindow(c.req),
        ),
      );
    })
    .post('/fleets', requireRight('fleets', 'create'), async (c) => {
      const body = objectBody(await jsonBody(c.req));
      const { name } = validatedBy(() => validateNewFleet(body));
      const fleetType = fleetTypeOf(body?.fleetType);
      let expression: string | null = null;
      if (fleetType === 'dynamic') expression = validExpression(body?.expression);
      else if (body?.expression !== undefined && body.expression !== null)
        throw badRequest('A static fleet has no expression.');
      const created = await stores.fleets.create(c.var.principal.repository.id, {
        name,
        fleetType,
        expression,
      });
      if (created === NAME_TAKEN) throw nameTaken(name);
      return c.json(created.id, 201);
    })
    .get('/fleets-devices', requireRight('fleets', 'read'), async (c) => {
      const fleetIds = uuidListParam(c.req, 'fleetIds');
      if (fleetIds.length === 0) throw badRequest(formatMessage('required.fleetIds'));
      const nameContains = c.req.query('nameContains');
      return c.json(
        await stores.fleets.listDevices(
          c.var.principal.repository.id,
          fleetIds,
          nameContains ? { nameContains } : {},
          fleetDeviceOrder(c.req),
          pageWindow(c.req),
        ),
      );
    })
    .get('/fleets-expression-devices', requireRight('fleets', 'read'), async (c) => {
      // The preview of a dynamic fleet: refused as saving it would be.
      const expression = validExpression(c.req.query('expression'));
      return c.json(
        await stores.fleets.listExpressionDevices(
          c.var.principal.repository.id,
          expression,
          fleetDeviceOrder(c.req),
          pageWindow(c.req),
        ),
      );
    })
    .get('/fleets-count', requireRight('fleets', 'read'), async (c) => {
      const groupIds = uuidListParam(c.req, 'groupIds');
      if (groupIds.length === 0)
        throw badRequest(formatMessage('validation.fieldRequired', { field: 'groupIds' }));
      return c.json({
        values: await stores.fleets.countDevices(c.var.principal.repository.id, groupIds),
      });
    })
    .get('/fleets/:fleetId', requireRight('fleets', 'read'), async (c) =>
      c.json(await fleetIn(stores, c.var.principal.repository.id, c.req.param('fleetId'))),
    )
    .put('/fleets/:fleetId', requireRight('fleets', 'update'), async (c) => {
      const body = objectBody(await jsonBody(c.req));
      const { name } = validatedBy(() => validateNewFleet(body));
      const fleet = await fleetIn(stores, c.var.principal.repository.id, c.req.param('fleetId'));
      let expression: string | null | undefined;
      if (body?.expression !== undefined) {
        if (fleet.fleetType === 'dynamic') expression = validExpression(body.expression);
        else if (body.expression !== null) throw badRequest('A static fleet has no expression.');
      }
      const updated = await stores.fleets.update(c.var.principal.repository.id, fleet.id, {
        name,
        ...(expression === undefined ? {} : { expression }),
      });
      if (updated === NAME_TAKEN) throw nameTaken(name);
      if (!updated) throw notFound('No such fleet.');
      return c.json(updated);
    })
    .delete('/fleets/:fleetId', requireRight('fleets', 'delete'), async (c) => {
      const fleet = await fleetIn(stores, c.var.principal.repository.id, c.req.param('fleetId'));
      await stores.fleets.remove(c.var.principal.repository.id, fleet.id);
      return c.body(null, 200);
    })
    .get('/fleets/:fleetId/devices', requireRight('fleets', 'read'), async (c) => {
      const repositoryId = c.var.principal.repository.id;
      const fleet = await fleetIn(stores, repositoryId, c.req.param('fleetId'));
      const nameContains = c.req.query('nameContains');
      return c.json(
        await stores.fleets.listDevices(
          repositoryId,
          [fleet.id],
          nameContains ? { nameContains } : {},
          fleetDeviceOrder(c.req),
          pageWindow(c.req),
        ),
      );
    })
    .post('/fleets/:fleetId/devices', requireRight('fleets', 'manageDevices'), async (c) => {
      const repositoryId = c.var.principal.repository.id;
      const fleet = await fleetIn(stores, repositoryId, c.req.param('fleetId'));
      const uuids = deviceUuidsBody(await jsonBody(c.req));
      staticOnly(fleet);
      const unknown = await stores.fleets.addDevices(repositoryId, fleet.id, uuids);
      if (unknown.length)
        throw notFound('No such device.', `Unknown devices: ${unknown.join(', ')}`);
      return c.body(null, 200);
    })
    .delete('/fleets/:fleetId/devices', requireRight('fleets', 'manageDevices'), async (c) => {
      const repositoryId = c.var.principal.repository.id;
      const fleet = await fleetIn(stores, repositoryId, c.req.param('fleetId'));
      const uuids = deviceUuidsBody(await jsonBody(c.req));
      staticOnly(fleet);
      await stores.fleets.removeDevices(repositoryId, fleet.id, uuids);
      return c.body(null, 200);
    })
    .get('/fleets/:fleetId/devices-stats', requireRight('fleets', 'read'), async (c) => {
      const stats = await stores.fleets.deviceStats(
        c.var.principal.repository.id,
        pathUuid(c.req.param('fleetId'), 'fleet'),
      );
      if (!stats) throw notFound('No such fleet.');
      return c.json(stats);
    });
}
