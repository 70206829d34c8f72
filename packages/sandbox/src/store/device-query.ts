import type { DeviceSortBy, DeviceStatus, FleetSortBy, SortDirection } from '@fleet/sdk/domain';
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

/**
 * The WHERE conditions of a device filter over the `devices` table aliased `d`, for devices
 * of `repositoryId` (set-valued filters read their own indexes, scoped to it).
 */
export function deviceConditions(filter: DeviceFilter, repositoryId: string): SqlPart {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: string, ...values: SqlValue[]): void => {
    conditions.push(sql);
    params.push(...values);
  };
  // ASCII LIKE is case-insensitive in SQLite, which is what nameContains promises.
  if (filter.nameContains) add(`d.name LIKE ? ESCAPE '\\'`, containsPattern(filter.nameContains));
  if (filter.statuses?.length)
    add('d.status IN (SELECT value FROM json_each(?))', JSON.stringify(filter.statuses));
  if (filter.hibernated !== undefined) add('d.hibernated = ?', filter.hibernated ? 1 : 0);
  if (filter.lastSeenStart) add('d.last_seen >= ?', filter.lastSeenStart);
  if (filter.lastSeenEnd) add('d.last_seen < ?', filter.lastSeenEnd);
  if (filter.createdAtStart) add('d.created_at >= ?', filter.createdAtStart);
  if (filter.createdAtEnd) add('d.created_at < ?', filter.createdAtEnd);
  if (filter.activatedAfter) add('d.activated_at >= ?', filter.activatedAfter);
  if (filter.activatedBefore) add('d.activated_at < ?', filter.activatedBefore);
  if (filter.deviceUuids)
    add('d.uuid IN (SELECT value FROM json_each(?))', JSON.stringify(filter.deviceUuids));
  if (filter.hardwareIds?.length)
    add(
      `d.uuid IN (SELECT c.device_uuid FROM device_components c WHERE c.repository_id = ?
         AND c.hardware_id IN (SELECT value FROM json_each(?)))`,
      repositoryId,
      JSON.stringify(filter.hardwareIds),
    );
  return { sql: conditions.length ? conditions.join(' AND ') : '1', params };
}

const DEVICE_SORT_COLUMNS: Readonly<Record<DeviceSortBy, readonly string[]>> = {
  Name: ['d.name COLLATE NOCASE', 'd.uuid'],
  // device_id is unique in a repository, so it needs no tie-breaker.
  DeviceId: ['d.device_id'],
  Uuid: ['d.uuid'],
  CreatedAt: ['d.created_at', 'd.uuid'],
  ActivatedAt: ['d.activated_at', 'd.uuid'],
  LastSeen: ['d.last_seen', 'd.uuid'],
};

/**
 * A total order, so offset paging never skips or repeats a device; each matches an index
 * of migration 100. NULL times (never seen, not activated) come first ascending, last
 * descending.
 */
export function deviceOrderBy({ sortBy, sortDirection }: DeviceOrder): string {
  const direction = sortDirection === 'Desc' ? 'DESC' : 'ASC';
  return DEVICE_SORT_COLUMNS[sortBy].map((column) => `${column} ${direction}`).join(', ');
}

/** On a fleet's devices, `Id` is the device id and `CreatedAt` the registration time. */
export const FLEET_DEVICE_SORT: Readonly<Record<FleetSortBy, DeviceSortBy>> = {
  Name: 'Name',
  Id: 'DeviceId',
  CreatedAt: 'CreatedAt',
};
