import { describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('SPEC §9 refresh debounce', () => {
  it('runs once, the given delay after the last request', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = debounce(run, 100);
    refresh();
    vi.advanceTimersByTime(60);
    refresh();
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('flushes a pending run at once and cancels without running', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = debounce(run, 500);
    refresh();
    refresh.flush();
    expect(run).toHaveBeenCalledTimes(1);
    refresh();
    refresh.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
