// The user options store (SPEC §3 User options, §9 "Option writes are batched with a 500 ms
// delay"): the signed-in user's key/value settings, loaded once, read optimistically and
// written in batches. No write is lost: a failed write stays pending and is retried (and
// reported through `writeError`) until it is stored or replaced by a newer value for its key.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  encodeOptionValue,
  readUserOption,
  type JsonValue,
  type UserOptionKey,
  type UserOptionValues,
} from '../domain/user-options';
import { validateUserOption } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import { failedWith } from '../resources/reworded-error';
import { unwrap } from '../resources/support/unwrap';
import type { UserOptionValue } from '../resources/user-options';
import { asyncState } from './support/async-state';
import { consoleLogger, type Logger } from './support/logger';
import { currentLifecycle, type PageLifecycle } from './support/page-lifecycle';
import { realScheduler, type Scheduler } from './support/scheduler';
import {
  createOptionWriteQueue,
  type OptionWrite,
  type OptionWriteRetry,
} from './user-option-writes';

export type { OptionWriteRetry as UserOptionsRetry } from './user-option-writes';

export interface UserOptionsStoreDeps {
  fleet: Pick<FleetSdk, 'client' | 'userOptions'>;
  scheduler?: Scheduler;
  /**
   * When pending writes are sent at once: by default the browser page's `pagehide` and
   * `visibilitychange` to hidden (sent with `keepalive`, so they outlive the page), or Node's
   * `beforeExit`. `null` turns this off.
   */
  lifecycle?: PageLifecycle | null;
  logger?: Logger;
  retry?: OptionWriteRetry;
}

export type UserOptionsStore = ReturnType<typeof createUserOptionsStore>;

/** One write on the wire; `keepalive` lets it outlive a page that is going away. */
async function sendWrite(
  fleet: Pick<FleetSdk, 'client'>,
  key: string,
  write: OptionWrite,
  keepalive: boolean,
): Promise<void> {
  const { api } = fleet.client;
  if (write.kind === 'set') {
    await unwrap(
      api.POST('/api/accounts/users/metadata/v2', {
        body: { key, value: encodeOptionValue(write.value) },
        keepalive,
      }),
    );
    return;
  }
  try {
    await unwrap(
      api.DELETE('/api/accounts/users/metadata/v2/{key}', { params: { path: { key } }, keepalive }),
    );
  } catch (error) {
    // Already gone is what a delete wants.
    if (!failedWith(error, 404)) throw error;
  }
}

/**
 * Reads are optimistic: `values`, `option()` and `value()` show a written value at once. Writes
 * of one key within 500 ms send only its last value; writes of different keys each send theirs
 * (the API stores one key per request). In Node, `process.exit()` skips the `beforeExit` flush:
 * `await store.flush()` first.
 */
export function createUserOptionsStore(deps: UserOptionsStoreDeps) {
  const { fleet } = deps;
  const logger = deps.logger ?? consoleLogger;
  const loader = asyncState<ReadonlyMap<string, JsonValue>>();
  /** What the server is known to hold. */
  const saved = signal<ReadonlyMap<string, JsonValue>>(new Map());
  /** Per key, the sequence number of its last stored write (a load older than it loses). */
  const storedAt = new Map<string, number>();
  let sequence = 0;
  let exitFlushFailed = false;
  let loadOnce: Promise<void> | undefined;

  const queue = createOptionWriteQueue({
    send: (key, write, keepalive) => sendWrite(fleet, key, write, keepalive),
    onStored(key, write) {
      storedAt.set(key, ++sequence);
      const next = new Map(saved.peek());
      if (write.kind === 'set') next.set(key, write.value);
      else next.delete(key);
      saved.value = next;
    },
    scheduler: deps.scheduler ?? realScheduler,
    logger,
    ...(deps.retry && { retry: deps.retry }),
  });

  const values = computed<ReadonlyMap<string, JsonValue>>(() => {
    const merged = new Map(saved.value);
    for (const [key, write] of queue.unsaved.value) {
      if (write.kind === 'set') merged.set(key, write.value);
      else merged.delete(key);
    }
    return merged;
  });

  function onLeave(reason: 'hide' | 'exit'): void {
    if (!queue.pending) return;
    if (reason === 'hide') {
      queue.flush(true).catch(() => undefined); // logged by the queue; kept and retried
      return;
    }
    // beforeExit fires again once the loop drains: one last attempt, then let the process go.
    if (exitFlushFailed) return;
    queue.flush(false).catch((error: unknown) => {
      exitFlushFailed = true;
      logger.warn(
        `${queue.unsaved.peek().size} user option write(s) could not be saved before the process exited.`,
        error,
      );
    });
  }

  const lifecycle = deps.lifecycle === undefined ? currentLifecycle() : deps.lifecycle;
  const stopLifecycle = lifecycle?.onLeave(onLeave);

  async function fetchAll(): Promise<void> {
    const startedAt = sequence;
    const loaded = await loader.run(() => fleet.userOptions.listUserOptions());
    const next = new Map(loaded);
    // A write stored after this load started is newer than what the load read.
    for (const [key, at] of storedAt) {
      if (at <= startedAt) continue;
      const current = saved.peek().get(key);
      if (current === undefined) next.delete(key);
      else next.set(key, current);
    }
    saved.value = next;
  }

  const signals = new Map<string, ReadonlySignal<unknown>>();
  const cachedSignal = <T>(key: string, make: () => ReadonlySignal<T>): ReadonlySignal<T> => {
    let made = signals.get(key) as ReadonlySignal<T> | undefined;
    if (!made) {
      made = make();
      signals.set(key, made);
    }
    return made;
  };

  return {
    /** Every option by key, pending writes included (arrays unwrapped). */
    values,
    /** The load is running. */
    loading: loader.loading,
    /** Why the last load failed. */
    error: loader.error,
    /** Loaded at least once. */
    ready: loader.ready,
    /** How many keys have a write the server has not confirmed yet. */
    unsavedCount: computed(() => queue.unsaved.value.size),
    /** A write is on the wire. */
    saving: queue.saving,
    /** The last write failure while any failed write is still pending; cleared once stored. */
    writeError: queue.writeError,

    /** Loads the options once; later calls share that load (a failed load is tried again). */
    load(): Promise<void> {
      loadOnce ??= fetchAll().catch((error: unknown) => {
        loadOnce = undefined;
        throw error;
      });
      return loadOnce;
    },

    /** Loads the options again. */
    reload(): Promise<void> {
      loadOnce = fetchAll();
      return loadOnce;
    },

    /** One of the console's options, as its type; undefined when unset or of another shape. */
    option<K extends UserOptionKey>(key: K): ReadonlySignal<UserOptionValues[K] | undefined> {
      return cachedSignal(`typed:${key}`, () =>
        computed(() => {
          const value = values.value.get(key);
          return value === undefined ? undefined : readUserOption(key, encodeOptionValue(value));
        }),
      );
    },

    /** Any option, as stored (arrays unwrapped); undefined when unset. */
    value(key: string): ReadonlySignal<JsonValue | undefined> {
      return cachedSignal(`any:${key}`, () => computed(() => values.value.get(key)));
    },

    /**
     * Writes an option: visible at once, sent after the 500 ms batch delay. Key and value are
     * required (SPEC §5); `null`, `false` and `''` are values.
     */
    set<K extends string>(key: K, value: UserOptionValue<K>): void {
      validateUserOption(key, value);
      queue.enqueue(key, { kind: 'set', value: value as JsonValue });
    },

    /** Removes an option: gone at once, deleted after the batch delay. */
    remove(key: string): void {
      validateUserOption(key, null);
      queue.enqueue(key, { kind: 'delete' });
    },

    /**
     * Writes an option and sends it now, for a save the user waits on. Resolves once it (or a
     * newer value of the key) is stored; rejects when this attempt fails, in which case the
     * write stays pending and is retried like any other.
     */
    save<K extends string>(key: K, value: UserOptionValue<K>): Promise<void> {
      validateUserOption(key, value);
      return queue.save(key, { kind: 'set', value: value as JsonValue });
    },

    /**
     * Sends every pending write now. Resolves when all are stored; rejects with the first
     * failure (those writes stay pending and are retried).
     */
    flush: (): Promise<void> => queue.flush(false),

    /**
     * Stops timers and page listeners. Pending writes get one last attempt (failures are
     * logged): await `flush()` first to know they are stored.
     */
    dispose(): void {
      stopLifecycle?.();
      queue.stop();
      if (queue.pending)
        queue
          .flush(false)
          .catch((error: unknown) =>
            logger.warn('User option writes pending at dispose could not be saved.', error),
          );
      loader.abort();
    },
  };
}
