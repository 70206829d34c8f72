import type { PackageNameSortBy, PackageVersionSortBy, SortDirection } from '@fleet/sdk/domain';
import type { SqlValue } from '../db/database.js';

// The SQL of the package lists: filters as one WHERE clause (bound parameters only) and the
// orders SPEC §5 allows. Every filter has an index (migration 130).

/** Filters of the package lists; every list matches any of its values. */
export interface PackageFilter {
  nameContains?: string;
  name?: string;
  version?: string;
  hardwareIds?: readonly string[];
  packageSources?: readonly string[];
  hashes?: readonly string[];
  packageIds?: readonly string[];
}

export interface Paging {
  offset: number;
  limit: number;
}

export interface PackageVersionQuery extends PackageFilter, Paging {
  sortBy?: PackageVersionSortBy;
  sortDirection?: SortDirection;
}

export interface PackageNameQuery
  extends Omit<PackageFilter, 'version' | 'hashes' | 'packageIds'>, Paging {
  sortBy?: PackageNameSortBy;
  sortDirection?: SortDirection;
}

export const placeholders = (count: number): string =>
  Array.from({ length: count }, () => '?').join(',');
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of a filtered list, always scoped to one repository. */
export function filterClause(
  repositoryId: string,
  filter: PackageFilter,
): { sql: string; params: SqlValue[] } {
  const clauses = ['p.repository_id = ?'];
  const params: SqlValue[] = [repositoryId];
  const anyOf = (column: string, values: readonly string[] | undefined): void => {
    if (values === undefined) return;
    clauses.push(`${column} IN (${placeholders(values.length)})`);
    params.push(...values);
  };
  if (filter.nameContains) {
    // LIKE is case-insensitive for ASCII, as the nameContains parameter promises.
    clauses.push(`p.name LIKE ? ESCAPE '\\'`);
    params.push(`%${escapeLike(filter.nameContains)}%`);
  }
  if (filter.name !== undefined) {
    clauses.push('p.name = ?');
    params.push(filter.name);
  }
  if (filter.version !== undefined) {
    clauses.push('p.version = ?');
    params.push(filter.version);
  }
  if (filter.hardwareIds !== undefined) {
    clauses.push(`EXISTS (SELECT 1 FROM package_hardware_ids h
      WHERE h.repository_id = p.repository_id AND h.package_id = p.package_id
        AND h.hardware_id IN (${placeholders(filter.hardwareIds.length)}))`);
    params.push(...filter.hardwareIds);
  }
  anyOf('p.package_source', filter.packageSources);
  anyOf(
    'p.sha256',
    filter.hashes?.map((hash) => hash.toLowerCase()),
  );
  anyOf('p.package_id', filter.packageIds);
  return { sql: clauses.join(' AND '), params };
}

const direction = (value: SortDirection | undefined, fallback: 'ASC' | 'DESC'): string =>
  value === undefined ? fallback : value === 'Desc' ? 'DESC' : 'ASC';

export function versionOrder(query: PackageVersionQuery): string {
  switch (query.sortBy) {
    case 'Filename': {
      const dir = direction(query.sortDirection, 'ASC');
      return `p.filename ${dir}, p.package_id ${dir}`;
    }
    case 'CreatedAt': {
      const dir = direction(query.sortDirection, 'DESC');
      return `p.created_at ${dir}, p.package_id ${dir}`;
    }
    default:
      // SPEC §9: packages by name ascending; a package's newest version first.
      return 'p.name ASC, p.created_at DESC, p.package_id ASC';
  }
}

export function nameOrder(query: PackageNameQuery): string {
  if (query.sortBy === 'LastVersionAt')
    return `last_version_at ${direction(query.sortDirection, 'DESC')}, p.name ASC`;
  return `p.name ${direction(query.sortDirection, 'ASC')}`;
}
