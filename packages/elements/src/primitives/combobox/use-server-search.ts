// Options for a Combobox searched on the server (`filter={false}`): the text typed is sent
// after a pause, an older search still in flight is aborted, and the newest answer wins.
// The empty text is searched once at first, so the list has something when it opens.
import { useEffect, useRef, useState } from 'react';

export interface ServerSearch<T> {
  results: readonly T[];
  searching: boolean;
  /** Why the last search failed; cleared by the next answer. */
  error: Error | undefined;
  /** Pass to the Combobox's onInputChange. */
  setText(text: string): void;
}

/**
 * `scope` names what else the search depends on (e.g. the hardware ids it is limited to):
 * when it changes, the current text is searched again.
 */
export function useServerSearch<T>(
  search: (text: string, signal: AbortSignal) => Promise<readonly T[]>,
  delayMs: number,
  scope = '',
): ServerSearch<T> {
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly T[]>([]);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<Error>();
  const latest = useRef(search);
  latest.current = search;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setSearching(true);
        latest.current(text.trim(), controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            setResults(found);
            setError(undefined);
            setSearching(false);
          },
          (failure: unknown) => {
            if (controller.signal.aborted) return;
            setError(failure instanceof Error ? failure : new Error(String(failure)));
            setSearching(false);
          },
        );
      },
      text === '' ? 0 : delayMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, delayMs, scope]);

  return { results, searching, error, setText };
}
