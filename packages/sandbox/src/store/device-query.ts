import type { DeviceSortBy, DeviceStatus, SortDirection } from '@fleet/sdk/domain';
import type { SqlValue } from '../db/database.js';

/**
 * The filters of a device list (SPEC §3 Device list query), as the stores apply them in SQL.
 * Times are ISO 8601 UTC strings, the form the columns hold, so they compare as text.
 */
export interface DeviceFilter {
  /** Case-insensitive substring of the device name. */
  nameContains?: string;
  /** Any of these statuses. */
  statuses?: readonly DeviceStatus[];
  hibernated?: boolean;
  /** Last seen at or after. */
  lastSeenStart?: string;
  /** Last seen before. */
  lastSeenEnd?: string;
  createdAtStart?: string;
  createdAtEnd?: string;
  /** Activated at or after. */
  activatedAfter?: string;
  /** Activated before. */
  activatedBefore?: string;
  deviceUuids?: readonly string[];
  /** Devices with a component of one of these hardware ids. */
  hardwareIds?: readonly string[];
  /** Devices whose uuid sorts after this one: the cursor of an iteration by uuid. */
  uuidAfter?: string;
  /** Devices whose uuid sorts before this one: the end of one range of an iteration by uuid. */
  uuidBefore?: string;
}

export interface DeviceOrder {
  sortBy: DeviceSortBy;
  sortDirection: SortDirection;
}

export interface PageWindow {
  offset: number;
  /** 0 asks for the total only. */
  limit: number;
}

/** A piece of SQL with its positional parameters. */
export interface SqlPart {
  sql: string;
  params: SqlValue[];
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A condition of one filter of a device list. */
export interface DeviceCondition extends SqlPart {
  filter: keyof DeviceFilter;
}

/**
 * The WHERE conditions of a device filter over the `devices` table aliased `d`, for devices
 * of `repositoryId` (set-valued filters read their own indexes, scoped to it), one per filter
 * given. nameContains is a LIKE here; the device list may answer it from its index instead.
 */
export function deviceConditionList(filter: DeviceFilter, repositoryId: string): DeviceCondition[] {
  const conditions: DeviceCondition[] = [];
  const add = (key: keyof DeviceFilter, sql: string, ...params: SqlValue[]): void => {
    conditions.push({ filter: key, sql, params });
  };
  // ASCII LIKE is case-insensitive in SQLite, which is what nameContains promises.
  if (filter.nameContains)
    add('nameContains', `d.name LIKE ? ESCAPE '\\'`, containsPattern(filter.nameContains));
  // One status is an equality, which an index of (repository_id, status, ...) seeks to.
  if (filter.statuses?.length === 1) add('statuses', 'd.status = ?', filter.statuses[0] ?? '');
  else if (filter.statuses?.length)
    add(
      'statuses',
      'd.status IN (SELECT value FROM json_each(?))',
      JSON.stringify(filter.statuses),
    );
  if (filter.hibernated !== undefined)
    add('hibernated', 'd.hibernated = ?', filter.hibernated ? 1 : 0);
  if (filter.lastSeenStart) add('lastSeenStart', 'd.last_seen >= ?', filter.lastSeenStart);
  if (filter.lastSeenEnd) add('lastSeenEnd', 'd.last_seen < ?', filter.lastSeenEnd);
  if (filter.createdAtStart) add('createdAtStart', 'd.created_at >= ?', filter.createdAtStart);
  if (filter.createdAtEnd) add('createdAtEnd', 'd.created_at < ?', filter.createdAtEnd);
  if (filter.activatedAfter) add('activatedAfter', 'd.activated_at >= ?', filter.activatedAfter);
  if (filter.activatedBefore) add('activatedBefore', 'd.activated_at < ?', filter.activatedBefore);
  if (filter.uuidAfter) add('uuidAfter', 'd.uuid > ?', filter.uuidAfter);
  if (filter.uuidBefore) add('uuidBefore', 'd.uuid < ?', filter.uuidBefore);
  if (filter.deviceUuids)
    add(
      'deviceUuids',
      'd.uuid IN (SELECT value FROM json_each(?))',
      JSON.stringify(filter.deviceUuids),
    );
  if (filter.hardwareIds?.length)
    add(
      'hardwareIds',
      `d.uuid IN (SELECT c.device_uuid FROM device_components c WHERE c.repository_id = ?
         AND c.hardware_id IN (SELECT value FROM json_each(?)))`,
      repositoryId,
      JSON.stringify(filter.hardwareIds),
    );
  return conditions;
}

/** Conditions joined with AND; no condition is `1`. */
export function allOf(conditions: readonly SqlPart[]): SqlPart {
  return {
    sql: conditions.length ? conditions.map((part) => part.sql).join(' AND ') : '1 = 1',
    params: conditions.flatMap((part) => part.params),
  };
}

/** The WHERE conditions of a device filter over `devices d`, joined with AND. */
export function deviceConditions(filter: DeviceFilter, repositoryId: string): SqlPart {
  return allOf(deviceConditionList(filter, repositoryId));
}

// The orders moved to device-sort.ts; re-exported for the fleet store and routes.
export { deviceOrderBy, FLEET_DEVICE_SORT } from './device-sort.js';
