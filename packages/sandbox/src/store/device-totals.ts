import type { SqlClient } from '../db/sql-client.js';
import { countNameMatches, devicesSource, type NameSearch } from './device-name-search.js';
import {
  allOf,
  deviceConditionList,
  type DeviceCondition,
  type DeviceFilter,
  type SqlPart,
} from './device-query.js';
import { integer } from './rows.js';

/**
 * The total of a device list, read from what migration 194 keeps where it can, so that it
 * does not cost a count over the index of 100,000 devices:
 * - no filter, or only hibernated and statuses: a sum of the device tallies;
 * - a last-seen window besides (the console's Online, Offline and time filters, SPEC §9):
 *   the tally less the devices outside the window when those are few (never seen, or seen
 *   long ago: a window since 2020), else a count;
 * - a name search alone: a name index alone; with other filters, the devices it finds;
 * - anything else: a count, answered from an index.
 */

/** Filters the tallies count by. */
const TALLIED: ReadonlySet<keyof DeviceFilter> = new Set(['hibernated', 'statuses']);
const LAST_SEEN: ReadonlySet<keyof DeviceFilter> = new Set(['lastSeenStart', 'lastSeenEnd']);
/**
 * The outside of a window is counted up to 1 in OUTSIDE_SHARE of the tally: past that, the
 * window itself is counted, so a window holding about half the devices (Online, Offline)
 * reads at most a quarter of the devices more than its plain count.
 */
const OUTSIDE_SHARE = 4;
/** Devices sampled to tell which side of a last-seen window is smaller (windowShare). */
const WINDOW_SAMPLES = 64;
/** Fewer sampled devices matching than this, and the share is not estimated. */
const MIN_SAMPLED = 32;
/** Uuid prefixes spread evenly over the uuid space, one per sample. */
const SAMPLE_POINTS = Array.from({ length: WINDOW_SAMPLES }, (_, at) =>
  Math.floor((at * 0x10000) / WINDOW_SAMPLES)
    .toString(16)
    .padStart(4, '0'),
);

/** How many devices the repository has, hibernated ones included. */
export async function devicesIn(db: SqlClient, repositoryId: string): Promise<number> {
  return await tally(db, repositoryId, []);
}

/** `search` is how the name indexes answer nameContains, when they do. */
export async function deviceTotal(
  db: SqlClient,
  repositoryId: string,
  filter: DeviceFilter,
  search: NameSearch | undefined,
): Promise<number> {
  if (search !== undefined) {
    const others = deviceConditionList({ ...filter, nameContains: undefined }, repositoryId);
    return others.length === 0
      ? await countNameMatches(db, search, repositoryId)
      : await count(db, devicesSource(repositoryId, search), others);
  }
  const conditions = deviceConditionList(filter, repositoryId);
  const tallied = conditions.filter((condition) => TALLIED.has(condition.filter));
  const window = conditions.filter((condition) => LAST_SEEN.has(condition.filter));
  if (tallied.length + window.length < conditions.length)
    return await count(db, devicesSource(repositoryId, undefined), conditions);
  if (window.length === 0) return await tally(db, repositoryId, tallied);
  // The outside of the window is counted on an index of (repository, hibernated or status,
  // last_seen), so only one of the two.
  if (tallied.length > 1)
    return await count(db, devicesSource(repositoryId, undefined), conditions);
  const { lastSeenStart: start, lastSeenEnd: end } = filter;
  if (start && end && start >= end) return 0;
  const all = await tally(db, repositoryId, tallied);
  const share = await windowShare(db, repositoryId, tallied, start, end);
  if (share !== undefined) {
    // The smaller side of the window, as far as the sample tells, is counted exactly.
    return share <= 1 / 2
      ? await count(db, devicesSource(repositoryId, undefined), conditions)
      : all - (await countOutsideLastSeen(db, repositoryId, tallied, start, end, all));
  }
  const cap = Math.ceil(all / OUTSIDE_SHARE);
  const outside = await countOutsideLastSeen(db, repositoryId, tallied, start, end, cap);
  return outside < cap
    ? all - outside
    : await count(db, devicesSource(repositoryId, undefined), conditions);
}

/**
 * Which share of the devices under `conditions` a last-seen window holds, from the devices
 * found at WINDOW_SAMPLES points spread evenly over the uuid space (device uuids are random,
 * version 4): an estimate of ±6 % at a cost of that many index seeks. Undefined when too few
 * of them match (a small repository, or a rare status), and on PostgreSQL (its counts are its own).
 */
async function windowShare(
  db: SqlClient,
  repositoryId: string,
  conditions: readonly DeviceCondition[],
  start: string | undefined,
  end: string | undefined,
): Promise<number | undefined> {
  if (db.dialect !== 'sqlite') return undefined;
  const where = allOf(conditions);
  const window = allOf([
    ...(start ? [{ sql: 'd.last_seen >= ?', params: [start] }] : []),
    ...(end ? [{ sql: 'd.last_seen < ?', params: [end] }] : []),
  ]);
  const row = await db.get(
    `SELECT count(*) AS sampled,
       coalesce(sum(CASE WHEN d.last_seen IS NOT NULL AND ${window.sql} THEN 1 ELSE 0 END), 0) AS inside
     FROM (SELECT value AS at FROM json_each(?)) p
     CROSS JOIN devices d ON d.uuid = (SELECT x.uuid FROM devices x INDEXED BY devices_by_uuid
       WHERE x.repository_id = ? AND x.uuid >= p.at ORDER BY x.uuid LIMIT 1)
     WHERE ${where.sql}`,
    [...window.params, JSON.stringify(SAMPLE_POINTS), repositoryId, ...where.params],
  );
  const sampled = row ? integer(row, 'sampled') : 0;
  return sampled < MIN_SAMPLED ? undefined : integer(row ?? {}, 'inside') / sampled;
}

/** The devices the tallies count under these hibernated/statuses conditions. */
async function tally(
  db: SqlClient,
  repositoryId: string,
  conditions: readonly DeviceCondition[],
): Promise<number> {
  // The device conditions read the same columns in the tallies (aliased `d` there too).
  const where = allOf(conditions);
  const row = await db.get(
    `SELECT coalesce(sum(d.devices), 0) AS n FROM device_tallies d
     WHERE d.repository_id = ? AND ${where.sql}`,
    [repositoryId, ...where.params],
  );
  return row ? integer(row, 'n') : 0;
}

/**
 * The devices under `conditions` never seen, seen before `start` or from `end` on (the
 * three do not overlap as start < end), counted up to `cap`.
 */
async function countOutsideLastSeen(
  db: SqlClient,
  repositoryId: string,
  conditions: readonly DeviceCondition[],
  start: string | undefined,
  end: string | undefined,
  cap: number,
): Promise<number> {
  const where = allOf(conditions);
  const parts: SqlPart[] = [{ sql: 'd.last_seen IS NULL', params: [] }];
  if (start) parts.push({ sql: 'd.last_seen < ?', params: [start] });
  if (end) parts.push({ sql: 'd.last_seen >= ?', params: [end] });
  const row = await db.get(
    `SELECT count(*) AS n FROM (${parts
      .map(
        (part) =>
          `SELECT 1 FROM devices d WHERE d.repository_id = ? AND ${where.sql} AND ${part.sql}`,
      )
      .join(' UNION ALL ')} LIMIT ?) outside`,
    [...parts.flatMap((part) => [repositoryId, ...where.params, ...part.params]), cap],
  );
  return row ? integer(row, 'n') : 0;
}

async function count(
  db: SqlClient,
  source: SqlPart,
  conditions: readonly SqlPart[],
): Promise<number> {
  const where = allOf(conditions);
  const row = await db.get(`SELECT count(*) AS n ${source.sql} AND ${where.sql}`, [
    ...source.params,
    ...where.params,
  ]);
  return row ? integer(row, 'n') : 0;
}
