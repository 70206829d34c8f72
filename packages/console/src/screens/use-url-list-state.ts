// A list screen's state in its address (url-list-state.ts): the widget reads the values, and
// its changes replace the current history entry (typing a search adds no history steps).
import { useCallback, useMemo } from 'react';
import { readListState, withListState, type ListState } from './url-list-state';
import { useQueryChange } from './use-query-change';

/** The values of `keys` (a constant of the screen) in the address, and how to change them. */
export function useUrlListState<K extends string>(
  keys: readonly K[],
): [ListState<K>, (change: ListState<K>) => void] {
  const [query, changeQuery] = useQueryChange();
  const state = useMemo(() => readListState(query, keys), [query, keys]);
  const change = useCallback(
    (next: ListState<K>) => changeQuery((latest) => withListState(latest, keys, next)),
    [keys, changeQuery],
  );
  return [state, change];
}
