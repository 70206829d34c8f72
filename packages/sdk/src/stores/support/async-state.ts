import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';

/** The state of one loadable value: what a view reads. */
export interface AsyncState<T> {
  readonly data: ReadonlySignal<T | undefined>;
  readonly loading: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<Error | undefined>;
  /** Loaded at least once without error. */
  readonly ready: ReadonlySignal<boolean>;
}

export interface AsyncLoader<T> extends AsyncState<T> {
  /**
   * Runs `load` and stores its result. A load started later wins: an earlier answer that
   * arrives after it is dropped, so a slow page never overwrites a newer query's page.
   * Resolves to the value stored, or rejects with the load's error (also kept in `error`),
   * so callers decide whether to surface it; nothing is swallowed.
   */
  run(load: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Replaces the value in place (a live event), leaving loading/error alone. */
  set(value: T | undefined): void;
  update(change: (value: T | undefined) => T | undefined): void;
  /** Aborts a load in flight. */
  abort(): void;
}

export function asyncState<T>(initial?: T): AsyncLoader<T> {
  const data = signal<T | undefined>(initial);
  const loading = signal(false);
  const error = signal<Error | undefined>(undefined);
  const loadedOnce = signal(initial !== undefined);
  let generation = 0;
  let controller: AbortController | undefined;

  return {
    data,
    loading,
    error,
    ready: computed(() => loadedOnce.value && error.value === undefined),
    async run(load) {
      const mine = ++generation;
      controller?.abort();
      controller = new AbortController();
      loading.value = true;
      try {
        const value = await load(controller.signal);
        if (mine === generation) {
          batch(() => {
            data.value = value;
            error.value = undefined;
            loading.value = false;
            loadedOnce.value = true;
          });
        }
        return value;
      } catch (cause) {
        if (mine === generation) {
          batch(() => {
            error.value = cause instanceof Error ? cause : new Error(String(cause));
            loading.value = false;
          });
        }
        throw cause;
      }
    },
    set(value) {
      data.value = value;
    },
    update(change) {
      data.value = change(data.value);
    },
    abort() {
      generation++;
      controller?.abort();
      loading.value = false;
    },
  };
}
