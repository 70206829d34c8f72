// Reading a new rollout (openapi/schemas/rollouts.yaml RolloutDefinition): every field is
// checked here, so what the engine later reads is well formed; a 400 says which field is not.
import { randomInt, randomUUID } from 'node:crypto';
import type { components } from '@fleet/sdk';
import { durationMs, isTimeZone, WEEKDAYS, type Weekday } from '@fleet/sdk/domain';
import { badRequest } from '../http/errors.js';
import { requireObject, type JsonObject } from '../routes/request-body.js';
import type { NewRollout } from '../store/rollouts.js';

type Schemas = components['schemas'];

const MAX_PHASES = 20;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw badRequest(`${field} must be text of 1 to ${max} characters`);
  return value.trim();
}

function ids(value: unknown, field: string, max: number, uuid: boolean): string[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > max ||
    !value.every((id) => typeof id === 'string' && id !== '' && (!uuid || UUID.test(id)))
  )
    throw badRequest(`${field} must list 1 to ${max} ${uuid ? 'uuids' : 'ids'}`);
  return [...new Set(value as string[])];
}

function integerIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw badRequest(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}

function target(value: unknown): Schemas['RolloutTarget'] {
  const fields = requireObject(value);
  const keys = Object.keys(fields);
  if (keys.length !== 1)
    throw badRequest('target must have exactly one of fleets, devices and expression');
  if ('fleets' in fields) return { fleets: ids(fields.fleets, 'target.fleets', 100, true) };
  if ('devices' in fields) return { devices: ids(fields.devices, 'target.devices', 10000, true) };
  if ('expression' in fields)
    return { expression: text(fields.expression, 'target.expression', 1000) };
  throw badRequest('target must have exactly one of fleets, devices and expression');
}

function phase(value: unknown, index: number): Schemas['RolloutPhaseDefinition'] {
  const at = `phases[${index}]`;
  const fields = requireObject(value);
  const size = requireObject(fields.size ?? null);
  const sized: Schemas['RolloutPhaseSize'] =
    'percent' in size
      ? { percent: integerIn(size.percent, `${at}.size.percent`, 1, 100) }
      : { count: integerIn(size.count, `${at}.size.count`, 1, 100000) };
  const threshold = fields.failureThresholdPercent;
  if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 100))
    throw badRequest(`${at}.failureThresholdPercent must be a number from 0 to 100`);
  const definition: Schemas['RolloutPhaseDefinition'] = {
    size: sized,
    failureThresholdPercent: threshold,
  };
  const then = fields.then;
  if (then === undefined || then === null) return definition;
  if (then === 'approval') return { ...definition, then };
  const wait = requireObject(then).wait;
  if (typeof wait !== 'string' || durationMs(wait) === undefined)
    throw badRequest(`${at}.then must be 'approval' or {wait: an ISO 8601 duration such as PT30M}`);
  return { ...definition, then: { wait } };
}

function maintenanceWindow(value: unknown): Schemas['MaintenanceWindow'] | null {
  if (value === undefined || value === null) return null;
  const fields: JsonObject = requireObject(value);
  const timeZone = text(fields.timeZone, 'maintenanceWindow.timeZone', 64);
  if (!isTimeZone(timeZone))
    throw badRequest(`maintenanceWindow.timeZone ${timeZone} is not an IANA time zone`);
  const weekdays = fields.weekdays;
  if (
    !Array.isArray(weekdays) ||
    weekdays.length === 0 ||
    !weekdays.every((day) => (WEEKDAYS as readonly unknown[]).includes(day))
  )
    throw badRequest(`maintenanceWindow.weekdays must list days among ${WEEKDAYS.join(', ')}`);
  const timeOfDay = (field: 'start' | 'end'): string => {
    const time = fields[field];
    if (typeof time !== 'string' || !TIME_OF_DAY.test(time))
      throw badRequest(`maintenanceWindow.${field} must be HH:MM`);
    return time;
  };
  return {
    timeZone,
    weekdays: WEEKDAYS.filter((day) => (weekdays as Weekday[]).includes(day)),
    start: timeOfDay('start'),
    end: timeOfDay('end'),
  };
}

/** The rollout a request body defines, as a draft of `repositoryId`. */
export function parseRolloutDefinition(
  body: unknown,
  repositoryId: string,
  now: string,
): NewRollout {
  const fields = requireObject(body);
  const phases = fields.phases;
  if (!Array.isArray(phases) || phases.length === 0 || phases.length > MAX_PHASES)
    throw badRequest(`phases must list 1 to ${MAX_PHASES} phases`);
  const startAt = fields.startAt;
  if (startAt !== undefined && (typeof startAt !== 'string' || Number.isNaN(Date.parse(startAt))))
    throw badRequest('startAt must be a date-time');
  const definitions = phases.map(phase);
  return {
    id: randomUUID(),
    repositoryId,
    name: text(fields.name, 'name', 200),
    packageIds: ids(fields.packageIds, 'packageIds', 20, false),
    target: target(fields.target),
    phases: definitions,
    phaseRuns: definitions.map(() => ({ state: 'waiting', startedAt: null, finishedAt: null })),
    maintenanceWindow: maintenanceWindow(fields.maintenanceWindow),
    startAt: startAt === undefined ? null : new Date(startAt).toISOString(),
    seed:
      fields.seed === undefined
        ? randomInt(0, 2 ** 32 - 1)
        : integerIn(fields.seed, 'seed', 0, 4294967295),
    createdAt: now,
  };
}
