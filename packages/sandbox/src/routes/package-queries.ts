import {
  FleetValidationError,
  PACKAGES_PAGE_SIZE,
  type PackageNameListQuery,
  type PackageNameSortBy,
  type PackageVersionListQuery,
  type PackageVersionSortBy,
  type SortDirection,
  validatePackageNameListQuery,
  validatePackageVersionListQuery,
} from '@fleet/sdk/domain';
import type { HonoRequest } from 'hono';
import type {
  PackageFilter,
  PackageNameQuery,
  PackageVersionQuery,
  Paging,
} from '../store/packages.js';
import { pageWindow } from './number-params.js';
import { validatedBy } from './request-body.js';

/** `offset` (default 0) and `limit` (default SPEC §9's 20, capped at 1000). */
export const pagingOf = (req: HonoRequest): Paging => pageWindow(req, PACKAGES_PAGE_SIZE);

/** A repeated parameter: undefined when absent; blank values are dropped. */
function many(req: HonoRequest, field: string): string[] | undefined {
  const values = req.queries(field)?.filter((value) => value !== '');
  return values && values.length > 0 ? values : undefined;
}

function filterOf(req: HonoRequest): PackageFilter {
  const nameContains = req.query('nameContains');
  const name = req.query('name');
  const version = req.query('version');
  const hardwareIds = many(req, 'hardwareIds');
  const packageSources = many(req, 'packageSource');
  const hashes = many(req, 'hashes');
  const packageIds = many(req, 'packageIds');
  return {
    ...(nameContains && { nameContains }),
    ...(name !== undefined && { name }),
    ...(version !== undefined && { version }),
    ...(hardwareIds && { hardwareIds }),
    ...(packageSources && { packageSources }),
    ...(hashes && { hashes }),
    ...(packageIds && { packageIds }),
  };
}

/** The sort as sent: unchecked text until the domain's validation has read it. */
function sortOf(req: HonoRequest): { sortBy?: string; sortDirection?: string } {
  return { sortBy: req.query('sortBy'), sortDirection: req.query('sortDirection') };
}

/** GET /packages: versions, sorted by Filename or CreatedAt (SPEC §5). */
export function packageVersionQueryOf(req: HonoRequest): PackageVersionQuery {
  const paging = pagingOf(req);
  const sort = sortOf(req);
  validatedBy(() =>
    validatePackageVersionListQuery({ ...paging, ...sort } as PackageVersionListQuery),
  );
  return {
    ...filterOf(req),
    ...paging,
    ...(sort.sortBy !== undefined && { sortBy: sort.sortBy as PackageVersionSortBy }),
    ...(sort.sortDirection !== undefined && {
      sortDirection: sort.sortDirection as SortDirection,
    }),
  };
}

/** GET /packages-grouped: names, sorted by Name or LastVersionAt (SPEC §5). */
export function packageNameQueryOf(req: HonoRequest): PackageNameQuery {
  const paging = pagingOf(req);
  const sort = sortOf(req);
  validatedBy(() => {
    validatePackageNameListQuery({ ...paging, ...sort } as PackageNameListQuery);
    // As for versions, a direction means nothing without the order it applies to.
    if (sort.sortDirection !== undefined && sort.sortBy === undefined)
      throw new FleetValidationError('validation.sortDirectionWithoutSortBy');
  });
  const { version: _version, hashes: _hashes, packageIds: _packageIds, ...filter } = filterOf(req);
  return {
    ...filter,
    ...paging,
    ...(sort.sortBy !== undefined && { sortBy: sort.sortBy as PackageNameSortBy }),
    ...(sort.sortDirection !== undefined && {
      sortDirection: sort.sortDirection as SortDirection,
    }),
  };
}
