import type { CursorRequest } from './cursor-walk';
import type { Page } from './paginate';

/**
 * Items after `after` (from the first, when undefined) and, when given, before `before`, in
 * the order of the key.
 */
export interface KeyRange {
  after: string | undefined;
  before: string | undefined;
}

/** How a walk splits its keys: ranges that follow each other in order, every key in one. */
export interface KeySplit {
  /** Every key, in `count` ranges (fewer when the keys allow fewer) of about equal share. */
  all(count: number): KeyRange[];
  /**
   * The keys of `range` in ranges of about `items` items each, for a list of `total` items
   * spread evenly over the keys; `[range]` when it holds about that many or fewer.
   */
  rest(range: KeyRange, total: number, items: number): KeyRange[];
}

export interface RangeWalkOptions {
  pageSize: number;
  /** Requests at most in flight at once. */
  inFlight: number;
  signal?: AbortSignal;
}

/**
 * Pages expected per range once a list's size is known: ranges small enough that the ranges
 * ahead of the loop keep requests in flight, while each still ends with one short page.
 */
const PAGES_PER_RANGE = 4;

interface Lane<Item> extends KeyRange {
  /** Pages received and not yet given to the loop. */
  pages: Item[][];
  fetching: boolean;
  done: boolean;
  /** Whether the rest of the range may still be split, once its first page tells the size. */
  splits: boolean;
}

/**
 * Walks a list split into ranges of its key that follow each other, each by its own cursor,
 * with up to `inFlight` requests at once: the ranges next in line fetch their pages while the
 * loop reads the current one. It starts at once with `inFlight` ranges of every key (no page
 * read alone first); a range whose first page is full then splits its rest into ranges of
 * about PAGES_PER_RANGE pages, from the page's `total`, so that ranges ahead keep requests in
 * flight. Items come in the key's order, each range's after the range before. At most
 * `2 × inFlight` pages are received ahead of the loop. When the loop stops early, the requests
 * still in flight are aborted.
 */
export function walkRanges<Item>(
  fetchPage: (request: CursorRequest) => Promise<Page<Item>>,
  keyOf: (item: Item) => string,
  keys: KeySplit,
  { pageSize, inFlight, signal }: RangeWalkOptions,
): AsyncIterableIterator<Item> {
  const laneOf = (range: KeyRange, splits: boolean): Lane<Item> => ({
    ...range,
    pages: [],
    fetching: false,
    done: false,
    splits,
  });
  const lanes: Lane<Item>[] = keys.all(inFlight).map((range) => laneOf(range, true));
  const stop = new AbortController();
  const stopWithCaller = (): void => stop.abort(signal?.reason);
  signal?.addEventListener('abort', stopWithCaller, { once: true });
  const ahead = 2 * inFlight;
  let current = 0;
  let active = 0;
  let buffered = 0;
  let failure: { error: unknown } | undefined;
  let closed = false;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };

  // The rest of a range, once its first page tells the list's size, in ranges of their own
  // that follow it; the range itself ends with the pages it has received.
  const split = (range: Lane<Item>, total: number): void => {
    const rest = keys.rest(range, total, PAGES_PER_RANGE * pageSize);
    if (rest.length < 2) return;
    range.done = true;
    lanes.splice(lanes.indexOf(range) + 1, 0, ...rest.map((part) => laneOf(part, false)));
  };

  const request = (lane: Lane<Item>): void => {
    lane.fetching = true;
    active += 1;
    const { after, before } = lane;
    fetchPage({ after, before, limit: pageSize, signal: stop.signal }).then(
      ({ values, total }) => {
        lane.fetching = false;
        active -= 1;
        lane.pages.push(values);
        buffered += 1;
        const last = values.at(-1);
        if (last === undefined || values.length < pageSize) lane.done = true;
        else lane.after = keyOf(last);
        if (lane.splits && !lane.done) split(lane, total);
        lane.splits = false;
        pump();
        notify();
      },
      (error: unknown) => {
        lane.fetching = false;
        active -= 1;
        failure ??= { error };
        notify();
      },
    );
  };

  // Starts the next requests: the current range's first, then the ranges after it.
  const pump = (): void => {
    if (closed) return;
    for (let index = current; index < lanes.length && active < inFlight; index += 1) {
      const lane = lanes[index];
      if (!lane || lane.done || lane.fetching) continue;
      // The current range asks for its next page whenever it has none left to give.
      const full = buffered + active >= ahead;
      if (full && (index !== current || lane.pages.length > 0)) break;
      request(lane);
    }
  };

  // The page the loop reads, and where: each step gives an item from it at once (an async
  // generator's `yield` costs several promise turns an item, about five times this).
  let page: readonly Item[] = [];
  let next = 0;
  const close = (): void => {
    if (closed) return;
    closed = true;
    signal?.removeEventListener('abort', stopWithCaller);
    stop.abort();
  };
  const end: IteratorReturnResult<undefined> = { value: undefined, done: true };

  const walk: AsyncIterableIterator<Item> = {
    [Symbol.asyncIterator]: () => walk,
    async next(): Promise<IteratorResult<Item, undefined>> {
      for (;;) {
        if (next < page.length) return { value: page[next++] as Item, done: false };
        const lane = lanes[current];
        if (closed || !lane) {
          close();
          return end;
        }
        try {
          signal?.throwIfAborted();
          if (failure) throw failure.error;
        } catch (error) {
          close();
          throw error;
        }
        const values = lane.pages.shift();
        if (values) {
          buffered -= 1;
          page = values;
          next = 0;
        } else if (lane.done) current += 1;
        else
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        pump();
      }
    },
    async return(): Promise<IteratorReturnResult<undefined>> {
      close();
      return end;
    },
  };
  pump();
  return walk;
}
