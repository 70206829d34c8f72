// SPEC §3 "Device list query" and the fleet, package-name and version list queries: the sort
// names and the query shape callers build. The resources turn these into wire parameters
// (for example `search` is sent as `nameContains`).
import type { DeviceStatus } from './device-status.js';

export const SORT_DIRECTIONS = ['Asc', 'Desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEVICE_SORTS = [
  'Name',
  'DeviceId',
  'Uuid',
  'CreatedAt',
  'ActivatedAt',
  'LastSeen',
] as const;
export type DeviceSortBy = (typeof DEVICE_SORTS)[number];

export const FLEET_SORTS = ['Name', 'Id', 'CreatedAt'] as const;
export type FleetSortBy = (typeof FLEET_SORTS)[number];

export const PACKAGE_NAME_SORTS = ['Name', 'LastVersionAt'] as const;
export type PackageNameSortBy = (typeof PACKAGE_NAME_SORTS)[number];

export const PACKAGE_VERSION_SORTS = ['Filename', 'CreatedAt'] as const;
export type PackageVersionSortBy = (typeof PACKAGE_VERSION_SORTS)[number];

/** A sort as the API names it. */
export interface ListSort<S extends string> {
  readonly sortBy: S;
  readonly sortDirection: SortDirection;
}

/** Date-times are ISO 8601 strings, as sent on the wire. */
export interface DeviceListQuery {
  offset?: number;
  limit?: number;
  sortBy?: DeviceSortBy;
  sortDirection?: SortDirection;
  /** Matches device names; sent as `nameContains`. */
  search?: string;
  status?: DeviceStatus;
  hibernated?: boolean;
  lastSeenStart?: string;
  lastSeenEnd?: string;
  createdAtStart?: string;
  createdAtEnd?: string;
  activatedBefore?: string;
  activatedAfter?: string;
  deviceUuids?: readonly string[];
  hardwareIds?: readonly string[];
}

/** The fleet list and the devices-of-a-fleet list take the same query. */
export interface FleetListQuery {
  offset?: number;
  limit?: number;
  search?: string;
  sortBy?: FleetSortBy;
  sortDirection?: SortDirection;
}

export interface PackageNameListQuery {
  offset?: number;
  limit?: number;
  sortBy?: PackageNameSortBy;
  sortDirection?: SortDirection;
}

export interface PackageVersionListQuery {
  offset?: number;
  limit?: number;
  sortBy?: PackageVersionSortBy;
  /** Only together with sortBy (SPEC §5). */
  sortDirection?: SortDirection;
}
