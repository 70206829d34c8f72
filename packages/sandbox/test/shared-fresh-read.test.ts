import { describe, expect, it } from 'vitest';
import { sharedFreshRead } from '../src/auth/shared-fresh-read.js';

/** A read whose answers the test releases one by one: the value at the moment it started. */
function controlledRead() {
  let value = 0;
  const pending: Array<() => void> = [];
  let started = 0;
  return {
    set(next: number) {
      value = next;
    },
    get started() {
      return started;
    },
    /** Answers the oldest read still running. */
    finishOne() {
      pending.shift()?.();
    },
    read(): Promise<number> {
      started++;
      const answer = value;
      return new Promise((resolve) => pending.push(() => resolve(answer)));
    },
  };
}

/** Lets promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a read shared by the calls running at once', () => {
  it('answers each call with a read started after it asked, one read for all who waited', async () => {
    const source = controlledRead();
    const current = sharedFreshRead(() => source.read());
    source.set(1);
    const first = current();
    // A change lands after the first read started: the calls asking now must see it.
    source.set(2);
    const second = current();
    const third = current();
    expect(source.started).toBe(1);
    source.finishOne();
    await expect(first).resolves.toBe(1);
    await settle();
    expect(source.started).toBe(2);
    source.finishOne();
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
    // Nothing running: the next call starts a read of its own.
    source.set(3);
    const fourth = current();
    expect(source.started).toBe(3);
    source.finishOne();
    await expect(fourth).resolves.toBe(3);
  });

  it('a failed read fails its callers only: those waiting for the next get its answer', async () => {
    let calls = 0;
    let failNext = true;
    const current = sharedFreshRead(async () => {
      calls++;
      await settle();
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return calls;
    });
    const failing = current();
    const waiting = current();
    await expect(failing).rejects.toThrow('connection lost');
    await expect(waiting).resolves.toBe(2);
  });
});
