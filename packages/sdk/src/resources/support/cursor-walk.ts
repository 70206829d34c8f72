import type { Page } from './paginate';

/** What a cursor page fetcher is asked for: the items after `after` (all, when undefined). */
export interface CursorRequest {
  after: string | undefined;
  limit: number;
  signal: AbortSignal | undefined;
}

export interface CursorWalkOptions {
  /** Items asked for per request. */
  pageSize: number;
  /** Stops the walk: the next step rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Walks a list in the order of a unique key that items never change (a device's uuid), each
 * page asking for the items after the last one received. Unlike offsets, a cursor does not
 * shift when items move in another order, arrive or leave, so every item present all along
 * comes exactly once. Stops at a page shorter than asked for.
 */
export async function* walkByCursor<Item>(
  fetchPage: (request: CursorRequest) => Promise<Page<Item>>,
  keyOf: (item: Item) => string,
  { pageSize, signal }: CursorWalkOptions,
): AsyncGenerator<Item, void, undefined> {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
  let after: string | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const { values } = await fetchPage({ after, limit: pageSize, signal });
    signal?.throwIfAborted();
    yield* values;
    const last = values.at(-1);
    if (last === undefined || values.length < pageSize) return;
    after = keyOf(last);
  }
}
