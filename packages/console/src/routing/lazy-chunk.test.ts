import { CHUNK_TIMEOUT_MS } from '@fleet/sdk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './lazy-chunk';

describe('SPEC §8 a chunk that fails to load raises a ChunkLoadError (120 s timeout)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over the module when the import settles in time', async () => {
    const module = { Component: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a rejected import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const loading = loadChunk(() => Promise.reject(cause));
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', cause });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns an importer that throws into a ChunkLoadError', async () => {
    const loading = loadChunk(() => {
      throw new Error('no such chunk');
    });
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails an import that has not settled after 120 s, and not before', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    let settled: unknown;
    loadChunk(() => new Promise<never>(() => undefined)).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect((settled as Error).message).toContain('120 s');
  });

  it('a late module after the timeout changes nothing', async () => {
    let finish: (value: string) => void = () => undefined;
    const loading = loadChunk(() => new Promise<string>((resolve) => (finish = resolve)), 1000);
    const outcome = loading.then(
      () => 'loaded',
      () => 'failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    finish('module');
    await expect(outcome).resolves.toBe('failed');
  });
});

describe('isChunkLoadError', () => {
  it('recognises our error and the browsers’ and Vite’s import failures', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isChunkLoadError(new Error('Not found'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
