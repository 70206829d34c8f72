import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CHARS_PER_DEVICE_ID, CHARS_PER_HASH, URL_LIMIT } from '../../domain/constants';
import { itemsPerUrl } from '../../domain/url-batching';
import { batched } from './batched';

const base = 'http://127.0.0.1:8080/api/v2beta/devices/packages';
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const hash = (i: number) => i.toString(16).padStart(64, '0');

/** The URL a resource would build for one batch: the key repeated once per item. */
const urlFor = (key: string, batch: string[]) =>
  `${base}?${batch.map((value) => `${key}=${encodeURIComponent(value)}`).join('&')}`;

describe('SPEC §9 URL batching', () => {
  it('fits 40 device ids (48 characters each) and 27 hashes (72 each) per request', () => {
    expect(itemsPerUrl(CHARS_PER_DEVICE_ID)).toBe(40);
    expect(itemsPerUrl(CHARS_PER_HASH)).toBe(27);
  });

  it('makes the fewest requests, each URL within 2048 characters, and merges in order', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => uuid(i));
    const urls: string[] = [];

    const merged = await batched(
      ids,
      CHARS_PER_DEVICE_ID,
      async (batch) => {
        urls.push(urlFor('deviceUuid', batch));
        return batch.map((id) => ({ deviceUuid: id }));
      },
      (results) => results.flat(),
    );

    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(URL_LIMIT);
    expect(merged.map((r) => r.deviceUuid)).toEqual(ids);
  });

  it('keeps every hash URL within the limit too', async () => {
    const hashes = Array.from({ length: 60 }, (_, i) => hash(i));
    const urls: string[] = [];
    await batched(
      hashes,
      CHARS_PER_HASH,
      async (batch) => void urls.push(urlFor('hashes', batch)),
      () => undefined,
    );
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(URL_LIMIT);
  });

  it('sends no request for no items', async () => {
    const fetchBatch = vi.fn(async (batch: string[]) => batch);
    const merged = await batched([], CHARS_PER_DEVICE_ID, fetchBatch, (r) => r.flat());
    expect(merged).toEqual([]);
    expect(fetchBatch).not.toHaveBeenCalled();
  });

  it('fails when a batch fails, and starts no further batches', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => uuid(i));
    const fetchBatch = vi.fn(async (batch: string[]) => {
      if (batch[0] === ids[0]) throw new Error('boom');
      return batch;
    });
    await expect(
      batched(ids, CHARS_PER_DEVICE_ID, fetchBatch, (r) => r.flat(), { concurrency: 1 }),
    ).rejects.toThrow('boom');
    expect(fetchBatch).toHaveBeenCalledTimes(1);
  });

  it('stops on abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchBatch = vi.fn(async (batch: string[]) => batch);
    await expect(
      batched([uuid(1)], CHARS_PER_DEVICE_ID, fetchBatch, (r) => r.flat(), {
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchBatch).not.toHaveBeenCalled();
  });

  it('covers every item exactly once, in full batches but the last', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(CHARS_PER_DEVICE_ID, CHARS_PER_HASH),
        fc.integer({ min: 1, max: 8 }),
        async (count, chars, concurrency) => {
          const items = Array.from({ length: count }, (_, i) => i);
          const sizes: number[] = [];
          const merged = await batched(
            items,
            chars,
            async (batch) => {
              sizes.push(batch.length);
              return batch;
            },
            (r) => r.flat(),
            { concurrency },
          );
          const perRequest = itemsPerUrl(chars);
          expect(merged).toEqual(items);
          expect(sizes).toHaveLength(Math.ceil(count / perRequest));
          expect(sizes.every((size) => size >= 1 && size <= perRequest)).toBe(true);
        },
      ),
    );
  });
});
