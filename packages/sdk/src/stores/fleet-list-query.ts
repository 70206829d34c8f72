// SPEC §9 fleet list and fleet device list defaults (10 per page, name ascending) and their
// refresh rule: a search or sort change loads 500 ms after the last one, paging at once.
import {
  FLEET_DEVICES_DEFAULT_SORT,
  FLEET_DEVICES_PAGE_SIZE,
  FLEETS_DEFAULT_SORT,
  FLEETS_PAGE_SIZE,
  FLEETS_SEARCH_DEBOUNCE_MS,
} from '../domain/constants';
import type { FleetListQuery, FleetSortBy, SortDirection } from '../domain/list-queries';

/** A fleet (or fleet device) list query with its paging and sort always set. */
export interface FleetsQuery extends FleetListQuery {
  offset: number;
  limit: number;
  sortBy: FleetSortBy;
  sortDirection: SortDirection;
}

export const FLEETS_DEFAULT_QUERY: Readonly<FleetsQuery> = {
  offset: 0,
  limit: FLEETS_PAGE_SIZE,
  ...FLEETS_DEFAULT_SORT,
};

export const FLEET_DEVICES_DEFAULT_QUERY: Readonly<FleetsQuery> = {
  offset: 0,
  limit: FLEET_DEVICES_PAGE_SIZE,
  ...FLEET_DEVICES_DEFAULT_SORT,
};

/** How long after a change of the query to load it. */
export function fleetQueryDelay(change: Partial<FleetListQuery>): number {
  return 'search' in change || 'sortBy' in change || 'sortDirection' in change
    ? FLEETS_SEARCH_DEBOUNCE_MS
    : 0;
}
