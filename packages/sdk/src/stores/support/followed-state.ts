// A store that shows one thing at a time (a device, a fleet) makes a fresh set of states for
// each, so nothing of the previous one (data or error) leaks into the next; its views read
// whichever set is current through these.
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { AsyncState } from './async-state';

/** The value of a signal of whichever set is current. */
export function followSignal<S, T>(
  current: ReadonlySignal<S>,
  pick: (set: S) => ReadonlySignal<T>,
): ReadonlySignal<T> {
  return computed(() => pick(current.value).value);
}

/** A loadable state of whichever set is current. */
export function followState<S, T>(
  current: ReadonlySignal<S>,
  pick: (set: S) => AsyncState<T>,
): AsyncState<T> {
  return {
    data: followSignal(current, (set) => pick(set).data),
    loading: followSignal(current, (set) => pick(set).loading),
    error: followSignal(current, (set) => pick(set).error),
    ready: followSignal(current, (set) => pick(set).ready),
  };
}
