// One cache of the values screens read (TanStack Query's QueryCache and QueryObserver shape):
// a value is known by its key, fetched once however many screens observe it, kept while one
// does (and a moment after), and fetched again when it is invalidated — by a live event, or
// by a mutation that changed it. Screens observe; they never fetch on their own.
import { asyncState, type AsyncLoader, type AsyncState } from './support/async-state';
import { coalesced, type Coalesced } from './support/coalesced';
import { realScheduler, type Scheduler } from './support/scheduler';

/** What names a value: its resource first (`['devices', 'count', 'online']`). */
export type QueryKey = readonly (string | number | boolean | null)[];

export type QueryFetch<T> = (signal: AbortSignal) => Promise<T>;

/** A value a screen may observe: its key and how to fetch it (made by the SDK's stores). */
export interface QueryDefinition<T> {
  key: QueryKey;
  fetch: QueryFetch<T>;
}

/** A value of the cache as a screen reads it. */
export interface Query<T> extends AsyncState<T> {
  /** Fetches it again now; resolves with the value (rejects with the failure, also kept). */
  refetch(): Promise<T>;
}

export interface QueryObserver<T> {
  readonly query: Query<T>;
  /** Stops observing: the value is forgotten `gcMs` later unless observed again. */
  release(): void;
}

export interface QueryCacheOptions {
  scheduler?: Scheduler;
  /** How long a value nobody observes is kept (ms). Default 5 minutes. */
  gcMs?: number;
  /** How long invalidations gather before the values refetch, once (ms). Default 300. */
  refetchDelayMs?: number;
}

export type QueryCache = ReturnType<typeof createQueryCache>;

interface Entry {
  key: QueryKey;
  state: AsyncLoader<unknown>;
  fetch: QueryFetch<unknown>;
  observers: number;
  stale: boolean;
  gcHandle?: unknown;
  refetchSoon: Coalesced;
  query: Query<unknown>;
}

const hashOf = (key: QueryKey) => JSON.stringify(key);
const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

export function createQueryCache(options: QueryCacheOptions = {}) {
  const scheduler = options.scheduler ?? realScheduler;
  const gcMs = options.gcMs ?? 300_000;
  const refetchDelayMs = options.refetchDelayMs ?? 300;
  const entries = new Map<string, Entry>();

  // A background fetch has no caller: its failure stays in the query's `error`.
  const fetchNow = (entry: Entry) => {
    entry.stale = false;
    return entry.state.run(entry.fetch);
  };
  const fetchInBackground = (entry: Entry) => void fetchNow(entry).catch(() => undefined);

  function entryFor<T>(key: QueryKey, fetch: QueryFetch<T>): Entry {
    const hash = hashOf(key);
    let entry = entries.get(hash);
    if (!entry) {
      const state = asyncState<unknown>();
      const made: Entry = {
        key,
        state,
        fetch,
        observers: 0,
        stale: true,
        refetchSoon: coalesced(() => fetchInBackground(made), refetchDelayMs, scheduler),
        query: {
          data: state.data,
          loading: state.loading,
          error: state.error,
          ready: state.ready,
          refetch: () => fetchNow(made),
        },
      };
      entries.set(hash, (entry = made));
    }
    // The latest observer's function wins: it closes over the newest arguments.
    entry.fetch = fetch as QueryFetch<unknown>;
    return entry;
  }

  function forget(entry: Entry) {
    entry.refetchSoon.cancel();
    entry.state.abort();
    entries.delete(hashOf(entry.key));
  }

  return {
    /**
     * Observes the value of `key`, fetched by `fetch` when it is not known yet, is stale, or
     * nobody observed it until now. Every observer of a key shares one value and one fetch.
     */
    observe<T>(key: QueryKey, fetch: QueryFetch<T>): QueryObserver<T> {
      const entry = entryFor(key, fetch);
      // A value nobody watched may have changed unseen: a screen opened again refetches it
      // (showing the value kept meanwhile), as TanStack Query's refetch on mount does.
      if (entry.observers === 0) entry.stale = true;
      entry.observers += 1;
      if (entry.gcHandle !== undefined) scheduler.clearTimeout(entry.gcHandle);
      entry.gcHandle = undefined;
      if (entry.stale && !entry.state.loading.peek()) fetchInBackground(entry);
      let released = false;
      return {
        query: entry.query as Query<T>,
        release() {
          if (released) return;
          released = true;
          entry.observers -= 1;
          if (entry.observers === 0)
            entry.gcHandle = scheduler.setTimeout(() => forget(entry), gcMs);
        },
      };
    },
    /**
     * Marks every value whose key starts with `prefix` stale: the observed ones refetch soon
     * (a burst of invalidations, once); the others when next observed.
     */
    invalidate(prefix: QueryKey = []): void {
      for (const entry of entries.values()) {
        if (!startsWith(entry.key, prefix)) continue;
        entry.stale = true;
        if (entry.observers > 0) entry.refetchSoon();
      }
    },
    /** Changes a known value in place (what a mutation answered), leaving it fresh. */
    setData<T>(key: QueryKey, change: (value: T | undefined) => T | undefined): void {
      entries.get(hashOf(key))?.state.update(change as (value: unknown) => unknown);
    },
    dispose(): void {
      for (const entry of [...entries.values()]) {
        if (entry.gcHandle !== undefined) scheduler.clearTimeout(entry.gcHandle);
        forget(entry);
      }
    },
  };
}
