// A clock that moves only when a test says so: timers fire in order as `advance` passes their
// time, whatever the machine's speed.
export interface ManualClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Moves time on by `ms`, running each timer that falls due, in order. */
  advance(ms: number): void;
}

export function manualClock(): ManualClock {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until);
        if (due.length === 0) break;
        const [handle, timer] = due.reduce((first, next) =>
          next[1].at < first[1].at ? next : first,
        );
        timers.delete(handle);
        now = timer.at;
        timer.callback();
      }
      now = until;
    },
  };
}
