// The SDK's stores are @preact/signals-core signals; React re-renders from them two ways:
// - `useSignals()` first thing in a component: every `.value` that component reads while
//   rendering re-renders it on change (React 19, no Babel transform). A render prop or a child
//   that reads signals needs its own `useSignals()`.
// - `useSignalValue(signal)`: one signal's value, through useSyncExternalStore, anywhere
//   (render props, hooks).
// @preact/signals-react uses the same signals-core instance as the SDK (one copy installed).
import type { ReadonlySignal } from '@preact/signals-react';
import { useCallback, useSyncExternalStore } from 'react';

export { useSignals } from '@preact/signals-react/runtime';

export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // subscribe() calls back once at once with the current value: not a change.
      let first = true;
      return source.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [source],
  );
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}
