import { MY_PACKAGES_SOURCE } from '@fleet/sdk/domain';
import type { SqlClient } from '../db/sql-client.js';
import type { NewPackage } from './packages.js';
import { nowIso, text } from './rows.js';

// Writes of package versions shared by the package store and the delegation store (a
// refresh replaces a source's versions in the same transaction as its fetch record).

export const packageIdOf = (name: string, version: string): string => `${name}-${version}`;

/** Inserts a version and its hardware ids; false when its name and version (or id) exist. */
export async function insertPackage(
  db: SqlClient,
  repositoryId: string,
  pkg: NewPackage,
): Promise<boolean> {
  const packageId = packageIdOf(pkg.name, pkg.version);
  const taken = await db.get(
    `SELECT 1 FROM packages WHERE repository_id = ? AND (package_id = ? OR (name = ? AND version = ?))`,
    [repositoryId, packageId, pkg.name, pkg.version],
  );
  if (taken) return false;
  await db.run(
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
  await writeHardwareIds(db, repositoryId, packageId, pkg.hardwareIds);
  return true;
}

export async function writeHardwareIds(
  db: SqlClient,
  repositoryId: string,
  packageId: string,
  hardwareIds: readonly string[],
): Promise<void> {
  await db.run('DELETE FROM package_hardware_ids WHERE repository_id = ? AND package_id = ?', [
    repositoryId,
    packageId,
  ]);
  for (const hardwareId of new Set(hardwareIds)) {
    await db.run(
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
export async function replaceSourcePackages(
  db: SqlClient,
  repositoryId: string,
  source: string,
  packages: readonly NewPackage[],
): Promise<string[]> {
  const listed = new Set(packages.map((pkg) => packageIdOf(pkg.name, pkg.version)));
  const current = (
    await db.all('SELECT package_id FROM packages WHERE repository_id = ? AND package_source = ?', [
      repositoryId,
      source,
    ])
  ).map((row) => text(row, 'package_id'));
  for (const packageId of current) {
    if (!listed.has(packageId))
      await db.run('DELETE FROM packages WHERE repository_id = ? AND package_id = ?', [
        repositoryId,
        packageId,
      ]);
  }
  const known = new Set(current);
  const added: string[] = [];
  for (const pkg of packages) {
    const packageId = packageIdOf(pkg.name, pkg.version);
    if (!known.has(packageId)) {
      if (await insertPackage(db, repositoryId, { ...pkg, packageSource: source }))
        added.push(packageId);
      continue;
    }
    await db.run(
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
    await writeHardwareIds(db, repositoryId, packageId, pkg.hardwareIds);
  }
  return added;
}

/** Removes a package source's versions from a repository. Run it inside a transaction. */
export async function removeSourcePackages(
  db: SqlClient,
  repositoryId: string,
  source: string,
): Promise<number> {
  return (
    await db.run('DELETE FROM packages WHERE repository_id = ? AND package_source = ?', [
      repositoryId,
      source,
    ])
  ).changes;
}
