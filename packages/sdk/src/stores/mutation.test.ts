import { describe, expect, it } from 'vitest';
import { createKeyedMutation, createMutation } from './mutation';
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

  it('keeps each key of a keyed mutation pending and failed on its own', async () => {
    const finishes = new Map<string, (ok: boolean) => void>();
    const remove = createKeyedMutation(
      (name: string) =>
        new Promise<void>((resolve, reject) =>
          finishes.set(name, (ok) => (ok ? resolve() : reject(new Error(`${name} is in use`)))),
        ),
    );
    const first = remove.run('a', undefined);
    const second = remove.run('b', undefined);
    expect([...remove.pending.value]).toEqual(['a', 'b']);
    expect(remove.pendingFor('a')).toBe(true);
    finishes.get('a')?.(true);
    await first;
    expect([...remove.pending.value]).toEqual(['b']);
    expect(remove.pendingFor('a')).toBe(false);
    finishes.get('b')?.(false);
    await expect(second).rejects.toThrow('b is in use');
    expect(remove.pending.value.size).toBe(0);
    expect(remove.errorFor('b')?.message).toBe('b is in use');
    expect(remove.errorFor('a')).toBeUndefined();
    remove.reset('b');
    expect(remove.errorFor('b')).toBeUndefined();
  });
});
