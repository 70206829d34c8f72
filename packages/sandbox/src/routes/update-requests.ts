// Reading the inputs of the update calls (SPEC §5 update rules, §7 Updates): each reader
// answers 400 with the SDK's validation text, so the server refuses what the SDK refuses.
import { formatMessage, validateDeviceUpdate, validateUpdateCreation } from '@fleet/sdk/domain';
import type { HonoRequest } from 'hono';
import { badRequest } from '../http/errors.js';
import { pageWindow } from './number-params.js';
import { requireObject, validatedBy, type JsonObject } from './request-body.js';

/** Page size when the caller names none: a device's recent history fits one page. */
const DEFAULT_PAGE_SIZE = 50;

/** `offset` (default 0) and `limit` (default 50, at most 1000). */
export const pageOf = (req: HonoRequest): { offset: number; limit: number } =>
  pageWindow(req, DEFAULT_PAGE_SIZE);

function stringList(body: JsonObject, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== ''))
    throw badRequest(formatMessage('validation.notArray', { field }));
  return [...new Set(value as string[])];
}

/** POST /updates: packages for devices and the devices of fleets. */
export function parseUpdateRequest(body: unknown): {
  packageIds: string[];
  devices: string[];
  fleets: string[];
} {
  const fields = requireObject(body);
  const packageIds = stringList(fields, 'packageIds');
  const devices = stringList(fields, 'devices') ?? [];
  const fleets = stringList(fields, 'fleets') ?? [];
  validatedBy(() => validateUpdateCreation({ packageIds, devices, fleets }));
  return { packageIds: packageIds ?? [], devices, fleets };
}

/** POST /updates/devices/{deviceUuid}: packages, now or at `scheduledFor`. */
export function parseDeviceUpdateRequest(
  body: unknown,
  deviceUuid: string,
): { packageIds: string[]; scheduledFor: Date | undefined } {
  const fields = requireObject(body);
  const packageIds = stringList(fields, 'packageIds');
  const scheduledFor = fields.scheduledFor ?? undefined;
  validatedBy(() => validateDeviceUpdate({ deviceUuid, packageIds, scheduledFor }));
  return {
    packageIds: packageIds ?? [],
    scheduledFor: scheduledFor === undefined ? undefined : new Date(String(scheduledFor)),
  };
}

/** The `force` header of the cancel call (`X-Force` too, which CORS lets through). */
export function forceOf(req: HonoRequest): boolean {
  const value = req.header('force') ?? req.header('x-force');
  return value?.trim().toLowerCase() === 'true';
}
