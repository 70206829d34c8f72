import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import type { SqlClient } from '../src/db/sql-client.js';
import { createSqlPackageStore } from '../src/store/packages.js';
import { onDatabaseBefore } from './helpers/database-before.js';

// Migration 202 puts the packages list's default order (SPEC §9: by name, a package's newest
// version first, then its id) in an index. On a database made before it, the lists answer as
// they did, and the embedded database reads the page off the index instead of sorting.

/** Versions stored out of order: two share a creation time, so the id decides between them. */
const VERSIONS: Array<[name: string, version: string, createdAt: string]> = [
  ['gamma', '1', '2026-03-01T00:00:00.000Z'],
  ['alpha', '1', '2026-01-01T00:00:00.000Z'],
  ['beta', '2', '2026-02-02T00:00:00.000Z'],
  ['alpha', '3', '2026-01-03T00:00:00.000Z'],
  ['beta', '1', '2026-02-02T00:00:00.000Z'],
  ['alpha', '2', '2026-01-02T00:00:00.000Z'],
];
const DEFAULT_ORDER = ['alpha-3', 'alpha-2', 'alpha-1', 'beta-1', 'beta-2', 'gamma-1'];

const LIST = `SELECT p.package_id FROM packages p WHERE p.repository_id = ?
  ORDER BY p.name ASC, p.created_at DESC, p.package_id ASC LIMIT 20 OFFSET 0`;

async function storeVersions(db: SqlClient): Promise<void> {
  await db.run(
    `INSERT INTO users (id, email, created_at) VALUES ('u1', 'old@example.com', '2026-01-01T00:00:00.000Z')`,
  );
  await db.run(
    `INSERT INTO repositories (id, owner_id, name, created_at) VALUES ('r1', 'u1', 'Old', '2026-01-01T00:00:00.000Z')`,
  );
  for (const [name, version, createdAt] of VERSIONS)
    await db.run(
      `INSERT INTO packages (repository_id, package_id, name, version, filename, sha256, size, created_at)
       VALUES ('r1', ?, ?, ?, ?, ?, 1, ?)`,
      [`${name}-${version}`, name, version, `${name}-${version}.bin`, 'ab'.repeat(32), createdAt],
    );
}

async function expectLists(db: SqlClient): Promise<void> {
  const packages = createSqlPackageStore(db);
  const all = await packages.list('r1', { offset: 0, limit: 20 });
  expect(all.total).toBe(VERSIONS.length);
  expect(all.values.map(({ packageId }) => packageId)).toEqual(DEFAULT_ORDER);
  // A page further down starts where the order says.
  const page = await packages.list('r1', { offset: 2, limit: 3 });
  expect(page.values.map(({ packageId }) => packageId)).toEqual(DEFAULT_ORDER.slice(2, 5));
  const names = await packages.listNames('r1', { offset: 0, limit: 20 });
  expect(
    names.values.map(({ packageName, lastVersionAt }) => [packageName, lastVersionAt]),
  ).toEqual([
    ['alpha', '2026-01-03T00:00:00.000Z'],
    ['beta', '2026-02-02T00:00:00.000Z'],
    ['gamma', '2026-03-01T00:00:00.000Z'],
  ]);
}

describe('migration 202 on a database made before it', () => {
  // On the suite's engine: the embedded database, or PostgreSQL under `pnpm test:postgres`.
  it('lists the versions stored before it in the default order, read off the index', async () => {
    await onDatabaseBefore(202, async ({ db, migrateRest, dataDir }) => {
      await storeVersions(db);
      // The embedded database's plan, on a connection of its own, closed after: a statement
      // kept prepared on the migrating connection would hold the table the migration changes.
      const plan = (): string => {
        if (dataDir === undefined) return '';
        const reader = openDatabase(dataDir, { readOnly: true });
        try {
          return reader
            .all(`EXPLAIN QUERY PLAN ${LIST}`, ['r1'])
            .map((row) => String(row.detail))
            .join('\n');
        } finally {
          reader.close();
        }
      };
      if (dataDir !== undefined) expect(plan()).toContain('USE TEMP B-TREE FOR ORDER BY');
      expect(await migrateRest()).toContain(202);
      await expectLists(db);
      expect(plan()).not.toMatch(/TEMP B-TREE/);
    });
  });
});
