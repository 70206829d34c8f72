import type { SqlClient } from '../db/sql-client.js';
import { namePageFromPositions } from './device-name-positions.js';
import { devicesSource, repositoryNameSearch } from './device-name-search.js';
import {
  allOf,
  deviceConditionList,
  type DeviceCondition,
  type DeviceFilter,
  type DeviceOrder,
  type PageWindow,
  type SqlPart,
} from './device-query.js';
import { DEVICE_OBJECTS, type DevicePage, type DeviceRowsAs } from './device-rows.js';
import { deviceOrderBy, deviceSortIndex, splitBySortIndex } from './device-sort.js';
import { deviceTotal, devicesIn, lastNameShare } from './device-totals.js';
import { nameVersion } from './device-name-versions.js';
import { pagePlannedOnce, plannedOnce } from './device-page-planned-once.js';
import { nameSearchPlannedOnce } from './device-name-page-planned-once.js';
import { integer } from './rows.js';

/**
 * GET /devices at 100,000 devices (issue #3: p95 ≤ 15 ms). The database filters, sorts and
 * pages; this module picks, per call, the query shape that lets it read few rows, which
 * SQLite's planner cannot do alone as it does not know how many devices a filter keeps.
 *
 * The total T of the repository's N devices comes first (device-totals.ts). A page (offset +
 * limit matches in the order) is then read
 * - off the sort's index, when the filters given are only those that index checks by itself
 *   (a time window on the sorted column, a name on the name index), unless a name search
 *   finds few devices;
 * - walking the sort's index and reading each device, when matches are dense (a walk through
 *   all N devices then costs about what finding and sorting the T matches does), or when
 *   reaching the page's end takes a walk of about (offset + limit) × N / T devices, fewer
 *   than T. As matches may cluster at the far end of the order, that walk is taken only once
 *   a window of the index twice that long is known to hold the page (on SQLite, the page is
 *   read off that window in the same pass, which stops at the page's last match);
 * - otherwise: the matches, found through the filters' indexes (or the name index) and sorted
 *   by their sort columns only, then read for the page.
 * A walk without a name search starts from the end of the order nearer to the page (on
 * SQLite), so the deepest walk is to the middle of the matches.
 * With one status asked, "the sort's index" is its index within a status (migration 195), if
 * it has one (LastSeen, Name): the devices of that status in the order of the page.
 * A deep page of the whole list in name order seeks to a key kept in memory near its start
 * instead (device-name-positions.ts).
 * On PostgreSQL, whose planner makes that choice itself, the page is the walk's query in every
 * case, asked together with the total (totalWithPage), except a deep page in name order.
 * Every shape answers the same devices in the same order (test/device-list-query.test.ts).
 */

/** Rows added to a window beyond twice the expected walk, so short windows are not too tight. */
const WINDOW_SLACK = 64;
/**
 * Matches are dense when at least one device in DENSE does: a walk through every device then
 * reads at most DENSE × T rows, about what finding and sorting the T matches costs (sorting
 * a row costs a few reads), so the walk needs no window first.
 */
const DENSE = 4;

/** A page of the device list whose devices are read as `T` (device-rows.ts, DeviceRowsAs). */
export type DevicePageOf<T> = Omit<DevicePage, 'values'> & { values: T[] };

/** A page of the device list, its devices as the API's objects. */
export const listDevices = (
  db: SqlClient,
  repositoryId: string,
  filter: DeviceFilter,
  order: DeviceOrder,
  page: PageWindow,
): Promise<DevicePage> => listDevicePage(db, DEVICE_OBJECTS, repositoryId, filter, order, page);

/** A page of the device list, each device read from its row by `rows`. */
export async function listDevicePage<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  repositoryId: string,
  filter: DeviceFilter,
  order: DeviceOrder,
  page: PageWindow,
): Promise<DevicePageOf<T>> {
  const search = filter.nameContains
    ? await repositoryNameSearch(db, repositoryId, filter.nameContains)
    : undefined;
  const conditions = deviceConditionList(filter, repositoryId);
  // The cursor of an iteration (uuidAfter, uuidBefore) pages through the matches as an offset
  // does, so the total leaves it out: it stays the matches' total (the tallies, without
  // filters) instead of a count of the devices after the cursor on every page.
  const { uuidAfter: _after, uuidBefore: _before, ...matching } = filter;
  const counting = deviceConditionList(matching, repositoryId).length > 0;
  const byNameOnly = conditions.length === 0 && order.sortBy === 'Name';
  if (db.dialect === 'postgres' && !byNameOnly)
    return await totalWithPage(
      db,
      rows,
      repositoryId,
      filter,
      conditions,
      counting ? matching : undefined,
      order,
      page,
    );
  // The repository's devices and the matches' total are asked together (and on PostgreSQL
  // the name version a deep name page needs): PostgreSQL's statements leave in one write
  // and come back in one round trip.
  const [inRepository, matches, names] = await Promise.all([
    devicesIn(db, repositoryId),
    counting ? deviceTotal(db, repositoryId, matching, search) : undefined,
    byNameOnly && db.dialect === 'postgres' ? nameVersion(db, repositoryId) : undefined,
  ]);
  const total = matches ?? inRepository;
  const wanted = page.offset + page.limit;
  const expected = Math.max(0, Math.min(page.limit, total - page.offset));
  if (expected === 0) return { total, offset: page.offset, limit: page.limit, values: [] };

  if (byNameOnly) {
    const values = await namePageFromPositions(db, rows, repositoryId, order, page, total, names);
    if (values) return { total, offset: page.offset, limit: page.limit, values };
  }
  const split = splitBySortIndex(filter, order);
  const index = deviceSortIndex(order, filter);
  const onIndex = deviceConditionList(split.indexed, repositoryId);
  const onRow = deviceConditionList(split.rest, repositoryId);
  const walkLength = Math.ceil((wanted * inRepository) / total);
  let values: T[];
  // Without a name search or a cursor (which the total leaves out), the walk's conditions
  // keep exactly the `total` devices counted, so a page past their middle has a mirror.
  const totalIsWalked =
    search === undefined && filter.uuidAfter === undefined && filter.uuidBefore === undefined;
  const walkPage = (conditionsOfWalk: readonly SqlPart[]): Promise<T[]> =>
    totalIsWalked && db.dialect === 'sqlite'
      ? walkNearerEnd(db, rows, index, repositoryId, conditionsOfWalk, order, page, total)
      : walk(db, rows, index, repositoryId, conditionsOfWalk, order, page);
  const windowSize = 2 * walkLength + WINDOW_SLACK;
  // On SQLite, a page found in the window is the walk's page: one pass of the window instead
  // of a count of it and then a walk to the page.
  const inWindow =
    onRow.length > 0 &&
    total * DENSE < inRepository &&
    walkLength <= total &&
    db.dialect === 'sqlite'
      ? await walkWindow(db, rows, index, repositoryId, onIndex, onRow, order, page, windowSize)
      : undefined;
  if (onRow.length === 0 && (search === undefined || walkLength <= total)) {
    values = await walkPage(onIndex);
  } else if (inWindow !== undefined && inWindow.length >= expected) {
    values = inWindow;
  } else if (
    onRow.length > 0 &&
    inWindow === undefined &&
    (total * DENSE >= inRepository ||
      (walkLength <= total &&
        (await matchesInWindow(db, index, repositoryId, onIndex, onRow, order, windowSize)) >=
          wanted))
  ) {
    values = await walkPage(conditions);
  } else {
    const others = deviceConditionList(
      search === undefined ? filter : { ...filter, nameContains: undefined },
      repositoryId,
    );
    values = await sortMatches(db, rows, devicesSource(repositoryId, search), others, order, page);
  }
  return { total, offset: page.offset, limit: page.limit, values };
}

/**
 * A page on PostgreSQL: its total and its devices asked together, one round trip for both.
 * The shapes above choose by the total because SQLite's planner cannot; PostgreSQL's
 * estimates how many devices the filters keep and picks between walking an index and
 * sorting the matches by itself (INDEXED BY and `+`, SQLite's hints, are dropped there), so
 * the walk's query serves every total and need not wait for it. The matches' total is the
 * repository's tally without filters, else deviceTotal's (a tally, the tallies of last
 * contacts, or a name search's count kept while the names stay the same); `matching` is the
 * filter it counts, undefined when there is none. A page in last-seen order filtered by
 * hibernation or one status and a last-seen window at most (the default order, the Online,
 * Offline and status filters) is a statement PostgreSQL plans once
 * (device-page-planned-once.ts), and so is a name search's page once its text was counted
 * (device-name-page-planned-once.ts).
 */
async function totalWithPage<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  repositoryId: string,
  filter: DeviceFilter,
  conditions: readonly DeviceCondition[],
  matching: DeviceFilter | undefined,
  order: DeviceOrder,
  page: PageWindow,
): Promise<DevicePageOf<T>> {
  const planned = plannedOnce(filter, conditions, order)
    ? conditions
    : nameSearchPlannedOnce(
        conditions,
        page,
        filter.nameContains === undefined
          ? undefined
          : lastNameShare(repositoryId, filter.nameContains),
      );
  const [total, values] = await Promise.all([
    matching ? deviceTotal(db, repositoryId, matching, undefined) : devicesIn(db, repositoryId),
    page.limit === 0
      ? []
      : planned
        ? pagePlannedOnce(db, rows, repositoryId, planned, order, page)
        : // The index named is left out on PostgreSQL (sqlite-spellings.ts).
          walk(db, rows, deviceSortIndex(order), repositoryId, conditions, order, page),
  ]);
  // As the other shapes answer a page past the total: empty, even if a device was added
  // between the two statements.
  const empty = page.offset >= total;
  return { total, offset: page.offset, limit: page.limit, values: empty ? [] : values };
}

/**
 * The page walking the sort's index: conditions on what the index holds are checked there,
 * the others on each device's row. The walk answers uuids only (every sort's index holds
 * them), and only the page's devices are read after: a deep page (offset 50,000) is then a
 * walk of the index alone, where reading every skipped device's row cost PostgreSQL ten
 * times as much.
 */
async function walk<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  index: string,
  repositoryId: string,
  conditions: readonly SqlPart[],
  order: DeviceOrder,
  page: PageWindow,
): Promise<T[]> {
  const where = allOf(conditions);
  return (
    await db.all(
      `SELECT ${rows.columns}
       FROM (SELECT d.uuid AS page_uuid FROM devices d INDEXED BY ${index}
             WHERE d.repository_id = ? AND ${where.sql}
             ORDER BY ${deviceOrderBy(order)} LIMIT ? OFFSET ?) p
       CROSS JOIN devices d ON d.uuid = p.page_uuid
       ORDER BY ${deviceOrderBy(order)}`,
      [repositoryId, ...where.params, page.limit, page.offset],
    )
  ).map(rows.read);
}

/**
 * The page walking the sort's index from the end nearer to it: a page past the middle of the
 * `total` matches is the far end's page in the opposite order, reversed, so the last page of
 * 100,000 devices walks 10 entries, not 100,000. Exact when the conditions keep exactly
 * `total` devices: every order ends in a unique column, so the opposite order is its mirror.
 */
async function walkNearerEnd<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  index: string,
  repositoryId: string,
  conditions: readonly SqlPart[],
  order: DeviceOrder,
  page: PageWindow,
  total: number,
): Promise<T[]> {
  const end = Math.min(total, page.offset + page.limit);
  if (total - page.offset >= end)
    return await walk(db, rows, index, repositoryId, conditions, order, page);
  const opposite: DeviceOrder = {
    ...order,
    sortDirection: order.sortDirection === 'Asc' ? 'Desc' : 'Asc',
  };
  const mirrored = { offset: total - end, limit: end - page.offset };
  return (await walk(db, rows, index, repositoryId, conditions, opposite, mirrored)).reverse();
}

/**
 * The page among the first `size` devices in the sort's order (passing onIndex), walking no
 * further than the page's last match: fewer devices than the page holds when the window
 * does not reach its end. The window's rows come out of its subquery in the window's order
 * (a co-routine, which SQLite reads in the order it yields), so the page's offset counts
 * matches in that order.
 */
async function walkWindow<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  index: string,
  repositoryId: string,
  onIndex: readonly SqlPart[],
  onRow: readonly SqlPart[],
  order: DeviceOrder,
  page: PageWindow,
  size: number,
): Promise<T[]> {
  const seek = allOf(onIndex);
  const where = allOf(onRow);
  return (
    await db.all(
      `SELECT ${rows.columns}
       FROM (SELECT w.device_rowid FROM
               (SELECT d.rowid AS device_rowid, (${where.sql}) AS hit
                FROM devices d INDEXED BY ${index}
                WHERE d.repository_id = ? AND ${seek.sql}
                ORDER BY ${deviceOrderBy(order)} LIMIT ?) w
             WHERE w.hit LIMIT ? OFFSET ?) p
       CROSS JOIN devices d ON d.rowid = p.device_rowid
       ORDER BY ${deviceOrderBy(order)}`,
      [...where.params, repositoryId, ...seek.params, size, page.limit, page.offset],
    )
  ).map(rows.read);
}

/** How many matches the first `size` devices in the sort's order (passing onIndex) hold. */
async function matchesInWindow(
  db: SqlClient,
  index: string,
  repositoryId: string,
  onIndex: readonly SqlPart[],
  onRow: readonly SqlPart[],
  order: DeviceOrder,
  size: number,
): Promise<number> {
  const seek = allOf(onIndex);
  const where = allOf(onRow);
  const row = await db.get(
    `SELECT count(*) AS n
     FROM (SELECT d.rowid AS device_rowid FROM devices d INDEXED BY ${index}
           WHERE d.repository_id = ? AND ${seek.sql} ORDER BY ${deviceOrderBy(order)} LIMIT ?) w
     CROSS JOIN devices d ON d.rowid = w.device_rowid
     WHERE ${where.sql}`,
    [repositoryId, ...seek.params, size, ...where.params],
  );
  return row ? integer(row, 'n') : 0;
}

/**
 * Few matches: found through the filters' indexes (the `+` keeps the planner off the sort's
 * index) and sorted by their sort columns and rowids only; the page's rows are read after.
 */
async function sortMatches<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  source: SqlPart,
  conditions: readonly SqlPart[],
  order: DeviceOrder,
  page: PageWindow,
): Promise<T[]> {
  const where = allOf(conditions);
  return (
    await db.all(
      `SELECT ${rows.columns}
       FROM (SELECT d.rowid AS device_rowid ${source.sql} AND ${where.sql}
             ORDER BY ${deviceOrderBy(order, { unindexed: true })} LIMIT ? OFFSET ?) p
       CROSS JOIN devices d ON d.rowid = p.device_rowid
       ORDER BY ${deviceOrderBy(order)}`,
      [...source.params, ...where.params, page.limit, page.offset],
    )
  ).map(rows.read);
}
