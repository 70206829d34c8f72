import type { KeyRange } from './cursor-ranges';
import type { Page } from './paginate';

/**
 * What a cursor page fetcher is asked for: the items after `after` (all, when undefined) and
 * before `before` (to the end, when undefined).
 */
export interface CursorRequest {
  after: string | undefined;
  before: string | undefined;
  limit: number;
  signal: AbortSignal | undefined;
}

export interface CursorWalkOptions {
  /** Items asked for per request. */
  pageSize: number;
  /** Requests at most in flight at once (1, or less: one after another). */
  inFlight?: number;
  /**
   * Loads what splits the keys after `after` into at most `count` ranges following each other
   * in the key's order, every key in exactly one; needed for more than one request in flight.
   * Loaded (with the walk of ranges) only for a list longer than a few pages, so an
   * application's first load does not carry it.
   */
  split?: () => Promise<(after: string, count: number) => KeyRange[]>;
  /** Stops the walk: the next step rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Pages expected per range when the rest of a list is split (each range ends with a short page). */
const PAGES_PER_RANGE = 4;

/**
 * Walks a list in the order of a unique key that items never change (a device's uuid), each
 * page asking for the items after the last one received. Unlike offsets, a cursor does not
 * shift when items move in another order, arrive or leave, so every item present all along
 * comes exactly once. Stops at a page shorter than asked for.
 *
 * With `inFlight` above 1 and a `split`, a list longer than its first page is split after
 * that page into ranges of the key (about PAGES_PER_RANGE pages each, from the first page's
 * `total`), walked each by its own cursor with that many requests at once; items still come
 * in the key's order, each exactly once.
 */
export async function* walkByCursor<Item>(
  fetchPage: (request: CursorRequest) => Promise<Page<Item>>,
  keyOf: (item: Item) => string,
  { pageSize, inFlight = 1, split, signal }: CursorWalkOptions,
): AsyncGenerator<Item, void, undefined> {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
  let after: string | undefined;
  for (let first = true; ; first = false) {
    signal?.throwIfAborted();
    const { values, total } = await fetchPage({
      after,
      before: undefined,
      limit: pageSize,
      signal,
    });
    signal?.throwIfAborted();
    yield* values;
    const last = values.at(-1);
    if (last === undefined || values.length < pageSize) return;
    after = keyOf(last);
    // After the first page, a list of more than PAGES_PER_RANGE pages left goes by ranges.
    const ranges = Math.ceil((total - pageSize) / pageSize / PAGES_PER_RANGE);
    if (first && inFlight > 1 && split && ranges > 1) {
      const [splitAfter, { walkRanges }] = await Promise.all([split(), import('./cursor-ranges')]);
      yield* walkRanges(fetchPage, keyOf, splitAfter(after, ranges), {
        pageSize,
        inFlight,
        ...(signal ? { signal } : {}),
      });
      return;
    }
  }
}
