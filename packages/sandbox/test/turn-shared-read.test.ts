import { describe, expect, it } from 'vitest';
import { turnSharedRead } from '../src/auth/turn-shared-read.js';

/** A synchronous source, as the embedded database is: each read answers the value at once. */
function countingSource() {
  let value = 0;
  let reads = 0;
  return {
    set(next: number) {
      value = next;
    },
    get reads() {
      return reads;
    },
    read: async (): Promise<number> => {
      reads++;
      return value;
    },
  };
}

/** Lets the turn end: the immediates scheduled so far run. */
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a read shared by the calls of one turn of the event loop', () => {
  it('answers every call of the turn with one read started after the last of them asked', async () => {
    const source = countingSource();
    const current = turnSharedRead(source.read);
    source.set(1);
    const first = current();
    // A change lands between two calls of the same turn: both must see it.
    source.set(2);
    const second = current();
    expect(source.reads).toBe(0);
    await expect(first).resolves.toBe(2);
    await expect(second).resolves.toBe(2);
    expect(source.reads).toBe(1);
  });

  it('starts a new read for a call asking once the last one started', async () => {
    const source = countingSource();
    let later: Promise<number> | undefined;
    const current = turnSharedRead(async () => {
      const value = await source.read();
      // A call arriving while this read runs (as one on PostgreSQL would let it).
      later ??= current();
      return value;
    });
    source.set(1);
    await expect(current()).resolves.toBe(1);
    // A change made after the first read: the later call, which asked during it, sees it.
    source.set(2);
    await expect(later).resolves.toBe(2);
    expect(source.reads).toBe(2);
    // A turn later, a call reads again.
    source.set(3);
    await endOfTurn();
    await expect(current()).resolves.toBe(3);
    expect(source.reads).toBe(3);
  });

  it('fails the callers of a failed read only: the next call reads again', async () => {
    let fail = true;
    const current = turnSharedRead(async () => {
      if (fail) throw new Error('connection lost');
      return 7;
    });
    const failing = [current(), current()];
    await expect(failing[0]).rejects.toThrow('connection lost');
    await expect(failing[1]).rejects.toThrow('connection lost');
    fail = false;
    await expect(current()).resolves.toBe(7);
  });
});
