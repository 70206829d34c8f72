import type { SqlClient } from '../db/sql-client.js';
import type { DeviceOrder, PageWindow } from './device-query.js';
import type { DeviceRowsAs } from './device-rows.js';
import { deviceOrderBy } from './device-sort.js';
import { nameVersion, NameVersionedValues } from './device-name-versions.js';
import { PAGE_DEVICES_BY_KEY, valuesUnseen } from './device-page-planned-once.js';
import { text } from './rows.js';

/**
 * A deep page of the whole list in name order (issue #12: offset 50,000 of 100,000 walked
 * 50,000 index entries, 5 ms on SQLite, 20 to 30 ms on PostgreSQL). Neither engine's index
 * keeps counts, so a position is found by walking; this module keeps, per repository, the key
 * (name, uuid) at every STRIDE-th place of the ascending order while the names do not change
 * (device-name-versions.ts), and a page is a seek to the key at or before its start and a
 * walk of less than STRIDE entries. Check-ins, which move devices in the default order, do
 * not move them in this one.
 *
 * The keys are read when a repository's names were the same on two calls running, so names
 * that change all the time (a bulk registration) cost no reading of keys that would not
 * serve twice: the page is then walked as before.
 */

/** Keys kept per repository: the order split in about this many stretches. */
const STRETCHES = 512;
/** The shortest stretch: below it a walk costs about what the seek does. */
const MIN_STRIDE = 32;
/** Repositories whose keys are kept, per process or reader thread. */
const REPOSITORIES = 16;

interface NamePositions {
  stride: number;
  /** The key at place stride × i of the ascending order: the name as the order compares it. */
  keys: Array<{ name: string; uuid: string }>;
}

const kept = new NameVersionedValues<NamePositions>(REPOSITORIES);
/** The name version each repository had at its last deep page, before its keys were read. */
const versionAtLastPage = new Map<string, number>();

const ASCENDING = deviceOrderBy({ sortBy: 'Name', sortDirection: 'Asc' });

/**
 * The devices from `key` on in ascending name order: a range of the index from the key's name
 * (SQLite seeks by a name, not by a row value with a collation, and compares such a row value
 * slowly on each entry), then, among devices of that name, from its uuid on.
 */
const FROM_KEY = `FROM devices d INDEXED BY devices_by_name
  WHERE d.repository_id = ? AND d.name COLLATE NOCASE >= ?
    AND (d.name COLLATE NOCASE > ? OR d.uuid >= ?)
  ORDER BY ${ASCENDING}`;

/** The keys, each a walk of one stride from the one before: one walk of the order in all. */
async function readPositions(
  db: SqlClient,
  repositoryId: string,
  stride: number,
): Promise<NamePositions> {
  const keys: NamePositions['keys'] = [];
  let row = await db.get(
    `SELECT d.name COLLATE NOCASE AS name, d.uuid FROM devices d INDEXED BY devices_by_name
     WHERE d.repository_id = ? ORDER BY ${ASCENDING} LIMIT 1`,
    [repositoryId],
  );
  while (row !== undefined) {
    const key = { name: text(row, 'name'), uuid: text(row, 'uuid') };
    keys.push(key);
    row = await db.get(
      `SELECT d.name COLLATE NOCASE AS name, d.uuid ${FROM_KEY} LIMIT 1 OFFSET ?`,
      [repositoryId, key.name, key.name, key.uuid, stride],
    );
  }
  return { stride, keys };
}

/**
 * The page of the repository's devices (no filter) in name order, or undefined when the page
 * lies near an end (a walk from there is short) or the keys are not kept. `knownVersion` is
 * the repository's name version, when read before the total.
 */
export async function namePageFromPositions<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  repositoryId: string,
  order: DeviceOrder,
  page: PageWindow,
  total: number,
  knownVersion?: number,
): Promise<T[] | undefined> {
  const stride = Math.max(MIN_STRIDE, Math.ceil(total / STRETCHES));
  const count = Math.min(page.limit, total - page.offset);
  // The page's places in the ascending order.
  const start = order.sortDirection === 'Asc' ? page.offset : total - page.offset - count;
  if (count <= 0 || Math.min(start, total - start - count) < 2 * stride) return undefined;
  // The caller may have read the name version with the total (PostgreSQL: one round trip).
  const version = knownVersion ?? (await nameVersion(db, repositoryId));
  if (!kept.has(repositoryId, version)) {
    const again = versionAtLastPage.get(repositoryId) === version;
    versionAtLastPage.set(repositoryId, version);
    if (!again) return undefined;
  }
  const positions = await kept.valueOf(repositoryId, version, () =>
    readPositions(db, repositoryId, stride),
  );
  const at = Math.floor(start / positions.stride);
  const key = positions.keys[at];
  if (key === undefined) return undefined;
  const params = [repositoryId, key.name, key.name, key.uuid, count, start - at * positions.stride];
  // On PostgreSQL a statement planned once (device-page-planned-once.ts): with its values in
  // sight it was planned on every call, 0.6 ms against 0.2 for reading the page at 100,000
  // devices; for any values, the plan is the seek into the name order's index.
  const walk = `SELECT d.uuid AS page_uuid ${FROM_KEY} LIMIT ? OFFSET ?`;
  const sql =
    db.dialect === 'postgres'
      ? `SELECT ${rows.columns} FROM (${valuesUnseen(walk, params)}) p ${PAGE_DEVICES_BY_KEY}
         ORDER BY ${deviceOrderBy(order)}`
      : `SELECT ${rows.columns} FROM (${walk}) p CROSS JOIN devices d ON d.uuid = p.page_uuid
         ORDER BY ${deviceOrderBy(order)}`;
  return (await db.all(sql, params)).map(rows.read);
}
