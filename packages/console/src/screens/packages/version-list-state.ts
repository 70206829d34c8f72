// The versions page's list state in its address (/packages/{name}?offset=&limit=&sortBy=&
// sortDirection=), read into the SDK's versions query. SPEC §5: sortBy is Filename or
// CreatedAt, and a direction only counts with a sortBy; SPEC §9's defaults (50 per page,
// CreatedAt descending) stay the SDK's, so nothing here repeats them.
import type { PackageVersionsQuery } from '@fleet/sdk';
import { PACKAGE_VERSION_SORTS, type PackageVersionSortBy } from '@fleet/sdk/domain';
import type { ListState } from '../url-list-state';

export const VERSION_LIST_KEYS = ['offset', 'limit', 'sortBy', 'sortDirection'] as const;
export type VersionListState = ListState<(typeof VERSION_LIST_KEYS)[number]>;

const count = (value: string | undefined, min: number): number | undefined => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min ? n : undefined;
};

const isSortBy = (value: string | undefined): value is PackageVersionSortBy =>
  (PACKAGE_VERSION_SORTS as readonly (string | undefined)[]).includes(value);

/** The query the address asks for; values it cannot mean are left to the defaults. */
export function versionsQueryOf(state: VersionListState): PackageVersionsQuery {
  const offset = count(state.offset, 0);
  const limit = count(state.limit, 1);
  const sortBy = isSortBy(state.sortBy) ? state.sortBy : undefined;
  const direction = state.sortDirection;
  const sortDirection = direction === 'Asc' || direction === 'Desc' ? direction : undefined;
  return {
    ...(offset !== undefined && { offset }),
    ...(limit !== undefined && { limit }),
    ...(sortBy && { sortBy, ...(sortDirection && { sortDirection }) }),
  };
}
