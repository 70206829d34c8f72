// An action a screen runs (send feedback, save a device…) with one pending/error shape: what
// TanStack Query's Mutation is beside its queries. On success the values it changed are
// invalidated in the query cache, so every screen showing them refetches. A keyed mutation is
// the same action on many subjects (a list's rows), each with its own pending and error.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
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

/**
 * One action run on many subjects at once (delete this device, refresh that source…): each
 * subject, by key, has its own mutation with the shape above, so a list can show which rows
 * are busy and the failure of each.
 */
export interface KeyedMutation<K, I, O> {
  /** The keys whose action is running. */
  readonly pending: ReadonlySignal<ReadonlySet<K>>;
  /** Whether the action runs for `key` (reading it subscribes a computed or effect). */
  pendingFor(key: K): boolean;
  /** The last failure for `key`; cleared when a run for it starts. */
  errorFor(key: K): Error | undefined;
  /** Runs the action for `key`: resolves with its result or rejects with its failure. */
  run(key: K, input: I): Promise<O>;
  /** Forgets the last failure for `key`. */
  reset(key: K): void;
}

export function createKeyedMutation<K, I, O>(
  action: (key: K, input: I) => Promise<O>,
  options: MutationOptions = {},
): KeyedMutation<K, I, O> {
  const byKey = signal<ReadonlyMap<K, Mutation<I, O>>>(new Map());
  const mutationOf = (key: K): Mutation<I, O> => {
    const known = byKey.peek().get(key);
    if (known) return known;
    const created = createMutation((input: I) => action(key, input), options);
    byKey.value = new Map(byKey.peek()).set(key, created);
    return created;
  };
  return {
    pending: computed(
      () => new Set([...byKey.value].filter(([, m]) => m.pending.value).map(([key]) => key)),
    ),
    pendingFor: (key) => byKey.value.get(key)?.pending.value ?? false,
    errorFor: (key) => byKey.value.get(key)?.error.value,
    run: (key, input) => mutationOf(key).run(input),
    reset: (key) => byKey.peek().get(key)?.reset(),
  };
}
