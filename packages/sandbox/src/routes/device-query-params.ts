import {
  DEVICE_SORTS,
  DEVICE_STATUSES,
  FLEET_SORTS,
  SORT_DIRECTIONS,
  formatMessage,
  type DeviceSortBy,
  type DeviceStatus,
  type FleetSortBy,
  type SortDirection,
} from '@fleet/sdk/domain';
import type { HonoRequest } from 'hono';
import { badRequest, notFound } from '../http/errors.js';
import type { DeviceFilter } from '../store/device-query.js';

/**
 * Readers for the query strings of the device, fleet, provisioning and metric calls. Each
 * refuses bad input with a 400 in the SDK's SPEC §5 wording, so server and SDK agree.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A device or fleet id from the path. Ids are uuids, so anything else names nothing: 404,
 * as for an unknown id.
 */
export function pathUuid(value: string, what: 'device' | 'fleet'): string {
  if (!isUuid(value)) throw notFound(`No such ${what}.`);
  return value.toLowerCase();
}

/** Every value of a repeated parameter, blanks left out. */
export function listParam(req: HonoRequest, field: string): string[] {
  return (req.queries(field) ?? []).filter((value) => value.trim() !== '');
}

export function oneOfParam<T extends string>(
  req: HonoRequest,
  field: string,
  allowed: readonly T[],
): T | undefined {
  const raw = req.query(field);
  if (raw === undefined || raw === '') return undefined;
  if (!(allowed as readonly string[]).includes(raw))
    throw badRequest(formatMessage('validation.notOneOf', { field, allowed: allowed.join(', ') }));
  return raw as T;
}

export function sortDirectionParam(req: HonoRequest): SortDirection | undefined {
  const raw = req.query('sortDirection');
  if (raw === undefined || raw === '') return undefined;
  if (!(SORT_DIRECTIONS as readonly string[]).includes(raw))
    throw badRequest(formatMessage('validation.notSortDirection'));
  return raw as SortDirection;
}

export function booleanParam(req: HonoRequest, field: string): boolean | undefined {
  const raw = req.query(field);
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false')
    throw badRequest(formatMessage('validation.notBoolean', { field }));
  return raw === 'true';
}

/** A date-time, as the ISO 8601 UTC text the database compares against. */
export function dateTimeParam(req: HonoRequest, field: string): string | undefined {
  const raw = req.query(field);
  if (raw === undefined || raw === '') return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw badRequest(formatMessage('validation.invalidDate', { field }));
  return new Date(time).toISOString();
}

/** Uuids of a repeated parameter, each checked, duplicates dropped (first kept). */
export function uuidListParam(req: HonoRequest, field: string): string[] {
  const values = listParam(req, field);
  const invalid = values.find((value) => !isUuid(value));
  if (invalid !== undefined) throw badRequest(`${field} must hold uuids; "${invalid}" is not one`);
  return [...new Set(values.map((value) => value.toLowerCase()))];
}

/** One uuid, checked, in the lower case the database holds. */
function uuidParam(req: HonoRequest, field: string): string | undefined {
  const raw = req.query(field);
  if (raw === undefined || raw === '') return undefined;
  if (!isUuid(raw)) throw badRequest(`${field} must be a uuid; "${raw}" is not one`);
  return raw.toLowerCase();
}

/** The filters of SPEC §3 Device list query, and the iteration cursor uuidAfter/uuidBefore. */
export function deviceFilterParams(req: HonoRequest): DeviceFilter {
  const statuses = listParam(req, 'status');
  const unknownStatus = statuses.find(
    (status) => !(DEVICE_STATUSES as readonly string[]).includes(status),
  );
  if (unknownStatus !== undefined)
    throw badRequest(
      formatMessage('validation.notOneOf', {
        field: 'status',
        allowed: DEVICE_STATUSES.join(', '),
      }),
    );
  const deviceUuids =
    req.queries('deviceUuids') === undefined ? undefined : uuidListParam(req, 'deviceUuids');
  const hardwareIds = listParam(req, 'hardwareIds');
  const nameContains = req.query('nameContains');
  return {
    ...(nameContains ? { nameContains } : {}),
    ...(statuses.length ? { statuses: statuses as DeviceStatus[] } : {}),
    ...optional('hibernated', booleanParam(req, 'hibernated')),
    ...optional('lastSeenStart', dateTimeParam(req, 'lastSeenStart')),
    ...optional('lastSeenEnd', dateTimeParam(req, 'lastSeenEnd')),
    ...optional('createdAtStart', dateTimeParam(req, 'createdAtStart')),
    ...optional('createdAtEnd', dateTimeParam(req, 'createdAtEnd')),
    ...optional('activatedAfter', dateTimeParam(req, 'activatedAfter')),
    ...optional('activatedBefore', dateTimeParam(req, 'activatedBefore')),
    ...(deviceUuids ? { deviceUuids } : {}),
    ...(hardwareIds.length ? { hardwareIds } : {}),
    ...optional('uuidAfter', uuidParam(req, 'uuidAfter')),
    ...optional('uuidBefore', uuidParam(req, 'uuidBefore')),
  };
}

export const deviceSortParam = (req: HonoRequest): DeviceSortBy | undefined =>
  oneOfParam(req, 'sortBy', DEVICE_SORTS);

export const fleetSortParam = (req: HonoRequest): FleetSortBy | undefined =>
  oneOfParam(req, 'sortBy', FLEET_SORTS);

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The JSON body of a call; a body that does not parse is a 400, not a server error. */
export async function jsonBody(req: HonoRequest): Promise<unknown> {
  const raw = await req.text();
  if (raw.trim() === '') throw badRequest('A JSON body is required.');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
}
