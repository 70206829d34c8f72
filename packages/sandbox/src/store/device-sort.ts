import type { DeviceSortBy, FleetSortBy } from '@fleet/sdk/domain';
import type { DeviceFilter, DeviceOrder } from './device-query.js';

/** A sort of the device list, and the index of migration 100 that keeps devices in it. */
interface DeviceSort {
  /** A total order: the last column is unique in a repository. */
  columns: readonly string[];
  /** Starts with repository_id, then the columns. */
  index: string;
  /** The filters this index answers by itself, without reading the device's row. */
  indexedFilters: ReadonlyArray<keyof DeviceFilter>;
  /** An index of (repository_id, status, the columns): the order within one status. */
  statusIndex?: string;
}

const SORTS: Readonly<Record<DeviceSortBy, DeviceSort>> = {
  // The name is in the index, so a LIKE on it is checked there.
  Name: {
    columns: ['d.name COLLATE NOCASE', 'd.uuid'],
    index: 'devices_by_name',
    indexedFilters: ['nameContains'],
    statusIndex: 'devices_by_status_and_name',
  },
  // device_id is unique in a repository, so it needs no tie-breaker.
  DeviceId: { columns: ['d.device_id'], index: 'devices_by_device_id', indexedFilters: [] },
  // The iteration cursor (uuidAfter, and uuidBefore ending a range) is a seek in the index.
  Uuid: {
    columns: ['d.uuid'],
    index: 'devices_by_uuid',
    indexedFilters: ['uuidAfter', 'uuidBefore'],
  },
  // A time window on the sorted column is a seek in the index.
  CreatedAt: {
    columns: ['d.created_at', 'd.uuid'],
    index: 'devices_by_created_at',
    indexedFilters: ['createdAtStart', 'createdAtEnd'],
  },
  ActivatedAt: {
    columns: ['d.activated_at', 'd.uuid'],
    index: 'devices_by_activated_at',
    indexedFilters: ['activatedAfter', 'activatedBefore'],
  },
  LastSeen: {
    columns: ['d.last_seen', 'd.uuid'],
    index: 'devices_by_last_seen',
    indexedFilters: ['lastSeenStart', 'lastSeenEnd'],
    statusIndex: 'devices_by_status',
  },
};

/**
 * A total order, so offset paging never skips or repeats a device; each matches an index
 * of migration 100. NULL times (never seen, not activated) come first ascending, last
 * descending. `unindexed` keeps the order from being read off an index (a `+` makes each
 * term an expression), for queries that should find their rows through a filter's index and
 * sort the few they find.
 */
export function deviceOrderBy(
  { sortBy, sortDirection }: DeviceOrder,
  options: { unindexed?: boolean } = {},
): string {
  const direction = sortDirection === 'Desc' ? 'DESC' : 'ASC';
  const prefix = options.unindexed ? '+' : '';
  return SORTS[sortBy].columns.map((column) => `${prefix}${column} ${direction}`).join(', ');
}

/** Whether the list walks the sort's index within one status (migration 195). */
const withinOneStatus = (
  filter: DeviceFilter,
  sort: DeviceSort,
): sort is DeviceSort & { statusIndex: string } =>
  filter.statuses?.length === 1 && sort.statusIndex !== undefined;

/**
 * The index that lists a repository's devices in the order's sort: with one status asked
 * and an index of the sort within a status, that one.
 */
export function deviceSortIndex({ sortBy }: DeviceOrder, filter: DeviceFilter = {}): string {
  const sort = SORTS[sortBy];
  return withinOneStatus(filter, sort) ? sort.statusIndex : sort.index;
}

/**
 * A filter split in two: what the sort's index checks by itself while it is walked (a time
 * window on the sorted column, a name on the name index), and what needs the device's row.
 */
export function splitBySortIndex(
  filter: DeviceFilter,
  { sortBy }: DeviceOrder,
): { indexed: DeviceFilter; rest: DeviceFilter } {
  const indexed: DeviceFilter = {};
  const rest: DeviceFilter = { ...filter };
  const sort = SORTS[sortBy];
  const keys = withinOneStatus(filter, sort)
    ? [...sort.indexedFilters, 'statuses' as const]
    : sort.indexedFilters;
  for (const key of keys) {
    if (filter[key] === undefined) continue;
    Object.assign(indexed, { [key]: filter[key] });
    Object.assign(rest, { [key]: undefined });
  }
  return { indexed, rest };
}

/** On a fleet's devices, `Id` is the device id and `CreatedAt` the registration time. */
export const FLEET_DEVICE_SORT: Readonly<Record<FleetSortBy, DeviceSortBy>> = {
  Name: 'Name',
  Id: 'DeviceId',
  CreatedAt: 'CreatedAt',
};
