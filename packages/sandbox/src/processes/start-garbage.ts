import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects the garbage of a start (modules compiled, the seed's rows, the identity provider's
 * set-up) in one full collection before the thread serves. Left to V8, that collection came in
 * the first seconds under load: a mark-compact of 30 to 120 ms in the event loop, holding up
 * every request in flight, which was the 10,000-device default order's p99 in the bench
 * (docs/benchmarks.md, "The tail"). Answers whether the collection ran.
 *
 * The collector is reached through a context of its own: no `gc` global appears in the
 * thread's. `--expose-gc` is a flag of the whole process, read when a context is made, and
 * the event loop and every reader call this while others start: the flag is set here and
 * never cleared, so no thread can clear it under another's feet. Its only other effect is a
 * `gc` in contexts made later with `node:vm`, which the sandbox does not make.
 */
export function collectStartGarbage(): boolean {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
  if (typeof gc !== 'function') return false;
  gc();
  return true;
}
