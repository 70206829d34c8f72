// The user options store (sort, columns, page size, saved filters) of one portal user, kept in
// this browser's localStorage under the host's `preferences-key` instead of the token owner's
// options on the server. Partners sign all their users in with one API client: on the server
// they would share one set of options, and every user's options would load for each of them.
// Same interface as the SDK's store, so the widgets cannot tell them apart.
import type { UserOptionsStore } from '@fleet/sdk';
import {
  encodeOptionValue,
  readUserOption,
  validateUserOption,
  type JsonValue,
  type UserOptionKey,
} from '@fleet/sdk/domain';
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';

/** Where a preferences key's options live in localStorage. */
export const preferencesStorageKey = (preferencesKey: string) =>
  `fleet-preferences:${preferencesKey}`;

/** The page's localStorage, or undefined where it is refused (sandboxed frames, some modes). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(storage: Storage | undefined, key: string): Map<string, JsonValue> {
  try {
    const text = storage?.getItem(key);
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? new Map(Object.entries(parsed as Record<string, JsonValue>))
      : new Map();
  } catch {
    return new Map(); // unreadable or not ours: start from the defaults
  }
}

export function createLocalUserOptionsStore(
  preferencesKey: string,
  storage: Storage | undefined = pageStorage(),
): UserOptionsStore {
  const storageKey = preferencesStorageKey(preferencesKey);
  const values = signal<ReadonlyMap<string, JsonValue>>(readStored(storage, storageKey));
  const writeError = signal<Error | undefined>(undefined);

  const write = (next: Map<string, JsonValue>) => {
    values.value = next;
    try {
      storage?.setItem(storageKey, JSON.stringify(Object.fromEntries(next)));
      writeError.value = undefined;
    } catch (error) {
      // Full or refused: the choice holds for this page and is said to be unsaved.
      writeError.value = error instanceof Error ? error : new Error(String(error));
    }
  };
  const set: UserOptionsStore['set'] = (key, value) => {
    validateUserOption(key, value);
    write(new Map(values.peek()).set(key, value as JsonValue));
  };

  const signals = new Map<string, ReadonlySignal<unknown>>();
  function cached<T>(key: string, make: () => ReadonlySignal<T>): ReadonlySignal<T> {
    if (!signals.has(key)) signals.set(key, make());
    return signals.get(key) as ReadonlySignal<T>;
  }
  const option = <K extends UserOptionKey>(key: K) =>
    cached(`typed:${key}`, () =>
      computed(() => {
        const value = values.value.get(key);
        return value === undefined ? undefined : readUserOption(key, encodeOptionValue(value));
      }),
    );

  return {
    values,
    loading: signal(false),
    error: signal(undefined),
    ready: signal(true),
    unsavedCount: computed(() => (writeError.value ? 1 : 0)),
    saving: signal(false),
    writeError,
    load: () => Promise.resolve(),
    reload: () => {
      values.value = readStored(storage, storageKey);
      return Promise.resolve();
    },
    option,
    value: (key: string) => cached(`any:${key}`, () => computed(() => values.value.get(key))),
    set,
    remove(key) {
      validateUserOption(key, null);
      const next = new Map(values.peek());
      next.delete(key);
      write(next);
    },
    save(key, value) {
      set(key, value);
      const error = writeError.peek();
      return error ? Promise.reject(error) : Promise.resolve();
    },
    flush: () => Promise.resolve(),
    dispose: () => undefined,
  };
}
