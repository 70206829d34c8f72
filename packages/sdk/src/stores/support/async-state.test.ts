import { describe, expect, it } from 'vitest';
import { asyncState } from './async-state';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('asyncState', () => {
  it('keeps the newest load when an older one answers late', async () => {
    const state = asyncState<string>();
    const slow = deferred<string>();
    const fast = deferred<string>();
    const first = state.run(() => slow.promise);
    const second = state.run(() => fast.promise);
    fast.resolve('new');
    await second;
    slow.resolve('old');
    await first;
    expect(state.data.value).toBe('new');
    expect(state.loading.value).toBe(false);
  });

  it('keeps the error and rethrows it to the caller', async () => {
    const state = asyncState<number>();
    await expect(state.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(state.error.value?.message).toBe('boom');
    expect(state.ready.value).toBe(false);
    await state.run(async () => 1);
    expect(state.error.value).toBeUndefined();
    expect(state.ready.value).toBe(true);
  });
});
