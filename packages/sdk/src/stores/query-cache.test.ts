import { describe, expect, it, vi } from 'vitest';
import { createQueryCache } from './query-cache';
import { manualScheduler } from './support/manual-scheduler';

function counter() {
  let value = 0;
  const fetch = vi.fn(async () => ++value);
  return { fetch };
}

describe('the query cache', () => {
  it('fetches a key once for every observer, and shares its value', async () => {
    const cache = createQueryCache({ scheduler: manualScheduler() });
    const { fetch } = counter();
    const first = cache.observe(['devices', 'count', 'total'], fetch);
    const second = cache.observe(['devices', 'count', 'total'], fetch);
    await vi.waitFor(() => expect(first.query.data.value).toBe(1));
    expect(second.query.data.value).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refetches what is observed once for a burst of invalidations', async () => {
    const scheduler = manualScheduler();
    const cache = createQueryCache({ scheduler, refetchDelayMs: 300 });
    const { fetch } = counter();
    const { query } = cache.observe(['devices', 'count', 'online'], fetch);
    await vi.waitFor(() => expect(query.data.value).toBe(1));
    cache.invalidate(['devices']);
    cache.invalidate(['devices', 'count']);
    cache.invalidate(['fleets']);
    scheduler.advance(300);
    await vi.waitFor(() => expect(query.data.value).toBe(2));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refetches a value nobody observed only when observed again', async () => {
    const scheduler = manualScheduler();
    const cache = createQueryCache({ scheduler });
    const { fetch } = counter();
    const observer = cache.observe(['updates'], fetch);
    await vi.waitFor(() => expect(observer.query.data.value).toBe(1));
    observer.release();
    cache.invalidate(['updates']);
    scheduler.advance(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Observed again (no invalidation needed): the kept value shows while it refetches.
    const again = cache.observe(['updates'], fetch);
    expect(again.query.data.value).toBe(1); // the last value shows while it refetches
    await vi.waitFor(() => expect(again.query.data.value).toBe(2));
  });

  it('forgets a value nobody observed for gcMs', async () => {
    const scheduler = manualScheduler();
    const cache = createQueryCache({ scheduler, gcMs: 1000 });
    const { fetch } = counter();
    const observer = cache.observe(['updates'], fetch);
    await vi.waitFor(() => expect(observer.query.data.value).toBe(1));
    observer.release();
    scheduler.advance(1000);
    expect(cache.observe(['updates'], fetch).query.data.value).toBeUndefined();
  });

  it('keeps a failure in error and clears it on the next good fetch', async () => {
    const cache = createQueryCache({ scheduler: manualScheduler() });
    let fail = true;
    const { query } = cache.observe(['fleets'], async () => {
      if (fail) throw new Error('The server is down');
      return 'ok';
    });
    await vi.waitFor(() => expect(query.error.value?.message).toBe('The server is down'));
    fail = false;
    await expect(query.refetch()).resolves.toBe('ok');
    expect(query.error.value).toBeUndefined();
  });

  it('changes a known value in place', async () => {
    const cache = createQueryCache({ scheduler: manualScheduler() });
    const { query } = cache.observe(['devices', 'detail', 'a'], async () => ({ name: 'Press' }));
    await vi.waitFor(() => expect(query.data.value).toEqual({ name: 'Press' }));
    cache.setData<{ name: string }>(['devices', 'detail', 'a'], () => ({ name: 'Lathe' }));
    expect(query.data.value).toEqual({ name: 'Lathe' });
  });
});
