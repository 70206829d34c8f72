import { describe, expect, it } from 'vitest';
import { movedWith } from '../src/db/read-messages.js';

// A reader answers a device page as UTF-8 bytes (src/store/reads.ts, devices.listJson); the
// reply moves their memory to the event loop instead of copying it.
describe('a reader’s reply', () => {
  it('moves the memory of bytes that fill it alone', () => {
    const bytes = new TextEncoder().encode('{"total":0,"offset":0,"limit":10,"values":[]}');
    expect(movedWith({ id: 1, ok: true, value: bytes })).toEqual([bytes.buffer]);
  });

  it('copies bytes that share their memory, and anything else', () => {
    const shared = new Uint8Array(new ArrayBuffer(16), 4, 8);
    expect(movedWith({ id: 1, ok: true, value: shared })).toEqual([]);
    expect(movedWith({ id: 2, ok: true, value: '{"total":0}' })).toEqual([]);
    expect(movedWith({ id: 3, ok: true, value: [{ deviceUuid: 'x' }] })).toEqual([]);
    expect(movedWith({ id: 4, ok: false, error: { message: 'no such table' } })).toEqual([]);
  });
});
