import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { paginate, paginatePages, type Page, type PageRequest } from './paginate';

/** A list of `total` items served by a fake server that caps pages at `cap`. */
function listServer(total: number, cap = Infinity) {
  const items = Array.from({ length: total }, (_, i) => `item-${i}`);
  return vi.fn(async ({ offset, limit }: PageRequest): Promise<Page<string>> => {
    const size = Math.min(limit, cap);
    return { values: items.slice(offset, offset + size), total, offset, limit: size };
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('paginate', () => {
  it('walks the pages until total is reached', async () => {
    const fetchPage = listServer(25);
    const items = await collect(paginate(fetchPage, { pageSize: 10 }));

    expect(items).toHaveLength(25);
    expect(items.at(-1)).toBe('item-24');
    expect(fetchPage.mock.calls.map(([r]) => [r.offset, r.limit])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });

  it('advances by what the server sent when it caps the page size', async () => {
    const fetchPage = listServer(25, 7);
    const items = await collect(paginate(fetchPage, { pageSize: 1000 }));
    expect(items).toEqual(Array.from({ length: 25 }, (_, i) => `item-${i}`));
    expect(fetchPage.mock.calls.map(([r]) => r.offset)).toEqual([0, 7, 14, 21]);
  });

  it('stops at an empty page even if total promised more', async () => {
    const fetchPage = vi.fn(async ({ offset, limit }: PageRequest): Promise<Page<number>> => ({
      values: offset < 20 ? Array.from({ length: limit }, (_, i) => offset + i) : [],
      total: 100,
      offset,
      limit,
    }));
    const items = await collect(paginate(fetchPage, { pageSize: 10 }));
    expect(items).toHaveLength(20);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('makes one request for an empty list', async () => {
    const fetchPage = listServer(0);
    expect(await collect(paginate(fetchPage))).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('starts at an offset, and yields whole pages from paginatePages', async () => {
    const pages = await collect(paginatePages(listServer(25), { pageSize: 10, offset: 5 }));
    expect(pages.map((p) => [p.offset, p.values.length])).toEqual([
      [5, 10],
      [15, 10],
    ]);
  });

  it('stops when the signal aborts, passing it to the fetcher', async () => {
    const controller = new AbortController();
    const fetchPage = listServer(50);
    const seen: string[] = [];

    const walk = (async () => {
      for await (const item of paginate(fetchPage, { pageSize: 10, signal: controller.signal })) {
        seen.push(item);
        if (seen.length === 3) controller.abort();
      }
    })();

    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0].signal).toBe(controller.signal);
  });

  it('rejects a page size that is not a positive integer', async () => {
    await expect(collect(paginate(listServer(5), { pageSize: 0 }))).rejects.toThrow(RangeError);
  });

  it('fetches every item once, in ceil(total / page) requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        async (total, pageSize, cap) => {
          const fetchPage = listServer(total, cap);
          const items = await collect(paginate(fetchPage, { pageSize }));
          expect(items).toHaveLength(total);
          expect(new Set(items).size).toBe(total);
          const perPage = Math.min(pageSize, cap);
          expect(fetchPage).toHaveBeenCalledTimes(Math.max(1, Math.ceil(total / perPage)));
        },
      ),
    );
  });
});
