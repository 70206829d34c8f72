/**
 * Time as the simulator sees it. The real clock drives a running sandbox; tests pass a
 * {@link ManualClock} and move it forward instead of waiting.
 */
export interface SimulatorClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` after `ms`; returns a function that cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const realClock: SimulatorClock = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    // The simulator never keeps a process alive on its own.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * A clock a test moves forward: the real time plus what `advance(ms)` added, so it never runs
 * behind the API's timestamps. Its timers never fire: the test runs the simulator's `tick()`.
 */
export class ManualClock implements SimulatorClock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  setTimer(): () => void {
    return () => undefined;
  }
}
