import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { collectStartGarbage } from '../src/processes/start-garbage.js';

/** Runs a thread that collects as a reader's start does, 100 times over. */
const collectInThread = (): Promise<boolean[]> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./helpers/start-garbage-thread.mjs', import.meta.url));
    worker.once('message', (collected: boolean[]) => {
      resolve(collected);
      void worker.terminate();
    });
    worker.once('error', reject);
  });

describe("collecting the start's garbage", () => {
  it('frees what nothing holds any more, and leaves no gc global behind', async () => {
    const unheld = new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
    // A weak reference holds its object until the end of the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(collectStartGarbage()).toBe(true);
    expect(unheld.deref()).toBeUndefined();
    expect('gc' in globalThis).toBe(false);
  });

  it('collects in every thread, however many start at once', async () => {
    const everywhere = await Promise.all(Array.from({ length: 4 }, collectInThread));
    expect(everywhere.flat()).not.toContain(false);
    expect(everywhere.flat()).toHaveLength(400);
    // 400 full collections on a busy machine: far above their few seconds.
  }, 120_000);
});
