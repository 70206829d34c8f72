import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Page } from '../../resources/support/paginate';
import { asyncState } from './async-state';
import { debounce, type Debounced } from './debounce';
import { realScheduler, type Scheduler } from './scheduler';

/** What every paged query has. */
export interface PagedQuery {
  offset?: number;
  limit?: number;
}

export interface PagedListOptions<Q extends PagedQuery, T> {
  /** The fields every query keeps (page size, sort): a field set to undefined falls back here. */
  defaults: Q;
  /** The query to start with, over the defaults. */
  initial?: Partial<Q>;
  load(query: Q, signal: AbortSignal): Promise<Page<T>>;
  /** The identity of an item (a device uuid, a fleet id). */
  keyOf(item: T): string;
  /** How long after a query change to load; 0 loads at once. */
  delayFor(change: Partial<Q>): number;
  /** Checks a query before it is taken; throws to refuse it (a FleetValidationError). */
  validate?(query: Q): void;
  /** Told of each page stored by a load (not of in-place changes). */
  onLoad?(page: Page<T>): void;
  scheduler?: Scheduler;
}

/** A list shown one page at a time, driven by a query signal. */
export interface PagedList<Q extends PagedQuery, T> {
  readonly query: ReadonlySignal<Q>;
  readonly page: ReadonlySignal<Page<T> | undefined>;
  /** The items of the current page; empty before the first load. */
  readonly items: ReadonlySignal<readonly T[]>;
  /** How many items match the query across all pages. */
  readonly total: ReadonlySignal<number>;
  readonly loading: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<Error | undefined>;
  readonly ready: ReadonlySignal<boolean>;
  /**
   * Changes the query (undefined removes a field) and loads after the change's delay. A
   * change to anything but `offset` goes back to the first page unless it names an offset.
   * An invalid query throws here, before any request, and is not taken.
   */
  setQuery(change: Partial<Q>): void;
  /** Loads the current query now (a pending delayed load is dropped); rejects on failure. */
  refresh(): Promise<Page<T>>;
  /** Changes one item in place (a live event); false when it is not on the page. */
  patchItem(key: string, change: (item: T) => T): boolean;
  /** Takes an item off the page and out of the total; false when it is not on the page. */
  removeItem(key: string): boolean;
  /** Counts a new item and, on the first page, shows it first (until the next load sorts it). */
  addItem(item: T): void;
  dispose(): void;
}

const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function pagedList<Q extends PagedQuery, T>(
  options: PagedListOptions<Q, T>,
): PagedList<Q, T> {
  const scheduler = options.scheduler ?? realScheduler;
  const start = merge(options.defaults, options.defaults, options.initial ?? {});
  options.validate?.(start);
  const query = signal<Q>(start);
  const state = asyncState<Page<T>>();
  const debouncers = new Map<number, Debounced>();

  const load = async () => {
    const page = await state.run((abort) => options.load(query.value, abort));
    // A load overtaken by a newer one returns its page without storing it.
    if (state.data.peek() === page) options.onLoad?.(page);
    return page;
  };
  const cancelDelayed = () => debouncers.forEach((debounced) => debounced.cancel());
  // A delayed load has no caller to reject to: its failure is kept in `error` for the view.
  const loadLater = () => void load().catch(() => undefined);

  const delayed = (ms: number): Debounced => {
    let debounced = debouncers.get(ms);
    if (!debounced) {
      debounced = debounce(loadLater, ms, scheduler);
      debouncers.set(ms, debounced);
    }
    return debounced;
  };

  const changePage = (change: (page: Page<T>) => Page<T>) => {
    state.update((page) => (page === undefined ? page : change(page)));
  };

  return {
    query,
    page: state.data,
    items: computed(() => state.data.value?.values ?? []),
    total: computed(() => state.data.value?.total ?? 0),
    loading: state.loading,
    error: state.error,
    ready: state.ready,

    setQuery(change) {
      const resetsOffset = Object.keys(change).some((key) => key !== 'offset');
      const next = merge(
        options.defaults,
        query.value,
        resetsOffset && !('offset' in change) ? { ...change, offset: 0 } : change,
      );
      options.validate?.(next);
      if (sameQuery(next, query.value)) return;
      query.value = next;
      const ms = options.delayFor(change);
      cancelDelayed();
      if (ms <= 0) loadLater();
      else delayed(ms)();
    },

    refresh() {
      cancelDelayed();
      return load();
    },

    patchItem(key, change) {
      // An item not on the page leaves the page as it is: no new page for the screen to
      // render (a fleet's live check-ins mostly concern devices on other pages).
      if (!state.data.peek()?.values.some((item) => options.keyOf(item) === key)) return false;
      changePage((page) => ({
        ...page,
        values: page.values.map((item) => (options.keyOf(item) === key ? change(item) : item)),
      }));
      return true;
    },

    removeItem(key) {
      const page = state.data.value;
      if (!page?.values.some((item) => options.keyOf(item) === key)) return false;
      changePage((current) => ({
        ...current,
        values: current.values.filter((item) => options.keyOf(item) !== key),
        total: Math.max(0, current.total - 1),
      }));
      return true;
    },

    addItem(item) {
      const key = options.keyOf(item);
      changePage((page) => {
        if (page.values.some((value) => options.keyOf(value) === key))
          return {
            ...page,
            values: page.values.map((value) => (options.keyOf(value) === key ? item : value)),
          };
        const values =
          page.offset === 0 ? [item, ...page.values].slice(0, page.limit) : page.values;
        return { ...page, values, total: page.total + 1 };
      });
    },

    dispose() {
      cancelDelayed();
      state.abort();
    },
  };
}

// The query with `change` applied: undefined removes a field, and removed defaults come back.
function merge<Q extends object>(defaults: Q, current: Q, change: Partial<Q>): Q {
  const changed = { ...current, ...change } as Record<string, unknown>;
  const kept = Object.entries(changed).filter(([, value]) => value !== undefined);
  return { ...defaults, ...Object.fromEntries(kept) } as Q;
}
