import type { KeySplit } from './cursor-ranges';
import { requirePageSize, type Page } from './paginate';

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
   * Loads how the keys split into ranges that follow each other in the key's order; needed for
   * more than one request in flight. Loaded (with the walk of ranges) only by an iteration that
   * uses it, so an application's first load does not carry it.
   */
  split?: () => Promise<KeySplit>;
  /** Stops the walk: the next step rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Walks a list in the order of a unique key that items never change (a device's uuid), each
 * page asking for the items after the last one received. Unlike offsets, a cursor does not
 * shift when items move in another order, arrive or leave, so every item present all along
 * comes exactly once. Stops at a page shorter than asked for.
 *
 * With `inFlight` above 1 and a `split`, the keys are split at once into `inFlight` ranges
 * walked side by side (cursor-ranges.ts), each by its own cursor; items still come in the
 * key's order, each exactly once.
 */
export function walkByCursor<Item>(
  fetchPage: (request: CursorRequest) => Promise<Page<Item>>,
  keyOf: (item: Item) => string,
  options: CursorWalkOptions,
): AsyncIterable<Item> {
  const { pageSize, inFlight = 1, split } = options;
  if (inFlight < 2 || !split) return walkPages(fetchPage, keyOf, options);
  return {
    [Symbol.asyncIterator]: () => {
      // The walk of ranges, loaded at the first step; each step then goes to it directly.
      let walk: AsyncIterator<Item> | undefined;
      const loading = Promise.all([split(), import('./cursor-ranges')]).then(
        ([keys, { walkRanges }]) =>
          (walk = walkRanges(fetchPage, keyOf, keys, {
            ...options,
            pageSize: requirePageSize(pageSize),
            inFlight,
          })),
      );
      return {
        next: () => walk?.next() ?? loading.then((loaded) => loaded.next()),
        return: async () => (await loading).return?.() ?? { value: undefined, done: true },
      };
    },
  };
}

/** One cursor, one page after another. */
async function* walkPages<Item>(
  fetchPage: (request: CursorRequest) => Promise<Page<Item>>,
  keyOf: (item: Item) => string,
  { pageSize, signal }: CursorWalkOptions,
): AsyncGenerator<Item, void, undefined> {
  requirePageSize(pageSize);
  for (let after: string | undefined; ;) {
    signal?.throwIfAborted();
    const { values } = await fetchPage({ after, before: undefined, limit: pageSize, signal });
    signal?.throwIfAborted();
    yield* values;
    const last = values.at(-1);
    if (last === undefined || values.length < pageSize) return;
    after = keyOf(last);
  }
}
