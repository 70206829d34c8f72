import type { SqlClient, SqlValue } from '../db/sql-client.js';
import type { DeviceCondition, DeviceFilter, DeviceOrder, PageWindow } from './device-query.js';
import type { DeviceRowsAs } from './device-rows.js';
import { deviceOrderBy } from './device-sort.js';

/**
 * A page in last-seen order on PostgreSQL whose plan is made once per connection, not on
 * every call.
 *
 * PostgreSQL plans a prepared statement anew for each call while the plan it would make for
 * any values (the generic plan) looks costlier than the calls' own: a page's LIMIT seen as
 * 10 makes every call's plan look cheaper, so the device list's pages were planned on every
 * call, and planning a page cost PostgreSQL more than reading it (0.2 to 0.5 ms against about
 * 0.1 at 100,000 devices). Where one plan is the best for any values, the page's values go
 * in as scalar subqueries, which the planner cannot see into when it plans a call either:
 * the two plans then cost the same, and PostgreSQL keeps the generic one.
 *
 * One plan is the best for any values when the filters are columns that one index holds ahead
 * of last_seen: the hibernation (devices_by_hibernation: repository, hibernated, last seen,
 * uuid; migration 198), or one status (devices_by_status, the same with the status), and a
 * last-seen window besides (devices_by_last_seen alone). That index holds those devices in
 * the page's order, so the page is a walk of it from one end. Other filters keep their values
 * in sight, for PostgreSQL to choose between walking an index and sorting the matches by how
 * many devices they keep.
 */

/** Filters that one index holds ahead of last_seen, each set (statuses: one status). */
const ONE_INDEX_FILTERS: ReadonlyArray<ReadonlySet<keyof DeviceFilter>> = [
  new Set(['hibernated', 'lastSeenStart', 'lastSeenEnd']),
  new Set(['statuses', 'lastSeenStart', 'lastSeenEnd']),
];

/** Whether the page of `filter` (as `conditions`) in `order` is read by {@link pagePlannedOnce}. */
export const plannedOnce = (
  filter: DeviceFilter,
  conditions: readonly DeviceCondition[],
  order: DeviceOrder,
): boolean =>
  order.sortBy === 'LastSeen' &&
  (filter.statuses ?? []).length <= 1 &&
  ONE_INDEX_FILTERS.some((filters) =>
    conditions.every((condition) => filters.has(condition.filter)),
  );

/** A value bound as the next parameter, out of the planner's sight. */
const unseen = (value: SqlValue): string =>
  typeof value === 'number' ? '(SELECT CAST(? AS BIGINT))' : '(SELECT CAST(? AS TEXT))';

/** `sql` with each `?` (none inside a string literal) a value out of the planner's sight. */
export function valuesUnseen(sql: string, params: readonly SqlValue[]): string {
  let at = 0;
  return sql.replace(/\?/g, () => unseen(params[at++] ?? null));
}

/**
 * The join that reads each page device by its key, after a walk that answers uuids only
 * (`p.page_uuid`): a LATERAL subquery that PostgreSQL cannot merge into the join (OFFSET 0).
 * Planned for unseen values, a plain join could be a hash join over every device instead.
 */
export const PAGE_DEVICES_BY_KEY =
  'CROSS JOIN LATERAL (SELECT * FROM devices d WHERE d.uuid = p.page_uuid OFFSET 0) d';

/** The page's devices: the walk answers uuids only (an index-only walk, however deep the page). */
export async function pagePlannedOnce<T>(
  db: SqlClient,
  rows: DeviceRowsAs<T>,
  repositoryId: string,
  conditions: readonly DeviceCondition[],
  order: DeviceOrder,
  page: PageWindow,
): Promise<T[]> {
  const params = [
    repositoryId,
    ...conditions.flatMap((condition) => condition.params),
    page.limit,
    page.offset,
  ];
  const walk = `SELECT d.uuid AS page_uuid FROM devices d
    WHERE d.repository_id = ?
      ${conditions.map((condition) => `AND ${condition.sql}`).join(' ')}
    ORDER BY ${deviceOrderBy(order)}
    LIMIT ? OFFSET ?`;
  const sql = `SELECT ${rows.columns}
    FROM (${valuesUnseen(walk, params)}) p
    ${PAGE_DEVICES_BY_KEY}
    ORDER BY ${deviceOrderBy(order)}`;
  return (await db.all(sql, params)).map(rows.read);
}
