import type { DevicePageOf } from './device-list-query.js';

const utf8 = new TextEncoder();
const COMMA = 0x2c;

/**
 * A DevicePage's JSON (`devicePageJson` of device-json.ts) encoded as UTF-8 from its devices'
 * texts one by one, into memory sized for them: the page's text is never joined into one
 * string. Joined, 1,000 devices make a string of 470 KB, which V8 keeps in its large-object
 * space (a memory mapping of its own, freed by the next collection), then encoded into a copy;
 * that cost the reader several times what writing each device's bytes in place does. Sized
 * for one byte a character (the texts are mostly ASCII), grown when a text needs more, and
 * copied to its length at the end only then, so that the bytes fill their memory and move to
 * the event loop without a copy (read-messages.ts).
 */
export function devicePageBytes({
  total,
  offset,
  limit,
  values,
}: DevicePageOf<string>): Uint8Array<ArrayBuffer> {
  const head = `{"total":${total},"offset":${offset},"limit":${limit},"values":[`;
  const tail = ']}';
  let size = head.length + tail.length + Math.max(0, values.length - 1);
  for (const value of values) size += value.length;
  let bytes = new Uint8Array(size);
  let written = 0;

  // UTF-8 takes at most 3 bytes for a UTF-16 code unit.
  const grow = (atLeast: number): void => {
    const grown = new Uint8Array(Math.max(2 * bytes.length, atLeast));
    grown.set(bytes.subarray(0, written));
    bytes = grown;
  };
  const put = (text: string): void => {
    for (let from = 0; ;) {
      const done = utf8.encodeInto(from === 0 ? text : text.slice(from), bytes.subarray(written));
      written += done.written;
      from += done.read;
      if (from >= text.length) return;
      grow(written + 3 * (text.length - from) + tail.length);
    }
  };

  put(head);
  values.forEach((value, index) => {
    if (index > 0) {
      if (written === bytes.length) grow(written + 1);
      bytes[written++] = COMMA;
    }
    put(value);
  });
  put(tail);
  return written === bytes.length ? bytes : bytes.slice(0, written);
}
