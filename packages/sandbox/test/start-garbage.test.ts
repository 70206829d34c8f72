import { describe, expect, it } from 'vitest';
import { collectStartGarbage } from '../src/processes/start-garbage.js';

describe("collecting the start's garbage", () => {
  it('frees what nothing holds any more, and leaves no gc global behind', async () => {
    const unheld = new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
    // A weak reference holds its object until the end of the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    collectStartGarbage();
    expect(unheld.deref()).toBeUndefined();
    expect('gc' in globalThis).toBe(false);
  });
});
