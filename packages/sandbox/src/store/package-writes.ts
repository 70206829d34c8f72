import { MY_PACKAGES_SOURCE } from '@fleet/sdk/domain';
import type { Database } from '../db/database.js';
import type { NewPackage } from './packages.js';
import { nowIso, text } from './rows.js';

// Writes of package versions shared by the package store and the delegation store (a
// refresh replaces a source's versions in the same transaction as its fetch record).

export const packageIdOf = (name: string, version: string): string => `${name}-${version}`;

/** Inserts a version and its hardware ids; false when its name and version (or id) exist. */
export function insertPackage(db: Database, repositoryId: string, pkg: NewPackage): boolean {
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

export function writeHardwareIds(
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
