// When each slot of a storm (`--bench`, src/simulator/storm.ts) starts its write: a slot's
// events are due by its end, so a write as long as the longest one so far still ends in time.
import { describe, expect, it } from 'vitest';
import { slotStart } from '../src/simulator/storm.js';

describe('a storm slot', () => {
  it('starts at its own start while writes take less than a slot', () => {
    expect(slotStart(0, 0)).toBe(0);
    expect(slotStart(1, 40)).toBe(100);
    expect(slotStart(99, 100)).toBe(9_900);
  });

  it('starts the longest write so far before its end when writes took longer than a slot', () => {
    // A write of 181 ms seen: the last slot of a 10 s storm starts at 9,819 ms, so one as
    // long sends its last event by 10,000 ms (not 81 ms after).
    expect(slotStart(99, 181)).toBe(9_819);
    expect(slotStart(99, 181) + 181).toBe(10_000);
    expect(slotStart(1, 150)).toBe(50);
  });

  it('never starts before the storm', () => {
    expect(slotStart(0, 500)).toBe(0);
    expect(slotStart(2, 500)).toBe(0);
    expect(slotStart(5, 500)).toBe(100);
  });
});
