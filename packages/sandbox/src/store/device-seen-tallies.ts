import type { SqlClient } from '../db/sql-client.js';
import { allOf, type DeviceCondition } from './device-query.js';
import { jsonRows } from './sql-dialect.js';
import { integer } from './rows.js';

/**
 * The total of a last-seen window (the console's Online and Offline filters, SPEC §9) from the
 * tallies of migration 200: devices per day, hour and minute of their last contact. A window
 * [start, end) holds
 * - the periods wholly inside it: at the coarsest span where its bounds differ, those between
 *   them; at each finer span, those inside the two bounds' periods of the coarser one;
 * - the devices seen in the minutes its bounds fall in, counted on the devices' index.
 * So an hour-long window reads at most about 60 minute and 24 hour rows per hibernation and
 * status, and counts at most two minutes of contacts, at any number of devices.
 *
 * Periods are prefixes of last_seen and compare as text, as the window's bounds compare with
 * last_seen: a device whose period sorts after the prefix of `start` was seen after `start`,
 * one whose period sorts before it was seen before, whatever text follows.
 */

/** The lengths of the tallied prefixes of last_seen: the day, the hour, the minute. */
const SPANS = [10, 13, 16] as const;
const MINUTE = SPANS[SPANS.length - 1] ?? 16;

/** A range of text: after (exclusive) or from (inclusive), and before (exclusive). */
interface TextRange {
  after?: string;
  from?: string;
  before?: string;
}

/** The first text after every text starting with `prefix` (its bounds here are ASCII). */
const pastPrefix = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/** Whether a bound can be split into periods: printable ASCII, a minute long at least. */
const splittable = (bound: string | undefined): boolean =>
  bound === undefined || (bound.length >= MINUTE && /^[\x20-\x7e]+$/.test(bound));

/** The tallied periods and the stretches of last_seen that make up the window. */
function windowPieces(
  start: string | undefined,
  end: string | undefined,
): { periods: Array<{ span: number; range: TextRange }>; seen: TextRange[] } {
  const periods: Array<{ span: number; range: TextRange }> = [];
  const seen: TextRange[] = [];
  // The spans at which both bounds fall in the same period hold nothing wholly inside.
  const split = SPANS.findIndex(
    (span) =>
      start === undefined || end === undefined || start.slice(0, span) !== end.slice(0, span),
  );
  if (split < 0) return { periods, seen: [{ from: start, before: end }] };
  SPANS.slice(split).forEach((span, at) => {
    const coarser = at === 0 ? undefined : SPANS[split + at - 1];
    if (coarser === undefined) {
      periods.push({ span, range: { after: start?.slice(0, span), before: end?.slice(0, span) } });
      return;
    }
    if (start !== undefined)
      periods.push({
        span,
        range: { after: start.slice(0, span), before: pastPrefix(start.slice(0, coarser)) },
      });
    if (end !== undefined)
      periods.push({ span, range: { from: end.slice(0, coarser), before: end.slice(0, span) } });
  });
  if (start !== undefined) seen.push({ from: start, before: pastPrefix(start.slice(0, MINUTE)) });
  if (end !== undefined) seen.push({ from: end.slice(0, MINUTE), before: end });
  return { periods, seen };
}

/**
 * Text above every period: a period is at most MINUTE characters long, and no character is
 * above U+10FFFF, so a longer run of it sorts after them all (the end of an open window).
 */
const ABOVE_EVERY_PERIOD = '\u{10FFFF}'.repeat(MINUTE + 1);

/**
 * A range as [from, before): the texts after `after` are those from `after` followed by the
 * lowest character, as text compares byte by byte (UTF-8 in code point order) and holds no
 * NUL; an open start is from '', an open end before ABOVE_EVERY_PERIOD.
 */
function halfOpen(range: TextRange): [string, string] {
  const from = range.after !== undefined ? `${range.after}\u0001` : (range.from ?? '');
  return [from, range.before ?? ABOVE_EVERY_PERIOD];
}

/**
 * The devices under `conditions` (hibernated and statuses, which the tallies keep) seen in
 * [start, end), or undefined when a bound is not an ISO 8601 time the tallies can split
 * (the API's bounds always are).
 */
export async function countSeenInWindow(
  db: SqlClient,
  repositoryId: string,
  conditions: readonly DeviceCondition[],
  start: string | undefined,
  end: string | undefined,
): Promise<number | undefined> {
  if (!splittable(start) || !splittable(end)) return undefined;
  if (start !== undefined && end !== undefined && start >= end) return 0;
  const where = allOf(conditions);
  const { periods, seen } = windowPieces(start, end);
  // One statement of one text for every window, its pieces bound as JSON: each piece is a
  // seek in the tallies' primary key (or the devices' index) with the piece's bounds. As
  // PostgreSQL cannot see into the bound pieces when it plans a call either, the plan it
  // makes once for the prepared statement serves every call, where the pieces written out
  // (a subquery each, their bounds as values) were planned anew on each call: planning cost
  // it more than the seeks (docs/benchmarks.md, "PostgreSQL's list queries").
  const row = await db.get(
    `SELECT coalesce(sum(w.n), 0) AS n FROM (
       SELECT (SELECT coalesce(sum(d.devices), 0) FROM device_seen_tallies d
               WHERE d.repository_id = ? AND d.span = CAST(p.value->>0 AS INTEGER)
                 AND d.period >= p.value->>1 AND d.period < p.value->>2 AND ${where.sql}) AS n
       FROM ${jsonRows(db, 'p')}
       UNION ALL
       SELECT (SELECT count(*) FROM devices d
               WHERE d.repository_id = ? AND d.last_seen >= p.value->>0
                 AND d.last_seen < p.value->>1 AND ${where.sql}) AS n
       FROM ${jsonRows(db, 'p')}) w`,
    [
      repositoryId,
      ...where.params,
      JSON.stringify(periods.map(({ span, range }) => [span, ...halfOpen(range)])),
      repositoryId,
      ...where.params,
      JSON.stringify(seen.map(halfOpen)),
    ],
  );
  return row ? integer(row, 'n') : 0;
}
