import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readListPage } from './page-reader';

type AnyPage = { values: unknown[] } & Record<string, unknown>;

/** A body streaming `text` as UTF-8 in chunks of the given sizes (the last one takes the rest). */
function bodyOf(text: string, sizes: number[] = []): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      let at = 0;
      for (const size of sizes) {
        if (at >= bytes.length) break;
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
      }
      if (at < bytes.length) controller.enqueue(bytes.slice(at));
      controller.close();
    },
  });
}

const read = (text: string, sizes?: number[]) => readListPage<AnyPage>(bodyOf(text, sizes));

/** Text that is hard on a reader: quotes, backslashes, brackets, `},{`, multi-byte characters. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    '"',
    '\\',
    '},{',
    '"values":[{},{',
    'values',
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    'é',
    '€',
    '😀',
    '\n',
  ),
  maxLength: 12,
});
const device = fc.record({
  deviceUuid: fc.uuid(),
  deviceName: tricky,
  notes: fc.option(tricky, { nil: null }),
  hibernated: fc.boolean(),
  hardwareIds: fc.array(tricky, { maxLength: 3 }),
});

describe('readListPage', () => {
  it('gives what JSON.parse gives, for any items and any chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(device, fc.jsonValue()), { maxLength: 60 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(tricky, { maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 40 }),
        async (values, total, notes, sizes) => {
          // Keys before the items whose text looks like the items' key and brackets.
          const before = Object.fromEntries(notes.map((note, index) => [`${note}${index}`, note]));
          const text = JSON.stringify({ ...before, total, offset: 0, limit: 1000, values });
          expect(await read(text, sizes)).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  it('parses a page of 1,000 devices in runs, each item once and in order', async () => {
    const values = Array.from({ length: 1_000 }, (_, index) => ({
      deviceUuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      deviceName: index % 7 === 0 ? `Gateway "},{" ${index}` : `Gateway ${index}`,
      notes: index % 11 === 0 ? 'back\\slash },{"deviceUuid":"x"} €' : null,
      hardwareIds: ['verdin-imx8mp'],
    }));
    const text = JSON.stringify({ total: 1_000, offset: 0, limit: 1_000, values });
    // Chunks of 16 KiB, as a socket delivers them, and one chunk of it all.
    expect(await read(text, Array<number>(100).fill(16_384))).toEqual(JSON.parse(text));
    expect(await read(text, [text.length * 4])).toEqual(JSON.parse(text));
  });

  it('reads the envelope whatever its keys and their order', async () => {
    for (const text of [
      '{"values":[{"a":1},{"a":2}],"total":2}',
      '{ "total" : 2 , "values" : [ {"a":1} , {"a":2} ] , "limit": 10 }',
      '{"nested":{"values":[{"x":1},{"y":2}]},"values":[{"a":1},{"b":2}]}',
      '{"note":"\\"values\\":[{},{}]","values":[]}',
      '{"values":[1,2,3]}',
      '{"total":0}',
      '[{"a":1},{"b":2}]',
    ])
      expect(await read(text, [3, 5, 7])).toEqual(JSON.parse(text));
  });

  it('rejects what is not JSON with a SyntaxError, as JSON.parse does', async () => {
    for (const text of [
      '{"values":[{"a":1},{"a":2}',
      '{"values":[{"a":1},,{"a":2}]}',
      '{"values":[{"a":1},{"a":2},]}',
      '{"values":[{"a":"},{"}',
      '{"values":[{"a":1}]]}',
      '',
    ]) {
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      await expect(read(text, [4, 4, 4])).rejects.toThrow(SyntaxError);
    }
  });

  it('rejects an answer without a body as JSON.parse rejects an empty text', async () => {
    await expect(readListPage(null)).rejects.toThrow(SyntaxError);
  });

  it('rejects when the body fails', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('{"values":[{"a":1},{"a":2},{'));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readListPage(body)).rejects.toThrow('connection reset');
  });
});
