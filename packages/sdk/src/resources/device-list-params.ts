// SPEC §3 device list query → the query parameters of GET /api/v2beta/devices, with the SPEC §9
// defaults (10 per page, lastSeen descending) filled in.
import type { operations } from '../api/schema';
import { DEVICES_DEFAULT_SORT, DEVICES_PAGE_SIZE } from '../domain/constants';
import type { DeviceListQuery } from '../domain/list-queries';
import { toOptionalDateTime } from './wire-time';

export type DeviceListParams = NonNullable<operations['listDevices']['parameters']['query']>;

/**
 * The query as the API names it: `search` travels as `nameContains` (a blank one is left out),
 * `status` as a one-element list, times as RFC 3339 UTC. The default sort applies only when the
 * query names neither sortBy nor sortDirection. An empty hardwareIds list means no filter.
 */
export function toDeviceListParams(query: DeviceListQuery): DeviceListParams {
  const unsorted = query.sortBy === undefined && query.sortDirection === undefined;
  return {
    offset: query.offset ?? 0,
    limit: query.limit ?? DEVICES_PAGE_SIZE,
    sortBy: unsorted ? DEVICES_DEFAULT_SORT.sortBy : query.sortBy,
    sortDirection: unsorted ? DEVICES_DEFAULT_SORT.sortDirection : query.sortDirection,
    nameContains: query.search?.trim() ? query.search : undefined,
    status: query.status === undefined ? undefined : [query.status],
    hibernated: query.hibernated,
    lastSeenStart: toOptionalDateTime(query.lastSeenStart),
    lastSeenEnd: toOptionalDateTime(query.lastSeenEnd),
    createdAtStart: toOptionalDateTime(query.createdAtStart),
    createdAtEnd: toOptionalDateTime(query.createdAtEnd),
    activatedBefore: toOptionalDateTime(query.activatedBefore),
    activatedAfter: toOptionalDateTime(query.activatedAfter),
    deviceUuids: query.deviceUuids === undefined ? undefined : [...query.deviceUuids],
    hardwareIds: query.hardwareIds?.length ? [...query.hardwareIds] : undefined,
  };
}
