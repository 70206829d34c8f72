import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchByUrlLength, batchDeviceUuids, batchHashes, itemsPerUrl } from './url-batching.js';

const uuids = (n: number) => Array.from({ length: n }, (_, i) => `uuid-${i}`);

describe('SPEC §9 URL batching', () => {
  it('fits 40 device ids in 2048 − 100 characters', () => {
    expect(itemsPerUrl(48)).toBe(40);
    expect(batchDeviceUuids(uuids(40))).toHaveLength(1);
    expect(batchDeviceUuids(uuids(41)).map((b) => b.length)).toEqual([40, 1]);
  });

  it('fits 27 hashes per URL', () => {
    expect(itemsPerUrl(72)).toBe(27);
    expect(batchHashes(uuids(55)).map((b) => b.length)).toEqual([27, 27, 1]);
  });

  it('counts the URL before the items', () => {
    // (2048 − 100 − 100) / 48 = 38.5
    expect(batchDeviceUuids(uuids(40), 100).map((b) => b.length)).toEqual([38, 2]);
  });

  it('makes no request for no items', () => {
    expect(batchByUrlLength([], 48)).toEqual([]);
  });

  it('refuses a budget that cannot hold one item', () => {
    expect(() => batchByUrlLength(['a'], 48, { baseLength: 1920 })).toThrowError(RangeError);
    expect(() => batchByUrlLength(['a'], 0)).toThrowError(RangeError);
  });

  const scenario = fc.record({
    items: fc.array(fc.nat(), { maxLength: 300 }),
    charsPerItem: fc.integer({ min: 1, max: 200 }),
    limit: fc.integer({ min: 300, max: 4096 }),
    reserve: fc.integer({ min: 0, max: 100 }),
    baseLength: fc.integer({ min: 0, max: 100 }),
  });

  it('keeps every URL within the limit, keeps every item in order, and uses the fewest batches', () => {
    fc.assert(
      fc.property(scenario, ({ items, charsPerItem, limit, reserve, baseLength }) => {
        const budget = limit - reserve;
        fc.pre(budget - baseLength >= charsPerItem);
        const batches = batchByUrlLength(items, charsPerItem, { limit, reserve, baseLength });
        for (const batch of batches) {
          expect(batch.length).toBeGreaterThan(0);
          expect(baseLength + batch.length * charsPerItem).toBeLessThanOrEqual(budget);
        }
        expect(batches.flat()).toEqual(items);
        // Minimal: one batch fewer could hold at most (n − 1) full batches' worth.
        const perBatch = Math.floor((budget - baseLength) / charsPerItem);
        expect(batches).toHaveLength(Math.ceil(items.length / perBatch));
        expect((batches.length - 1) * perBatch).toBeLessThan(Math.max(items.length, 1));
      }),
      { numRuns: 300 },
    );
  });
});
