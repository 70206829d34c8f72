import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkByCursor, type CursorRequest } from './cursor-walk';
import type { Page } from './paginate';
import { uuidRangesAfter } from './uuid-ranges';

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
const splitUuids = async () => uuidRangesAfter;

describe('walkByCursor with requests in flight', () => {
  it('returns every item once, in key order, with at most inFlight requests at once', async () => {
    const server = uuidServer(Array.from({ length: 2_345 }, () => randomUUID()));
    const items = await collect(
      walkByCursor(server.fetchPage, same, { pageSize: 50, inFlight: 4, split: splitUuids }),
    );
    expect(items).toEqual(server.sorted);
    expect(server.mostInFlight()).toBe(4);
    // Past the first page, ranges: each asks up to its end.
    expect(server.asked.filter((request) => request.before !== undefined).length).toBeGreaterThan(
      0,
    );
  });

  it('stays one request at a time with inFlight 1, and for a list of one page', async () => {
    const server = uuidServer(Array.from({ length: 230 }, () => randomUUID()));
    expect(await collect(walkByCursor(server.fetchPage, same, { pageSize: 50 }))).toEqual(
      server.sorted,
    );
    expect(server.mostInFlight()).toBe(1);
    expect(server.asked.every((request) => request.before === undefined)).toBe(true);

    const small = uuidServer(Array.from({ length: 30 }, () => randomUUID()));
    await collect(
      walkByCursor(small.fetchPage, same, { pageSize: 50, inFlight: 4, split: splitUuids }),
    );
    expect(small.asked).toHaveLength(1);
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

describe('uuidRangesAfter', () => {
  const hex = (length: number) =>
    fc.string({
      unit: fc.constantFrom(...'0123456789abcdef'),
      minLength: length,
      maxLength: length,
    });
  const uuid = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((parts) => parts.join('-'));

  it('puts every uuid after the cursor in exactly one range, the ranges in order', () => {
    fc.assert(
      fc.property(
        uuid,
        fc.array(uuid, { maxLength: 50 }),
        fc.integer({ min: 1, max: 40 }),
        (after, uuids, count) => {
          const ranges = uuidRangesAfter(after, count);
          expect(ranges.length).toBeLessThanOrEqual(count);
          expect(ranges[0]?.after).toBe(after);
          expect(ranges.at(-1)?.before).toBeUndefined();
          for (const candidate of uuids) {
            const holding = ranges.filter(
              (range) =>
                candidate > range.after && (range.before === undefined || candidate < range.before),
            );
            expect(holding).toHaveLength(candidate > after ? 1 : 0);
          }
        },
      ),
    );
  });

  it('splits the uuids after the cursor into about equal shares', () => {
    expect(uuidRangesAfter('00000000-0000-4000-8000-000000000000', 4).map((r) => r.before)).toEqual(
      [
        '40000000-0000-0000-0000-000000000000',
        '80000000-0000-0000-0000-000000000000',
        'c0000000-0000-0000-0000-000000000000',
        undefined,
      ],
    );
    expect(uuidRangesAfter('00000000-0000-4000-8000-000000000000', 4)[1]?.after).toBe(
      '3fffffff-ffff-ffff-ffff-ffffffffffff',
    );
    // Near the end of the space: as many ranges as prefixes are left.
    expect(uuidRangesAfter('fffffffd-0000-4000-8000-000000000000', 8)).toHaveLength(2);
  });
});
