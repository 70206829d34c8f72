// The package list queries (SPEC §5, §9): their wire shapes, the page size and sort each list
// uses by default, and how long `hashes` / `packageIds` lists are split so that every request
// URL fits (SPEC §9 URL batching).
import type { operations } from '../api/schema';
import { CHARS_PER_DEVICE_ID, CHARS_PER_HASH, URL_LIMIT, URL_RESERVE } from '../domain/constants';
import type { ListSort, PackageVersionSortBy, SortDirection } from '../domain/list-queries';

export type PackagesParams = NonNullable<operations['listPackages']['parameters']['query']>;
export type PackageNamesParams = NonNullable<operations['listPackageNames']['parameters']['query']>;

/**
 * GET /packages (package versions). `hashes` and `packageIds` may be long: they are split
 * into the fewest requests whose URLs fit (SPEC §9). sortBy is Filename or CreatedAt, and
 * sortDirection only comes with sortBy (SPEC §5).
 */
export type PackagesQuery = Omit<PackagesParams, 'sortBy'> & { sortBy?: PackageVersionSortBy };
/** GET /packages-grouped (package names). sortBy is Name or LastVersionAt (SPEC §5). */
export type PackageNamesQuery = PackageNamesParams;
/** The versions of one package (the versions helper). */
export type PackageVersionsQuery = Omit<PackagesQuery, 'name'>;

/** A query for the iterators, which page by themselves. */
export type Unpaged<Q> = Omit<Q, 'offset' | 'limit'>;

/**
 * Characters budgeted per package id in a URL. SPEC §9 names no width for package ids, so
 * they get a device id's 48, or more for an id whose `packageIds=…&` entry is longer, so a
 * batch never outgrows the URL limit.
 */
export const CHARS_PER_PACKAGE_ID = CHARS_PER_DEVICE_ID;

/** Paging and sort with the defaults of one list (SPEC §9) filled in where the query has none. */
export function withDefaults<Q extends PagedQuery>(
  query: Q,
  limit: number,
  sort?: ListSort<NonNullable<Q['sortBy']>>,
): Q {
  const sorted = query.sortBy !== undefined;
  return {
    ...query,
    offset: query.offset ?? 0,
    limit: query.limit ?? limit,
    sortBy: query.sortBy ?? sort?.sortBy,
    // A sortBy given alone keeps the server's direction for it.
    sortDirection: query.sortDirection ?? (sorted ? undefined : sort?.sortDirection),
  };
}

export interface PagedQuery {
  offset?: number;
  limit?: number;
  sortBy?: string;
  sortDirection?: SortDirection;
}

export interface Lookup {
  key: 'hashes' | 'packageIds';
  values: readonly string[];
  charsPerItem: number;
}

const entryLength = (key: string, value: string) => `${key}=${encodeURIComponent(value)}&`.length;

/**
 * The repeated list a query is batched by, if any. Both lists filter together (a version must
 * match both), so given together they must fit one URL; a RangeError says when they do not.
 */
export function lookupOf(query: Pick<PackagesQuery, 'hashes' | 'packageIds'>): Lookup | undefined {
  const { hashes, packageIds } = query;
  const widest = (key: string, values: readonly string[], min: number) =>
    Math.max(min, ...values.map((v) => entryLength(key, v)));
  const byHash = hashes && {
    key: 'hashes' as const,
    values: hashes,
    charsPerItem: widest('hashes', hashes, CHARS_PER_HASH),
  };
  const byId = packageIds && {
    key: 'packageIds' as const,
    values: packageIds,
    charsPerItem: widest('packageIds', packageIds, CHARS_PER_PACKAGE_ID),
  };
  if (!byHash || !byId) return byHash ?? byId;
  const cost = byHash.values.length * byHash.charsPerItem + byId.values.length * byId.charsPerItem;
  if (cost > URL_LIMIT - URL_RESERVE)
    throw new RangeError(
      'hashes and packageIds together do not fit in one request; filter by one of them at a time.',
    );
  return undefined;
}
