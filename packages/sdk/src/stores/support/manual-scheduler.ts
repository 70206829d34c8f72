import type { Scheduler } from './scheduler';

/** A scheduler whose clock moves only when told: tests drive debounces and reconnects. */
export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward, running every timer that falls due, in time order. */
  advance(ms: number): void;
  /** Timers waiting to run. */
  readonly pendingCount: number;
}

interface Timer {
  id: number;
  at: number;
  run: () => void;
}

export function manualScheduler(start = 0): ManualScheduler {
  let now = start;
  let nextId = 1;
  let timers: Timer[] = [];

  return {
    now: () => now,
    setTimeout(run, ms) {
      const timer = { id: nextId++, at: now + Math.max(0, ms), run };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers
          .filter((timer) => timer.at <= until)
          .sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
    get pendingCount() {
      return timers.length;
    },
  };
}
