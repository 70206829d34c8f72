/**
 * A read that callers running at once share, each answered by a read started after it asked.
 * Under 50 concurrent calls, reading the access version on every call was one database round
 * trip each (known-principals.ts); shared, it is one per round trip however many calls wait.
 *
 * A caller that asks while no read runs starts one. A caller that asks while one runs waits
 * for the next, which starts when that one ends and serves every caller that asked in
 * between: the running read may have been answered before the caller asked, the next one
 * was not, so no caller gets an answer older than its question.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = read();
    running = started;
    const done = (): void => {
      if (running === started) running = undefined;
    };
    started.then(done, done);
    return started;
  };
  return () => {
    if (running === undefined) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
