// How user option writes reach the server (SPEC §9 "Option writes are batched with a 500 ms
// delay"), for the user options store. Per key only the newest value is kept; a batch sends
// each key's value 500 ms after the first write of the batch; a key has at most one request on
// the wire, so an older value can never land after a newer one. A failed write is kept (unless
// a newer value replaced it) and retried with a growing wait: no write is lost.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { OPTION_WRITE_DELAY_MS } from '../domain/constants';
import type { JsonValue } from '../domain/user-options';
import type { Logger } from './support/logger';
import type { Scheduler } from './support/scheduler';

export type OptionWrite = { kind: 'set'; value: JsonValue } | { kind: 'delete' };

export interface OptionWriteRetry {
  /** Wait before the first retry of a failed write; doubles per failure. Default 1000 ms. */
  initialDelayMs?: number;
  /** The longest wait between retries. Default 30 000 ms. */
  maxDelayMs?: number;
}

export interface OptionWriteQueueDeps {
  /** Sends one write; `keepalive` when the page is going away. */
  send(key: string, write: OptionWrite, keepalive: boolean): Promise<void>;
  /** Told of each write the server stored. */
  onStored(key: string, write: OptionWrite): void;
  scheduler: Scheduler;
  logger: Logger;
  retry?: OptionWriteRetry;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** One key's writes: the newest unsent one, and the one on the wire. */
interface KeyWrites {
  queued: OptionWrite | undefined;
  queuedWaiters: Waiter[];
  inFlight: OptionWrite | undefined;
  inFlightWaiters: Waiter[];
}

export type OptionWriteQueue = ReturnType<typeof createOptionWriteQueue>;

export function createOptionWriteQueue(deps: OptionWriteQueueDeps) {
  const { scheduler, logger } = deps;
  const initialRetryMs = deps.retry?.initialDelayMs ?? 1000;
  const maxRetryMs = deps.retry?.maxDelayMs ?? 30_000;
  const unsaved = signal<ReadonlyMap<string, OptionWrite>>(new Map());
  const inFlightCount = signal(0);
  const writeError = signal<Error | undefined>(undefined);
  const writes = new Map<string, KeyWrites>();
  const failedKeys = new Set<string>();
  let consecutiveFailures = 0;
  let batchTimer: unknown;
  let retryTimer: unknown;
  let stopped = false;

  const syncUnsaved = () => {
    const next = new Map<string, OptionWrite>();
    for (const [key, state] of writes) {
      const newest = state.queued ?? state.inFlight;
      if (newest) next.set(key, newest);
    }
    unsaved.value = next;
  };

  const stateOf = (key: string): KeyWrites => {
    let state = writes.get(key);
    if (!state) {
      state = { queued: undefined, queuedWaiters: [], inFlight: undefined, inFlightWaiters: [] };
      writes.set(key, state);
    }
    return state;
  };

  function send(key: string, keepalive: boolean): void {
    const state = stateOf(key);
    const write = state.queued;
    if (!write || state.inFlight) return;
    const waiters = state.queuedWaiters;
    batch(() => {
      state.queued = undefined;
      state.queuedWaiters = [];
      state.inFlight = write;
      state.inFlightWaiters = waiters;
      inFlightCount.value++;
    });
    deps.send(key, write, keepalive).then(
      () => settle(key, write, undefined, keepalive),
      (error: unknown) => settle(key, write, error ?? new Error('The write failed.'), keepalive),
    );
  }

  function settle(key: string, write: OptionWrite, error: unknown, keepalive: boolean): void {
    const state = stateOf(key);
    const waiters = state.inFlightWaiters;
    batch(() => {
      state.inFlight = undefined;
      state.inFlightWaiters = [];
      inFlightCount.value--;
      if (error === undefined) {
        consecutiveFailures = 0;
        deps.onStored(key, write);
        failedKeys.delete(key);
        if (failedKeys.size === 0) writeError.value = undefined;
      } else {
        consecutiveFailures++;
        failedKeys.add(key);
        // Kept unless a newer value replaced it meanwhile: that one is what the user wants now.
        if (!state.queued) state.queued = write;
        writeError.value = error instanceof Error ? error : new Error(String(error));
      }
      if (!state.queued && !state.inFlight) writes.delete(key);
      syncUnsaved();
    });
    if (error === undefined) {
      waiters.forEach((w) => w.resolve());
      // A value written while this one was on the wire goes now if someone waits on it (a
      // save or flush) or its batch already went; otherwise with its batch.
      const awaited = state.queuedWaiters.length > 0;
      if (state.queued && (awaited || batchTimer === undefined) && !stopped) send(key, keepalive);
    } else {
      waiters.forEach((w) => w.reject(error));
      logger.warn(`A user option write failed and will be retried: ${key}`, error);
      scheduleRetry();
    }
  }

  const sendQueued = (keepalive: boolean) => {
    for (const key of [...writes.keys()]) send(key, keepalive);
  };

  function scheduleRetry(): void {
    if (retryTimer !== undefined || stopped) return;
    const delay = Math.min(initialRetryMs * 2 ** Math.max(0, consecutiveFailures - 1), maxRetryMs);
    retryTimer = scheduler.setTimeout(() => {
      retryTimer = undefined;
      sendQueued(false);
    }, delay);
    // A retry alone must not keep a Node process alive; `beforeExit` makes the last attempt.
    (retryTimer as { unref?: () => void } | undefined)?.unref?.();
  }

  const waitFor = (list: Waiter[]) =>
    new Promise<void>((resolve, reject) => list.push({ resolve, reject }));

  function enqueue(key: string, write: OptionWrite): void {
    stateOf(key).queued = write;
    syncUnsaved();
    if (batchTimer !== undefined || stopped) return;
    batchTimer = scheduler.setTimeout(() => {
      batchTimer = undefined;
      sendQueued(false);
    }, OPTION_WRITE_DELAY_MS);
  }

  async function flush(keepalive: boolean): Promise<void> {
    if (batchTimer !== undefined) scheduler.clearTimeout(batchTimer);
    batchTimer = undefined;
    const outcomes: Promise<void>[] = [];
    for (const state of writes.values()) {
      if (state.queued) outcomes.push(waitFor(state.queuedWaiters));
      else if (state.inFlight) outcomes.push(waitFor(state.inFlightWaiters));
    }
    sendQueued(keepalive);
    const failure = (await Promise.allSettled(outcomes)).find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
  }

  return {
    /** The newest write of each key the server has not confirmed yet. */
    unsaved: unsaved as ReadonlySignal<ReadonlyMap<string, OptionWrite>>,
    saving: computed(() => inFlightCount.value > 0),
    writeError: writeError as ReadonlySignal<Error | undefined>,
    get pending(): boolean {
      return writes.size > 0;
    },

    /** Keeps a write; it goes with the batch. */
    enqueue,

    /** Keeps a write and sends it now; settles with that attempt (or a newer value's). */
    save(key: string, write: OptionWrite): Promise<void> {
      enqueue(key, write);
      const outcome = waitFor(stateOf(key).queuedWaiters);
      send(key, false);
      return outcome;
    },

    /** Sends everything now; rejects with the first failure (those writes stay and retry). */
    flush,

    /** No more timers; whatever is pending gets one last attempt through `flush`. */
    stop(): void {
      if (retryTimer !== undefined) scheduler.clearTimeout(retryTimer);
      retryTimer = undefined;
      stopped = true;
    },
  };
}
