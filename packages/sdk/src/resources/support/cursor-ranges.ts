import type { CursorRequest } from './cursor-walk';
import type { Page } from './paginate';

/** Items after `after` and, when given, before `before`, in the order of the key. */
export interface KeyRange {
  after: string;
  before: string | undefined;
}

export interface RangeWalkOptions {
  pageSize: number;
  /** Requests at most in flight at once. */
  inFlight: number;
  signal?: AbortSignal;
}

interface Lane<Item> {
  after: string;
  before: string | undefined;
  /** Pages received and not yet given to the loop. */
  pages: Item[][];
  fetching: boolean;
  done: boolean;
}

/**
 * Walks ranges that follow each other in the key's order, each by its own cursor, with up to
 * `inFlight` requests at once: the ranges next in line fetch their pages while the loop reads
 * the current one. Items come in the key's order, each range's after the range before. At
 * most `2 × inFlight` pages are received ahead of the loop. When the loop stops early, the
 * requests still in flight are aborted.
 */
export async function* walkRanges<Item>(
  fetchPage: (request: CursorRequest) => Promise<Page<Item>>,
  keyOf: (item: Item) => string,
  ranges: readonly KeyRange[],
  { pageSize, inFlight, signal }: RangeWalkOptions,
): AsyncGenerator<Item, void, undefined> {
  const lanes: Lane<Item>[] = ranges.map((range) => ({
    ...range,
    pages: [],
    fetching: false,
    done: false,
  }));
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

  const request = (lane: Lane<Item>): void => {
    lane.fetching = true;
    active += 1;
    const { after, before } = lane;
    fetchPage({ after, before, limit: pageSize, signal: stop.signal }).then(
      ({ values }) => {
        lane.fetching = false;
        active -= 1;
        lane.pages.push(values);
        buffered += 1;
        const last = values.at(-1);
        if (last === undefined || values.length < pageSize) lane.done = true;
        else lane.after = keyOf(last);
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

  try {
    for (; current < lanes.length; current += 1) {
      const lane = lanes[current];
      if (!lane) break;
      pump();
      for (;;) {
        signal?.throwIfAborted();
        if (failure) throw failure.error;
        const values = lane.pages.shift();
        if (values) {
          buffered -= 1;
          pump();
          yield* values;
          continue;
        }
        if (lane.done) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    closed = true;
    signal?.removeEventListener('abort', stopWithCaller);
    stop.abort();
  }
}
