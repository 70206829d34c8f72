// Changes to the address's query that build on each other. react-router's functional
// setSearchParams hands every call the query of the last render, so two changes before the
// first is in the address (a search typed, then a row ticked) would lose the first. The
// change not yet in the address is kept here and the next one starts from it.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';

/** The next query from the latest one (a copy to change freely); it replaces the history entry. */
export type QueryChange = (next: (latest: URLSearchParams) => URLSearchParams) => void;

export function useQueryChange(): [URLSearchParams, QueryChange] {
  const [query, setQuery] = useSearchParams();
  const navigationType = useNavigationType();
  const pending = useRef<URLSearchParams | undefined>(undefined);

  useEffect(() => {
    // Arrived, or the address moved on without us (a link, back or forward): start afresh.
    if (pending.current?.toString() === query.toString() || navigationType !== 'REPLACE')
      pending.current = undefined;
  }, [query, navigationType]);

  const change = useCallback<QueryChange>(
    (nextOf) => {
      const next = nextOf(new URLSearchParams(pending.current ?? query));
      pending.current = next;
      void setQuery(next, { replace: true });
    },
    [query, setQuery],
  );
  return [query, change];
}
