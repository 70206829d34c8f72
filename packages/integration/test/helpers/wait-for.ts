import { vi } from 'vitest';

/**
 * `vi.waitFor` with a time-out far above what a condition takes against the sandbox (20 s
 * instead of vitest's 1 s): a debounced search, a request and a live message all run on the
 * same busy CI cores as the other test layers, and a test waits for the condition itself,
 * never for the machine to be fast.
 */
export function waitFor<T>(
  callback: () => T | Promise<T>,
  options: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(callback, { timeout: 20_000, interval: 50, ...options });
}
