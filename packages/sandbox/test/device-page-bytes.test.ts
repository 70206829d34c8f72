import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movedWith } from '../src/db/read-messages.js';
import { devicePageJson } from '../src/store/device-json.js';
import { devicePageBytes } from '../src/store/device-page-bytes.js';

const utf8 = new TextEncoder();

/** Device texts as SQLite writes them: JSON, mostly ASCII, some of it not. */
const deviceText = fc
  .record({
    deviceUuid: fc.uuid(),
    deviceName: fc.string({ unit: fc.constantFrom('a', 'Z', ' ', 'é', '€', '😀', '"', '\\') }),
    notes: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
  })
  .map((device) => JSON.stringify(device));

describe('a device page as UTF-8 bytes', () => {
  it('is the UTF-8 of the page’s JSON text, byte for byte, and fills its memory', () => {
    fc.assert(
      fc.property(
        fc.array(deviceText, { maxLength: 40 }),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.integer({ min: 0, max: 1000 }),
        (values, total, offset, limit) => {
          const page = { total, offset, limit, values };
          const bytes = devicePageBytes(page);
          expect(bytes).toEqual(utf8.encode(devicePageJson(page)));
          // So the reader's reply moves it instead of copying it.
          expect(movedWith({ id: 1, ok: true, value: bytes })).toEqual([bytes.buffer]);
        },
      ),
    );
  });

  it('grows for a text of many bytes a character', () => {
    const values = ['"😀😀😀😀😀😀😀😀"', '"€€€€"', '"a"'];
    const page = { total: 3, offset: 0, limit: 10, values };
    expect(new TextDecoder().decode(devicePageBytes(page))).toBe(devicePageJson(page));
  });
});
