// DESIGN "the URL holds list state" for the fleet manager and a fleet's devices: the address's
// page (from 1), sort (`Name`, `CreatedAt:Desc`, SPEC §3 fleet sort names) and search, read
// into an SDK fleet list query, and written back with the defaults (SPEC §9) left out.
import {
  FLEET_SORTS,
  SORT_DIRECTIONS,
  type FleetSortBy,
  type SortDirection,
} from '@fleet/sdk/domain';
import type { FleetsQuery } from '@fleet/sdk';
import type { ListState } from '../url-list-state';

export const FLEET_LIST_KEYS = ['page', 'sort', 'search'] as const;
export type FleetListKey = (typeof FLEET_LIST_KEYS)[number];
export type FleetListUrl = ListState<FleetListKey>;

/** The part of a fleets query the address holds (the page size is the store's). */
export type FleetListView = Pick<FleetsQuery, 'offset' | 'sortBy' | 'sortDirection'> & {
  search?: string;
};

const DEFAULT_SORT = { sortBy: 'Name', sortDirection: 'Asc' } as const;

const isSortBy = (value: string): value is FleetSortBy =>
  (FLEET_SORTS as readonly string[]).includes(value);
const isDirection = (value: string): value is SortDirection =>
  (SORT_DIRECTIONS as readonly string[]).includes(value);

/** `Name` or `Name:Desc`; anything else is the default sort (a hand-edited address). */
export function readSort(value: string | undefined): Pick<FleetsQuery, 'sortBy' | 'sortDirection'> {
  const [sortBy = '', direction = 'Asc'] = (value ?? '').split(':');
  if (!isSortBy(sortBy) || !isDirection(direction)) return { ...DEFAULT_SORT };
  return { sortBy, sortDirection: direction };
}

export function writeSort(sortBy: FleetSortBy, sortDirection: SortDirection): string {
  if (sortBy === DEFAULT_SORT.sortBy && sortDirection === DEFAULT_SORT.sortDirection) return '';
  return sortDirection === 'Asc' ? sortBy : `${sortBy}:${sortDirection}`;
}

/** The page number (from 1) of the address; 1 for a missing or unusable one. */
export function readPage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query the address asks for, with pages of `limit`. */
export function readFleetListUrl(url: FleetListUrl, limit: number): FleetListView {
  const search = url.search?.trim() ? url.search : undefined;
  return {
    offset: (readPage(url.page) - 1) * limit,
    ...readSort(url.sort),
    ...(search !== undefined && { search }),
  };
}

/** The address for a page (from 0 as the Pagination counts offsets / limit). */
export function pageUrl(offset: number, limit: number): FleetListUrl {
  const page = Math.floor(offset / limit) + 1;
  return { page: page > 1 ? String(page) : '' };
}

/** A new search or sort starts again from the first page. */
export function searchUrl(search: string): FleetListUrl {
  return { search, page: '' };
}

export function sortUrl(sortBy: FleetSortBy, sortDirection: SortDirection): FleetListUrl {
  return { sort: writeSort(sortBy, sortDirection), page: '' };
}

/**
 * Only the fields of `next` that differ from `current`: the store waits 500 ms after a search
 * or sort change (SPEC §9) but pages at once, so a page change must not name the search.
 */
export function changedQuery(
  current: Pick<FleetsQuery, 'offset' | 'sortBy' | 'sortDirection' | 'search'>,
  next: FleetListView,
): Partial<FleetsQuery> {
  const change: Partial<FleetsQuery> = {};
  if ((current.search ?? undefined) !== next.search) change.search = next.search;
  if (current.sortBy !== next.sortBy) change.sortBy = next.sortBy;
  if (current.sortDirection !== next.sortDirection) change.sortDirection = next.sortDirection;
  if (current.offset !== next.offset) change.offset = next.offset;
  return change;
}
