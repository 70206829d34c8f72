import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkByCursor, type CursorRequest } from './cursor-walk';
import type { Page } from './paginate';
import { uuidRangesOf, uuidSplit } from './uuid-ranges';

/**
 * A server of uuids answering cursor pages (after/before, in uuid order) after a tick, with
 * `total` the whole list's size as the sandbox answers it; counts the requests in flight.
 */
function uuidServer(uuids: string[]) {
  const sorted = [...uuids].sort();
  const asked: CursorRequest[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetchPage = async (request: CursorRequest): Promise<Page<string>> => {
    asked.push(request);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((done) => setTimeout(done, 1));
    inFlight -= 1;
    request.signal?.throwIfAborted();
    const { after, before, limit } = request;
    const values = sorted
      .filter(
        (uuid) => (after === undefined || uuid > after) && (before === undefined || uuid < before),
      )
      .slice(0, limit);
    return { values, total: sorted.length, offset: 0, limit };
  };
  return { sorted, fetchPage, asked, mostInFlight: () => mostInFlight };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

const same = (uuid: string) => uuid;
const splitUuids = async () => uuidSplit;

describe('walkByCursor with requests in flight', () => {
  it('returns every item once, in key order, with at most inFlight requests at once', async () => {
    const server = uuidServer(Array.from({ length: 2_345 }, () => randomUUID()));
    const items = await collect(
      walkByCursor(server.fetchPage, same, { pageSize: 50, inFlight: 4, split: splitUuids }),
    );
    expect(items).toEqual(server.sorted);
    expect(server.mostInFlight()).toBe(4);
  });

  it('starts with inFlight ranges of every key at once, no page read alone first', async () => {
    const server = uuidServer(Array.from({ length: 2_345 }, () => randomUUID()));
    await collect(
      walkByCursor(server.fetchPage, same, { pageSize: 50, inFlight: 4, split: splitUuids }),
    );
    expect(server.asked.slice(0, 4).map(({ after, before }) => ({ after, before }))).toEqual(
      uuidSplit.all(4),
    );
    // Each quarter's first page told the list's size (2,345, about 586 a quarter): the rest of
    // each quarter went by ranges of about 4 pages (200 items), 3 each, side by side.
    const ends = new Set(server.asked.map((request) => request.before));
    expect(ends.size).toBe(4 * 3);
  });

  it('stays one request at a time with inFlight 1', async () => {
    const server = uuidServer(Array.from({ length: 230 }, () => randomUUID()));
    expect(await collect(walkByCursor(server.fetchPage, same, { pageSize: 50 }))).toEqual(
      server.sorted,
    );
    expect(server.mostInFlight()).toBe(1);
    expect(server.asked.every((request) => request.before === undefined)).toBe(true);
  });

  it('asks a list of one page in inFlight requests at once, one for each share of the keys', async () => {
    const small = uuidServer(Array.from({ length: 30 }, () => randomUUID()));
    expect(
      await collect(
        walkByCursor(small.fetchPage, same, { pageSize: 50, inFlight: 4, split: splitUuids }),
      ),
    ).toEqual(small.sorted);
    expect(small.asked).toHaveLength(4);
    expect(small.mostInFlight()).toBe(4);
  });

  it('aborts the requests in flight when the loop stops early', async () => {
    const server = uuidServer(Array.from({ length: 1_000 }, () => randomUUID()));
    const signals: AbortSignal[] = [];
    const fetchPage = (request: CursorRequest) => {
      if (request.signal) signals.push(request.signal);
      return server.fetchPage(request);
    };
    const walk = walkByCursor(fetchPage, same, {
      pageSize: 20,
      inFlight: 3,
      split: splitUuids,
    });
    let read = 0;
    for await (const _ of walk) if (++read === 30) break;
    expect(signals.length).toBeGreaterThan(1);
    expect(signals.slice(1).every((signal) => signal.aborted)).toBe(true);
  });

  it("rejects with the caller's reason when its signal aborts", async () => {
    const server = uuidServer(Array.from({ length: 1_000 }, () => randomUUID()));
    const controller = new AbortController();
    const walk = walkByCursor(server.fetchPage, same, {
      pageSize: 20,
      inFlight: 3,
      split: splitUuids,
      signal: controller.signal,
    });
    const reading = (async () => {
      let read = 0;
      for await (const _ of walk) if (++read === 50) controller.abort(new Error('stopped'));
    })();
    await expect(reading).rejects.toThrow('stopped');
  });

  it('fails with the error of a failed request', async () => {
    const server = uuidServer(Array.from({ length: 500 }, () => randomUUID()));
    let calls = 0;
    const fetchPage = (request: CursorRequest) =>
      ++calls === 4 ? Promise.reject(new Error('502')) : server.fetchPage(request);
    await expect(
      collect(walkByCursor(fetchPage, same, { pageSize: 20, inFlight: 3, split: splitUuids })),
    ).rejects.toThrow('502');
  });
});

describe('uuid ranges', () => {
  const hex = (length: number) =>
    fc.string({
      unit: fc.constantFrom(...'0123456789abcdef'),
      minLength: length,
      maxLength: length,
    });
  const uuid = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((parts) => parts.join('-'));
  const end = fc.option(uuid, { nil: undefined });

  it('puts every uuid of a range in exactly one of its parts, the parts in order', () => {
    fc.assert(
      fc.property(
        end,
        end,
        fc.array(uuid, { maxLength: 50 }),
        fc.integer({ min: 1, max: 40 }),
        (after, before, uuids, count) => {
          fc.pre(after === undefined || before === undefined || after < before);
          const within = (candidate: string, range: { after?: string; before?: string }) =>
            (range.after === undefined || candidate > range.after) &&
            (range.before === undefined || candidate < range.before);
          const ranges = uuidRangesOf({ after, before }, count);
          expect(ranges.length).toBeLessThanOrEqual(count);
          expect(ranges[0]?.after).toBe(after);
          expect(ranges.at(-1)?.before).toBe(before);
          for (const candidate of uuids) {
            const holding = ranges.filter((range) => within(candidate, range));
            expect(holding).toHaveLength(within(candidate, { after, before }) ? 1 : 0);
          }
        },
      ),
    );
  });

  it('splits the uuids into about equal shares', () => {
    const quarters = uuidSplit.all(4);
    expect(quarters.map((range) => range.before)).toEqual([
      '40000000-0000-0000-0000-000000000000',
      '80000000-0000-0000-0000-000000000000',
      'c0000000-0000-0000-0000-000000000000',
      undefined,
    ]);
    expect(quarters[0]?.after).toBeUndefined();
    expect(quarters[1]?.after).toBe('3fffffff-ffff-ffff-ffff-ffffffffffff');
    // Near the end of the space: as many ranges as prefixes are left.
    expect(
      uuidRangesOf({ after: 'fffffffd-0000-4000-8000-000000000000', before: undefined }, 8),
    ).toHaveLength(2);
  });

  it('splits the rest of a range by the items it holds of the list', () => {
    // A quarter of 100,000 uuids holds about 25,000: ranges of 4,000 make 7.
    const quarter = {
      after: '3fffffff-ffff-ffff-ffff-ffffffffffff',
      before: '80000000-0000-0000-0000-000000000000',
    };
    expect(uuidSplit.rest(quarter, 100_000, 4_000)).toHaveLength(7);
    // A quarter of 10,000 holds about 2,500: it stays whole.
    expect(uuidSplit.rest(quarter, 10_000, 4_000)).toEqual([quarter]);
  });
});
