import type { DeviceCondition, PageWindow } from './device-query.js';
import type { NameShare } from './device-totals.js';

/**
 * A name search's page on PostgreSQL (nameContains alone, in any order) as a statement
 * planned once, like the last-seen pages of device-page-planned-once.ts.
 *
 * With the text in sight, PostgreSQL planned every call anew, and the plan depends on how
 * many devices the text keeps: a common text (`gateway`, a tenth of the devices) walks the
 * order's index and checks each name until the page is full; a rare one finds its few
 * devices through the trigram index (migration 199) and sorts them. Planning cost more than
 * reading the page (0.1 to 0.2 ms against 0.05 at 100,000 devices). With the text out of
 * sight, one plan serves every text: at 100,000 devices the trigram index's, which takes
 * 100 ms for `gateway`.
 *
 * So each way of reading is a statement of its own, both with their values unseen, chosen
 * here by how many devices the text kept at its last count (device-totals.ts, lastNameShare):
 * - the walk, when reaching the page's end takes fewer index entries, about
 *   (offset + limit) × devices / matches, than there are matches: the name is written as an
 *   expression the trigram index does not hold, so the plan for any text walks the order
 *   (on a table of a few thousand devices, PostgreSQL may scan and sort it instead);
 * - the matches through the trigram index otherwise.
 * Before a first count of the text, the call keeps its values in sight. A share a rename has
 * made stale picks a slower way at worst: both answer the same devices in the same order.
 */

/** The name search's condition for a page read by walking the order's index. */
const walkedName = (condition: DeviceCondition): DeviceCondition => ({
  ...condition,
  sql: `(d.name || '') LIKE ? ESCAPE '\\'`,
});

/**
 * The conditions of a page planned once for these conditions, or undefined when it is not
 * one (not a name search alone, or no share known yet).
 */
export function nameSearchPlannedOnce(
  conditions: readonly DeviceCondition[],
  page: PageWindow,
  share: NameShare | undefined,
): DeviceCondition[] | undefined {
  const [name] = conditions;
  if (conditions.length !== 1 || name?.filter !== 'nameContains' || share === undefined)
    return undefined;
  const walkLength = ((page.offset + page.limit) * share.devices) / Math.max(1, share.matches);
  return walkLength <= share.matches ? [walkedName(name)] : [name];
}
