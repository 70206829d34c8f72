import { realScheduler, type Scheduler } from './scheduler';

export interface Coalesced {
  /** Asks for a run: the first request of a quiet spell runs `ms` later, with later ones. */
  (): void;
  cancel(): void;
}

/**
 * Live events come in bursts (a simulator moves a hundred updates a second): each one asks for
 * a reload, and the reloads of one burst share one call. Unlike a debounce, a steady stream of
 * requests still runs every `ms`.
 */
export function coalesced(
  run: () => void,
  ms: number,
  scheduler: Scheduler = realScheduler,
): Coalesced {
  let handle: unknown;
  let pending = false;
  const request = (() => {
    if (pending) return;
    pending = true;
    handle = scheduler.setTimeout(() => {
      pending = false;
      run();
    }, ms);
  }) as Coalesced;
  request.cancel = () => {
    if (pending) scheduler.clearTimeout(handle);
    pending = false;
  };
  return request;
}
