import type { SqlClient, SqlRow } from '../db/sql-client.js';
import {
  filterClause,
  nameOrder,
  placeholders,
  versionOrder,
  type PackageNameQuery,
  type PackageVersionQuery,
} from './package-filters.js';
import { COLUMNS, toPackage, type StoredPackage, type TargetFormat } from './package-rows.js';
import { insertPackage, packageIdOf, writeHardwareIds } from './package-writes.js';
import { integer, nowIso, stringList, text } from './rows.js';

export type {
  PackageFilter,
  PackageNameQuery,
  PackageVersionQuery,
  Paging,
} from './package-filters.js';
export { packageIdOf, removeSourcePackages, replaceSourcePackages } from './package-writes.js';
export type { StoredPackage, TargetFormat } from './package-rows.js';

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
   * Whether a demo seeding step (packages, delegations, lockboxes) already ran for a
   * repository: each step seeds a repository once and never brings back what a user deleted.
   */
  isDemoSeeded(repositoryId: string, step: string): Promise<boolean>;
  /** Records that a demo seeding step ran (after its work, which is idempotent). */
  markDemoSeeded(repositoryId: string, step: string): Promise<void>;
}

const countOf = (row: SqlRow | undefined): number => (row ? integer(row, 'n') : 0);
export function createSqlPackageStore(db: SqlClient): PackageStore {
  const findById = async (
    q: SqlClient,
    repositoryId: string,
    packageId: string,
  ): Promise<StoredPackage | undefined> => {
    const row = await q.get(
      `SELECT ${COLUMNS} FROM packages p WHERE p.repository_id = ? AND p.package_id = ?`,
      [repositoryId, packageId],
    );
    return row && toPackage(row);
  };

  return {
    async list(repositoryId, query) {
      const where = filterClause(repositoryId, query);
      const total = countOf(
        await db.get(`SELECT count(*) AS n FROM packages p WHERE ${where.sql}`, where.params),
      );
      const values =
        query.limit === 0
          ? []
          : (
              await db.all(
                `SELECT ${COLUMNS} FROM packages p WHERE ${where.sql}
                 ORDER BY ${versionOrder(query)} LIMIT ? OFFSET ?`,
                [...where.params, query.limit, query.offset],
              )
            ).map(toPackage);
      return { total, values };
    },

    async listNames(repositoryId, query) {
      const where = filterClause(repositoryId, query);
      const total = countOf(
        await db.get(
          `SELECT count(DISTINCT p.name) AS n FROM packages p WHERE ${where.sql}`,
          where.params,
        ),
      );
      if (query.limit === 0) return { total, values: [] };
      const page = (
        await db.all(
          `SELECT p.name AS name, max(p.created_at) AS last_version_at
           FROM packages p WHERE ${where.sql}
           GROUP BY p.name ORDER BY ${nameOrder(query)} LIMIT ? OFFSET ?`,
          [...where.params, query.limit, query.offset],
        )
      ).map((row) => ({ name: text(row, 'name'), lastVersionAt: text(row, 'last_version_at') }));
      if (page.length === 0) return { total, values: [] };
      // The versions of the page's names that match the filters, newest first.
      const rows = await db.all(
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
      return findById(db, repositoryId, packageId);
    },

    async findByVersion(repositoryId, name, version) {
      const row = await db.get(
        `SELECT ${COLUMNS} FROM packages p
         WHERE p.repository_id = ? AND p.name = ? AND p.version = ?`,
        [repositoryId, name, version],
      );
      return row && toPackage(row);
    },

    async findMany(repositoryId, packageIds) {
      if (packageIds.length === 0) return [];
      const where = filterClause(repositoryId, { packageIds });
      return (
        await db.all(`SELECT ${COLUMNS} FROM packages p WHERE ${where.sql}`, where.params)
      ).map(toPackage);
    },

    async add(repositoryId, pkg) {
      return db.transaction(async (tx) =>
        (await insertPackage(tx, repositoryId, pkg))
          ? findById(tx, repositoryId, packageIdOf(pkg.name, pkg.version))
          : undefined,
      );
    },

    async addMissing(repositoryId, packages) {
      return db.transaction(async (tx) => {
        let added = 0;
        for (const pkg of packages) if (await insertPackage(tx, repositoryId, pkg)) added++;
        return added;
      });
    },

    async editMetadata(repositoryId, packageId, edit, mode) {
      return db.transaction(async (tx) => {
        const current = await findById(tx, repositoryId, packageId);
        if (!current) return undefined;
        const pick = <K extends keyof PackageMetadataEdit>(
          field: K,
          now: PackageMetadataEdit[K],
        ): PackageMetadataEdit[K] | null =>
          edit[field] !== undefined ? edit[field] : mode === 'merge' ? now : null;
        const hardwareIds = pick('hardwareIds', current.hardwareIds) ?? [];
        const meta = pick('proprietaryMeta', current.proprietaryMeta);
        await tx.run(
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
        await writeHardwareIds(tx, repositoryId, packageId, hardwareIds);
        return findById(tx, repositoryId, packageId);
      });
    },

    async remove(repositoryId, packageId) {
      return db.transaction(async (tx) => {
        const current = await findById(tx, repositoryId, packageId);
        if (!current) return undefined;
        await tx.run('DELETE FROM packages WHERE repository_id = ? AND package_id = ?', [
          repositoryId,
          packageId,
        ]);
        return current;
      });
    },

    async isFileInUse(sha256) {
      return (
        (await db.get('SELECT 1 FROM packages WHERE sha256 = ? LIMIT 1', [sha256])) !== undefined
      );
    },

    async isDemoSeeded(repositoryId, step) {
      return (
        (await db.get('SELECT 1 FROM package_area_seeds WHERE repository_id = ? AND step = ?', [
          repositoryId,
          step,
        ])) !== undefined
      );
    },

    async markDemoSeeded(repositoryId, step) {
      await db.run(
        `INSERT INTO package_area_seeds (repository_id, step, seeded_at) VALUES (?, ?, ?)
         ON CONFLICT DO NOTHING`,
        [repositoryId, step, nowIso()],
      );
    },
  };
}
