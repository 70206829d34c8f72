import type { components } from '@fleet/sdk';
import {
  MY_PACKAGES_SOURCE,
  type PackageNameSortBy,
  type PackageVersionSortBy,
  type SortDirection,
} from '@fleet/sdk/domain';
import type { Database, SqlRow, SqlValue } from '../db/database.js';
import { integer, nowIso, optionalText, stringList, text } from './rows.js';

export type TargetFormat = components['schemas']['PackageTargetFormat'];

/** One version of a package (SPEC §3 Package) as stored. */
export interface StoredPackage {
  /** `{name}-{version}`: the target name. */
  packageId: string;
  name: string;
  version: string;
  hardwareIds: string[];
  targetFormat: TargetFormat;
  filename: string;
  sha256: string;
  size: number;
  /** 'targets.json' for the user's own packages, else the package source's name. */
  packageSource: string;
  uri: string | null;
  comment: string | null;
  /** Free-form metadata; undefined when there is none. */
  proprietaryMeta: unknown;
  createdAt: string;
}

export interface NewPackage {
  name: string;
  version: string;
  hardwareIds: readonly string[];
  targetFormat: TargetFormat;
  sha256: string;
  size: number;
  /** Default 'targets.json'. */
  packageSource?: string;
  uri?: string | null;
  /** Default now. */
  createdAt?: string;
}

/** Editable metadata (openapi PackageEdit): undefined leaves a field, null clears it. */
export interface PackageMetadataEdit {
  hardwareIds?: readonly string[] | null;
  uri?: string | null;
  comment?: string | null;
  proprietaryMeta?: unknown;
}

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

/** SPEC §3 Package name entry. */
export interface PackageName {
  packageName: string;
  hardwareIds: string[];
  origins: string[];
  lastVersionAt: string;
  /** Newest first. */
  versions: string[];
}

export interface ListResult<T> {
  total: number;
  values: T[];
}

export interface PackageStore {
  list(repositoryId: string, query: PackageVersionQuery): Promise<ListResult<StoredPackage>>;
  listNames(repositoryId: string, query: PackageNameQuery): Promise<ListResult<PackageName>>;
  findById(repositoryId: string, packageId: string): Promise<StoredPackage | undefined>;
  findByVersion(
    repositoryId: string,
    name: string,
    version: string,
  ): Promise<StoredPackage | undefined>;
  /** The versions with these ids that exist, in no particular order. */
  findMany(repositoryId: string, packageIds: readonly string[]): Promise<StoredPackage[]>;
  /** Adds a version; undefined when the name and version (or the id) are taken. */
  add(repositoryId: string, pkg: NewPackage): Promise<StoredPackage | undefined>;
  /** Adds the versions that are missing, in one transaction; returns how many were added. */
  addMissing(repositoryId: string, packages: readonly NewPackage[]): Promise<number>;
  /** PATCH (`merge`) or PUT (`replace`: fields left out are cleared) of the metadata. */
  editMetadata(
    repositoryId: string,
    packageId: string,
    edit: PackageMetadataEdit,
    mode: 'merge' | 'replace',
  ): Promise<StoredPackage | undefined>;
  /** Removes a version; returns what was removed. */
  remove(repositoryId: string, packageId: string): Promise<StoredPackage | undefined>;
  /** Whether any repository still has a version with this file. */
  isFileInUse(sha256: string): Promise<boolean>;
  /**
   * True the first time it is asked for a repository and a demo seeding step, so each step
   * seeds a repository once and never brings back what a user deleted.
   */
  claimDemoSeed(repositoryId: string, step: string): Promise<boolean>;
}

export const packageIdOf = (name: string, version: string): string => `${name}-${version}`;

const COLUMNS = `p.package_id, p.name, p.version, p.hardware_ids, p.target_format, p.filename,
  p.sha256, p.size, p.package_source, p.uri, p.comment, p.proprietary_meta, p.created_at`;

function toPackage(row: SqlRow): StoredPackage {
  const meta = optionalText(row, 'proprietary_meta');
  return {
    packageId: text(row, 'package_id'),
    name: text(row, 'name'),
    version: text(row, 'version'),
    hardwareIds: stringList(row, 'hardware_ids'),
    targetFormat: text(row, 'target_format') === 'OSTREE' ? 'OSTREE' : 'BINARY',
    filename: text(row, 'filename'),
    sha256: text(row, 'sha256'),
    size: integer(row, 'size'),
    packageSource: text(row, 'package_source'),
    uri: optionalText(row, 'uri'),
    comment: optionalText(row, 'comment'),
    proprietaryMeta: meta === null ? undefined : JSON.parse(meta),
    createdAt: text(row, 'created_at'),
  };
}

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(',');
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of a filtered list, always scoped to one repository. */
function filterClause(
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

function versionOrder(query: PackageVersionQuery): string {
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

function nameOrder(query: PackageNameQuery): string {
  if (query.sortBy === 'LastVersionAt')
    return `last_version_at ${direction(query.sortDirection, 'DESC')}, p.name ASC`;
  return `p.name ${direction(query.sortDirection, 'ASC')}`;
}

/** Inserts a version and its hardware ids; false when its name and version (or id) exist. */
function insertPackage(db: Database, repositoryId: string, pkg: NewPackage): boolean {
  const packageId = packageIdOf(pkg.name, pkg.version);
  const taken = db.get(
    `SELECT 1 FROM packages WHERE repository_id = ? AND (package_id = ? OR (name = ? AND version = ?))`,
    [repositoryId, packageId, pkg.name, pkg.version],
  );
  if (taken) return false;
  db.run(
    `INSERT INTO packages (repository_id, package_id, name, version, hardware_ids, target_format,
       filename, sha256, size, package_source, uri, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      repositoryId,
      packageId,
      pkg.name,
      pkg.version,
      JSON.stringify(pkg.hardwareIds),
      pkg.targetFormat,
      packageId,
      pkg.sha256,
      pkg.size,
      pkg.packageSource ?? MY_PACKAGES_SOURCE,
      pkg.uri ?? null,
      pkg.createdAt ?? nowIso(),
    ],
  );
  writeHardwareIds(db, repositoryId, packageId, pkg.hardwareIds);
  return true;
}

function writeHardwareIds(
  db: Database,
  repositoryId: string,
  packageId: string,
  hardwareIds: readonly string[],
): void {
  db.run('DELETE FROM package_hardware_ids WHERE repository_id = ? AND package_id = ?', [
    repositoryId,
    packageId,
  ]);
  for (const hardwareId of new Set(hardwareIds)) {
    db.run(
      'INSERT INTO package_hardware_ids (repository_id, package_id, hardware_id) VALUES (?, ?, ?)',
      [repositoryId, packageId, hardwareId],
    );
  }
}

/**
 * Makes a package source's versions in a repository exactly `packages` (its verified
 * targets): versions no longer listed go, listed ones are added or updated. A target whose
 * name and version belong to another source or to the user's own packages is skipped, as
 * TUF lets the top-level targets win over a delegation. Returns the ids added. Run it inside
 * a transaction.
 */
export function replaceSourcePackages(
  db: Database,
  repositoryId: string,
  source: string,
  packages: readonly NewPackage[],
): string[] {
  const listed = new Set(packages.map((pkg) => packageIdOf(pkg.name, pkg.version)));
  const current = db
    .all('SELECT package_id FROM packages WHERE repository_id = ? AND package_source = ?', [
      repositoryId,
      source,
    ])
    .map((row) => text(row, 'package_id'));
  for (const packageId of current) {
    if (!listed.has(packageId))
      db.run('DELETE FROM packages WHERE repository_id = ? AND package_id = ?', [
        repositoryId,
        packageId,
      ]);
  }
  const known = new Set(current);
  const added: string[] = [];
  for (const pkg of packages) {
    const packageId = packageIdOf(pkg.name, pkg.version);
    if (!known.has(packageId)) {
      if (insertPackage(db, repositoryId, { ...pkg, packageSource: source })) added.push(packageId);
      continue;
    }
    db.run(
      `UPDATE packages SET hardware_ids = ?, target_format = ?, sha256 = ?, size = ?, uri = ?
       WHERE repository_id = ? AND package_id = ?`,
      [
        JSON.stringify(pkg.hardwareIds),
        pkg.targetFormat,
        pkg.sha256,
        pkg.size,
        pkg.uri ?? null,
        repositoryId,
        packageId,
      ],
    );
    writeHardwareIds(db, repositoryId, packageId, pkg.hardwareIds);
  }
  return added;
}

/** Removes a package source's versions from a repository. Run it inside a transaction. */
export function removeSourcePackages(db: Database, repositoryId: string, source: string): number {
  return db.run('DELETE FROM packages WHERE repository_id = ? AND package_source = ?', [
    repositoryId,
    source,
  ]).changes;
}

export function createSqlPackageStore(db: Database): PackageStore {
  const findById = (repositoryId: string, packageId: string): StoredPackage | undefined => {
    const row = db.get(
      `SELECT ${COLUMNS} FROM packages p WHERE p.repository_id = ? AND p.package_id = ?`,
      [repositoryId, packageId],
    );
    return row && toPackage(row);
  };

  return {
    async list(repositoryId, query) {
      const where = filterClause(repositoryId, query);
      const total = integer(
        db.get(`SELECT count(*) AS n FROM packages p WHERE ${where.sql}`, where.params) ?? {
          n: 0,
        },
        'n',
      );
      const values =
        query.limit === 0
          ? []
          : db
              .all(
                `SELECT ${COLUMNS} FROM packages p WHERE ${where.sql}
                 ORDER BY ${versionOrder(query)} LIMIT ? OFFSET ?`,
                [...where.params, query.limit, query.offset],
              )
              .map(toPackage);
      return { total, values };
    },

    async listNames(repositoryId, query) {
      const where = filterClause(repositoryId, query);
      const total = integer(
        db.get(`SELECT count(DISTINCT p.name) AS n FROM packages p WHERE ${where.sql}`, where.params) ?? {
          n: 0,
        },
        'n',
      );
      if (query.limit === 0) return { total, values: [] };
      const page = db
        .all(
          `SELECT p.name AS name, max(p.created_at) AS last_version_at
           FROM packages p WHERE ${where.sql}
           GROUP BY p.name ORDER BY ${nameOrder(query)} LIMIT ? OFFSET ?`,
          [...where.params, query.limit, query.offset],
        )
        .map((row) => ({ name: text(row, 'name'), lastVersionAt: text(row, 'last_version_at') }));
      if (page.length === 0) return { total, values: [] };
      // The versions of the page's names that match the filters, newest first.
      const rows = db.all(
        `SELECT p.name, p.version, p.hardware_ids, p.package_source FROM packages p
         WHERE ${where.sql} AND p.name IN (${placeholders(page.length)})
         ORDER BY p.created_at DESC, p.version DESC`,
        [...where.params, ...page.map(({ name }) => name)],
      );
      const entries = new Map<string, PackageName>(
        page.map(({ name, lastVersionAt }) => [
          name,
          { packageName: name, hardwareIds: [], origins: [], lastVersionAt, versions: [] },
        ]),
      );
      for (const row of rows) {
        const entry = entries.get(text(row, 'name'));
        if (!entry) continue;
        entry.versions.push(text(row, 'version'));
        for (const id of stringList(row, 'hardware_ids'))
          if (!entry.hardwareIds.includes(id)) entry.hardwareIds.push(id);
        const source = text(row, 'package_source');
        if (!entry.origins.includes(source)) entry.origins.push(source);
      }
      return { total, values: [...entries.values()] };
    },

    async findById(repositoryId, packageId) {
      return findById(repositoryId, packageId);
    },

    async findByVersion(repositoryId, name, version) {
      const row = db.get(
        `SELECT ${COLUMNS} FROM packages p
         WHERE p.repository_id = ? AND p.name = ? AND p.version = ?`,
        [repositoryId, name, version],
      );
      return row && toPackage(row);
    },

    async findMany(repositoryId, packageIds) {
      if (packageIds.length === 0) return [];
      const where = filterClause(repositoryId, { packageIds });
      return db
        .all(`SELECT ${COLUMNS} FROM packages p WHERE ${where.sql}`, where.params)
        .map(toPackage);
    },

    async add(repositoryId, pkg) {
      const added = db.transaction(() => insertPackage(db, repositoryId, pkg));
      return added ? findById(repositoryId, packageIdOf(pkg.name, pkg.version)) : undefined;
    },

    async addMissing(repositoryId, packages) {
      return db.transaction(
        () => packages.filter((pkg) => insertPackage(db, repositoryId, pkg)).length,
      );
    },

    async editMetadata(repositoryId, packageId, edit, mode) {
      const current = findById(repositoryId, packageId);
      if (!current) return undefined;
      const pick = <K extends keyof PackageMetadataEdit>(
        field: K,
        now: PackageMetadataEdit[K],
      ): PackageMetadataEdit[K] | null =>
        edit[field] !== undefined ? edit[field] : mode === 'merge' ? now : null;
      const hardwareIds = pick('hardwareIds', current.hardwareIds) ?? [];
      const meta = pick('proprietaryMeta', current.proprietaryMeta);
      db.transaction(() => {
        db.run(
          `UPDATE packages SET hardware_ids = ?, uri = ?, comment = ?, proprietary_meta = ?
           WHERE repository_id = ? AND package_id = ?`,
          [
            JSON.stringify(hardwareIds),
            pick('uri', current.uri) ?? null,
            pick('comment', current.comment) ?? null,
            meta === null || meta === undefined ? null : JSON.stringify(meta),
            repositoryId,
            packageId,
          ],
        );
        writeHardwareIds(db, repositoryId, packageId, hardwareIds);
      });
      return findById(repositoryId, packageId);
    },

    async remove(repositoryId, packageId) {
      const current = findById(repositoryId, packageId);
      if (!current) return undefined;
      db.run('DELETE FROM packages WHERE repository_id = ? AND package_id = ?', [
        repositoryId,
        packageId,
      ]);
      return current;
    },

    async isFileInUse(sha256) {
      return db.get('SELECT 1 FROM packages WHERE sha256 = ? LIMIT 1', [sha256]) !== undefined;
    },

    async claimDemoSeed(repositoryId, step) {
      return (
        db.run(
          `INSERT INTO package_area_seeds (repository_id, step, seeded_at) VALUES (?, ?, ?)
           ON CONFLICT DO NOTHING`,
          [repositoryId, step, nowIso()],
        ).changes === 1
      );
    },
  };
}
