import { describe, expect, it } from 'vitest';
import { NameVersionedValues } from '../src/store/device-name-versions.js';

/** A work whose calls are counted, answering when `settle` is called. */
function pendingWork<T>() {
  let calls = 0;
  const settles: Array<(value: T | Error) => void> = [];
  const work = (): Promise<T> => {
    calls++;
    return new Promise<T>((resolve, reject) => {
      settles.push((value) => (value instanceof Error ? reject(value) : resolve(value)));
    });
  };
  return { work, calls: () => calls, settle: (value: T | Error) => settles.shift()?.(value) };
}

describe('values kept while a repository’s names stay the same', () => {
  it('works a value out once however many ask for it at once', async () => {
    const kept = new NameVersionedValues<number>(4);
    const { work, calls, settle } = pendingWork<number>();
    const asked = Array.from({ length: 50 }, () => kept.valueOf('repo\ngateway', 7, work));
    expect(calls()).toBe(1);
    expect(kept.has('repo\ngateway', 7)).toBe(true);
    settle(9_873);
    expect(await Promise.all(asked)).toEqual(Array.from({ length: 50 }, () => 9_873));
    expect(await kept.valueOf('repo\ngateway', 7, work)).toBe(9_873);
    expect(calls()).toBe(1);
  });

  it('works it out again under another name version', async () => {
    const kept = new NameVersionedValues<number>(4);
    const { work, calls, settle } = pendingWork<number>();
    const before = kept.valueOf('repo\ngateway', 7, work);
    settle(10);
    expect(await before).toBe(10);
    expect(kept.has('repo\ngateway', 8)).toBe(false);
    const after = kept.valueOf('repo\ngateway', 8, work);
    settle(11);
    expect(await after).toBe(11);
    expect(calls()).toBe(2);
  });

  it('does not keep a failure: the next call works it out again', async () => {
    const kept = new NameVersionedValues<number>(4);
    const { work, calls, settle } = pendingWork<number>();
    const failing = [kept.valueOf('k', 1, work), kept.valueOf('k', 1, work)];
    settle(new Error('connection lost'));
    for (const each of failing) await expect(each).rejects.toThrow('connection lost');
    expect(kept.has('k', 1)).toBe(false);
    const again = kept.valueOf('k', 1, work);
    settle(3);
    expect(await again).toBe(3);
    expect(calls()).toBe(2);
  });

  it('keeps at most its limit, the least recently used going first', async () => {
    const kept = new NameVersionedValues<string>(2);
    await kept.valueOf('a', 1, async () => 'A');
    await kept.valueOf('b', 1, async () => 'B');
    await kept.valueOf('a', 1, async () => 'not asked');
    await kept.valueOf('c', 1, async () => 'C');
    expect([kept.has('a', 1), kept.has('b', 1), kept.has('c', 1)]).toEqual([true, false, true]);
  });

  it('knows the last value worked out under any version, as a hint', async () => {
    const kept = new NameVersionedValues<number>(4);
    const { work, settle } = pendingWork<number>();
    expect(kept.lastKnown('k')).toBeUndefined();
    const first = kept.valueOf('k', 1, work);
    expect(kept.lastKnown('k')).toBeUndefined();
    settle(10);
    await first;
    expect(kept.lastKnown('k')).toBe(10);
    // Under a new version, the old value stays known until the new one is worked out.
    const renamed = kept.valueOf('k', 2, work);
    expect(kept.lastKnown('k')).toBe(10);
    settle(12);
    await renamed;
    expect(kept.lastKnown('k')).toBe(12);
  });
});
