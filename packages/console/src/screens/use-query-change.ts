// Changes to the address's query that build on each other, and show at once. react-router's
// navigation is asynchronous: a change reaches the address (and useSearchParams) a moment
// later. Read from the address alone, a ticked checkbox would untick until then (React puts a
// controlled input back to the value it rendered) and a second change before the first is in
// the address (a search typed, then a row ticked) would lose the first. So the change not yet
// in the address is what the screen reads, and the next change starts from it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';

/** The next query from the latest one (a copy to change freely); it replaces the history entry. */
export type QueryChange = (next: (latest: URLSearchParams) => URLSearchParams) => void;

/** The query as the screen shows it (the latest change, even before it is in the address). */
export function useQueryChange(): [URLSearchParams, QueryChange] {
  const [query, setQuery] = useSearchParams();
  const navigationType = useNavigationType();
  // The ref chains changes made before a render; the state shows the latest one.
  const pending = useRef<URLSearchParams | undefined>(undefined);
  const [shown, setShown] = useState<URLSearchParams | undefined>(undefined);

  useEffect(() => {
    // Arrived, or the address moved on without us (a link, back or forward): start afresh.
    if (pending.current?.toString() === query.toString() || navigationType !== 'REPLACE') {
      pending.current = undefined;
      setShown(undefined);
    }
  }, [query, navigationType]);

  const change = useCallback<QueryChange>(
    (nextOf) => {
      const next = nextOf(new URLSearchParams(pending.current ?? query));
      pending.current = next;
      setShown(next);
      void setQuery(next, { replace: true });
    },
    [query, setQuery],
  );
  return [shown ?? query, change];
}
