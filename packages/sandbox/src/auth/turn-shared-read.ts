/**
 * A read that every call asking during one turn of the event loop shares, started once they
 * have all asked: at the turn's end (`setImmediate`, after the I/O callbacks of the turn).
 *
 * On the embedded database a read is synchronous: it has ended before the next call asks,
 * so a read shared by the calls running at once (shared-fresh-read.ts) is never shared, and
 * each call paid a read transaction of its own (its locks taken and released: under 50
 * connections about a tenth of the event loop's time in `GET /fleets`). The requests that
 * arrive together are parsed in the same turn, so they now share one.
 *
 * A call is answered by the first read that starts after it asked, never one started before:
 * a change made before a call is seen by it.
 */
export function turnSharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Callers asking from now on wait for a read that starts after they asked.
      next = undefined;
      return read();
    }));
}
