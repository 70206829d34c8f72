// A screen's or widget's view of one value of the connection's query cache (@fleet/sdk
// stores/query-cache.ts): observed while mounted, shared with every other observer of its key,
// refetched when a live event or a mutation invalidates it.
import type { Query, QueryDefinition } from '@fleet/sdk';
import { signal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import { useFleet } from './FleetProvider.js';
import { useSignalValue } from './signals.js';

export interface QueryView<T> {
  data: T | undefined;
  /** True until the first answer, and while it is fetched again. */
  loading: boolean;
  error: Error | undefined;
  refetch(): Promise<T>;
}

/**
 * Observes `definition` (made by an SDK store, e.g. `headlineCount(sdk, 'online')`); another
 * key observes another value. Undefined observes nothing (yet).
 */
export function useQuery<T>(definition: QueryDefinition<T> | undefined): QueryView<T> {
  const { queries } = useFleet();
  const hash = definition && JSON.stringify(definition.key);
  const [latest] = useState(() => ({ definition }));
  latest.definition = definition;
  const [observed, setObserved] = useState<{ hash: string; query: Query<T> }>();
  useEffect(() => {
    const current = latest.definition;
    if (!current || hash === undefined) return setObserved(undefined);
    // The latest definition's fetch runs: it closes over the newest arguments.
    const observer = queries.observe(current.key, (abort) =>
      (latest.definition ?? current).fetch(abort),
    );
    setObserved({ hash, query: observer.query as Query<T> });
    return () => observer.release();
  }, [queries, hash, latest]);
  // Until the effect has run for this key, nothing of another key shows.
  const query = observed?.hash === hash ? observed?.query : undefined;
  const shown = query ?? NOTHING;
  return {
    data: useSignalValue(shown.data) as T | undefined,
    loading: useSignalValue(shown.loading) || (query === undefined && hash !== undefined),
    error: useSignalValue(shown.error),
    refetch: shown.refetch as () => Promise<T>,
  };
}

const NOTHING: Query<unknown> = {
  data: signal(undefined),
  loading: signal(false),
  error: signal(undefined),
  ready: signal(false),
  refetch: () => Promise.reject(new Error('Nothing is observed yet.')),
};
