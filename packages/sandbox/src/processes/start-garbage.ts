import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects the garbage of a start (modules compiled, the seed's rows, the identity provider's
 * set-up) in one full collection before the thread serves. Left to V8, that collection came in
 * the first seconds under load: a mark-compact of 30 to 120 ms in the event loop, holding up
 * every request in flight, which was the 10,000-device default order's p99 in the bench
 * (docs/benchmarks.md, "Tail latency"). The collector is reached for this one call only:
 * no `gc` global is left behind.
 */
export function collectStartGarbage(): void {
  setFlagsFromString('--expose-gc');
  try {
    // The flag is the process's: another thread (a reader starting) may have cleared it in
    // between, and a context made then has no `gc`. V8 then collects in its own time; the
    // start never fails for it.
    const gc: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
    if (typeof gc === 'function') gc();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
