import { realScheduler, type Scheduler } from './scheduler';

export interface Debounced {
  /** Asks for a run; runs once, `ms` after the last request. */
  (): void;
  /** Runs now if a run is pending. */
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

/** SPEC §9's refresh debounces (100 ms devices and packages, 500 ms fleet search and sort). */
export function debounce(
  run: () => void,
  ms: number,
  scheduler: Scheduler = realScheduler,
): Debounced {
  let handle: unknown;
  let pending = false;
  const fire = () => {
    pending = false;
    handle = undefined;
    run();
  };
  const debounced = (() => {
    if (pending) scheduler.clearTimeout(handle);
    pending = true;
    handle = scheduler.setTimeout(fire, ms);
  }) as Debounced;
  debounced.flush = () => {
    if (!pending) return;
    scheduler.clearTimeout(handle);
    fire();
  };
  debounced.cancel = () => {
    if (pending) scheduler.clearTimeout(handle);
    pending = false;
    handle = undefined;
  };
  Object.defineProperty(debounced, 'pending', { get: () => pending });
  return debounced;
}
