import { describe, expect, it } from 'vitest';
import { createMutation } from './mutation';
import type { QueryKey } from './query-cache';

describe('mutations', () => {
  it('is pending while it runs and invalidates what it changed on success', async () => {
    const invalidated: QueryKey[] = [];
    let finish: (value: string) => void = () => undefined;
    const save = createMutation(
      (name: string) => new Promise<string>((resolve) => (finish = () => resolve(name))),
      {
        queries: { invalidate: (key = []) => void invalidated.push(key) },
        invalidates: [['devices', 'detail', 'a']],
      },
    );
    const running = save.run('Press');
    expect(save.pending.value).toBe(true);
    expect(invalidated).toEqual([]);
    finish('Press');
    await expect(running).resolves.toBe('Press');
    expect(save.pending.value).toBe(false);
    expect(invalidated).toEqual([['devices', 'detail', 'a']]);
  });

  it('keeps a failure in error, rethrows it, and clears it on the next run', async () => {
    let fail = true;
    const send = createMutation(async () => {
      if (fail) throw new Error('The server is down');
      return 'sent';
    });
    await expect(send.run(undefined)).rejects.toThrow('The server is down');
    expect(send.error.value?.message).toBe('The server is down');
    expect(send.pending.value).toBe(false);
    fail = false;
    await expect(send.run(undefined)).resolves.toBe('sent');
    expect(send.error.value).toBeUndefined();
  });
});
