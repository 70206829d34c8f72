import type { SqlClient } from '../db/sql-client.js';
import { countNameMatches, devicesSource, type NameSearch } from './device-name-search.js';
import {
  allOf,
  deviceConditionList,
  type DeviceCondition,
  type DeviceFilter,
  type SqlPart,
} from './device-query.js';
import { nameVersion, NameVersionedValues } from './device-name-versions.js';
import { countSeenInWindow } from './device-seen-tallies.js';
import { integer } from './rows.js';

/**
 * The total of a device list, read from what migrations 194 and 200 keep where it can, so that it
 * does not cost a count over the index of 100,000 devices:
 * - no filter, or only hibernated and statuses: a sum of the device tallies;
 * - a last-seen window besides (the console's Online, Offline and time filters, SPEC §9):
 *   the tallies of last contacts by day, hour and minute (migration 200,
 *   device-seen-tallies.ts);
 * - a name search alone: a name index alone (on PostgreSQL a count), kept in memory while
 *   the repository's names stay the same (device-name-versions.ts); with other filters,
 *   the devices the name index finds;
 * - anything else: a count, answered from an index.
 */

/** Filters the tallies count by. */
const TALLIED: ReadonlySet<keyof DeviceFilter> = new Set(['hibernated', 'statuses']);
const LAST_SEEN: ReadonlySet<keyof DeviceFilter> = new Set(['lastSeenStart', 'lastSeenEnd']);
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
  const conditions = deviceConditionList(filter, repositoryId);
  if (filter.nameContains !== undefined && conditions.length === 1)
    return await nameTotal(db, repositoryId, filter.nameContains, search);
  if (search !== undefined) {
    const others = deviceConditionList({ ...filter, nameContains: undefined }, repositoryId);
    return others.length === 0
      ? await countNameMatches(db, search, repositoryId)
      : await count(db, devicesSource(repositoryId, search), others);
  }
  const tallied = conditions.filter((condition) => TALLIED.has(condition.filter));
  const window = conditions.filter((condition) => LAST_SEEN.has(condition.filter));
  if (tallied.length + window.length < conditions.length)
    return await count(db, devicesSource(repositoryId, undefined), conditions);
  if (window.length === 0) return await tally(db, repositoryId, tallied);
  const counted = await countSeenInWindow(
    db,
    repositoryId,
    tallied,
    filter.lastSeenStart,
    filter.lastSeenEnd,
  );
  return counted ?? (await count(db, devicesSource(repositoryId, undefined), conditions));
}

/** How many devices a name search keeps, of how many the repository has. */
export interface NameShare {
  matches: number;
  devices: number;
}

/**
 * Name search shares kept while the names stay the same (a registration or a deletion
 * changes them too, so `devices` stays right as well): paging through a search counts once.
 */
const nameShares = new NameVersionedValues<NameShare>(256);

/** The devices whose name holds `text`, from the name index where it answers. */
async function nameTotal(
  db: SqlClient,
  repositoryId: string,
  text: string,
  search: NameSearch | undefined,
): Promise<number> {
  const version = await nameVersion(db, repositoryId);
  const share = await nameShares.valueOf(`${repositoryId}\n${text}`, version, async () => {
    const [matches, devices] = await Promise.all([
      search !== undefined
        ? countNameMatches(db, search, repositoryId)
        : count(
            db,
            devicesSource(repositoryId, undefined),
            deviceConditionList({ nameContains: text }, repositoryId),
          ),
      devicesIn(db, repositoryId),
    ]);
    return { matches, devices };
  });
  return share.matches;
}

/**
 * The share of the repository's devices the last total of a search for `text` found, whatever
 * changed since; undefined before the first. A hint for choosing how to read a page.
 */
export const lastNameShare = (repositoryId: string, text: string): NameShare | undefined =>
  nameShares.lastKnown(`${repositoryId}\n${text}`);

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
