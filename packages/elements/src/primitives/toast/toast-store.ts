// The toasts on screen and their auto-close timers (SPEC §2: feedback messages close after
// 3000 ms by default). A timer pauses while the user hovers or focuses its toast, and resumes
// with the time that was left.
import { FEEDBACK_AUTO_CLOSE_MS } from '@fleet/sdk/domain';
import type { ToastKind } from './toast-kinds.js';

export { TOAST_KINDS, type ToastKind } from './toast-kinds.js';

export interface ToastInput {
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes itself; `null` keeps it until dismissed. */
  duration?: number | null;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number | null;
}

export interface ToastStore {
  show(input: ToastInput): string;
  dismiss(id: string): void;
  pause(id: string): void;
  resume(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
  dispose(): void;
}

/** The time the auto-close timers read: the browser's, or a test's own. */
export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Timer {
  handle: unknown;
  remaining: number;
  startedAt: number;
}

export function createToastStore(clock: ToastClock = browserClock): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const start = (id: string, timer: Timer) => {
    timer.startedAt = clock.now();
    timer.handle = clock.setTimeout(() => store.dismiss(id), timer.remaining);
  };

  const store: ToastStore = {
    show({ kind, message, duration = FEEDBACK_AUTO_CLOSE_MS }) {
      const id = `toast-${nextId++}`;
      toasts = [...toasts, { id, kind, message, duration }];
      if (duration !== null) {
        const timer: Timer = { handle: undefined, remaining: duration, startedAt: 0 };
        timers.set(id, timer);
        start(id, timer);
      }
      notify();
      return id;
    },
    dismiss(id) {
      const timer = timers.get(id);
      if (timer?.handle !== undefined) clock.clearTimeout(timer.handle);
      timers.delete(id);
      const next = toasts.filter((toast) => toast.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      notify();
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle === undefined) return;
      clock.clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = Math.max(0, timer.remaining - (clock.now() - timer.startedAt));
    },
    resume(id) {
      const timer = timers.get(id);
      if (timer && timer.handle === undefined) start(id, timer);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    dispose() {
      timers.forEach((timer) => {
        if (timer.handle !== undefined) clock.clearTimeout(timer.handle);
      });
      timers.clear();
      listeners.clear();
    },
  };
  return store;
}
