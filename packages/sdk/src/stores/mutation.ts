// An action a screen runs (send feedback, save a device…) with one pending/error shape: what
// TanStack Query's Mutation is beside its queries. On success the values it changed are
// invalidated in the query cache, so every screen showing them refetches.
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { QueryCache, QueryKey } from './query-cache';

export interface MutationOptions {
  /** The cache whose values the action changes. */
  queries?: Pick<QueryCache, 'invalidate'>;
  /** Key prefixes invalidated after a success. */
  invalidates?: readonly QueryKey[];
}

export interface Mutation<I, O> {
  /** The action is running. */
  readonly pending: ReadonlySignal<boolean>;
  /** The last run's failure; cleared when a run starts. */
  readonly error: ReadonlySignal<Error | undefined>;
  /** Runs the action: resolves with its result, or rejects with its failure (also in `error`). */
  run(input: I): Promise<O>;
  /** Forgets the last failure. */
  reset(): void;
}

export function createMutation<I, O>(
  action: (input: I) => Promise<O>,
  options: MutationOptions = {},
): Mutation<I, O> {
  const pending = signal(false);
  const error = signal<Error | undefined>(undefined);
  let running = 0;
  return {
    pending,
    error,
    async run(input) {
      running += 1;
      batch(() => {
        pending.value = true;
        error.value = undefined;
      });
      try {
        const result = await action(input);
        for (const key of options.invalidates ?? []) options.queries?.invalidate(key);
        return result;
      } catch (cause) {
        error.value = cause instanceof Error ? cause : new Error(String(cause));
        throw cause;
      } finally {
        running -= 1;
        if (running === 0) pending.value = false;
      }
    },
    reset() {
      error.value = undefined;
    },
  };
}
