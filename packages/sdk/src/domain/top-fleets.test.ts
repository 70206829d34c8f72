import { describe, expect, it } from 'vitest';
import { topFleets } from './top-fleets.js';

describe('SPEC §9 top fleets chart', () => {
  it('shows the 8 largest fleets by device count', () => {
    const fleets = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, deviceCount: i }));
    expect(topFleets(fleets).map((f) => f.deviceCount)).toEqual([11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('keeps ties in the order given', () => {
    const fleets = [
      { name: 'a', deviceCount: 1 },
      { name: 'b', deviceCount: 3 },
      { name: 'c', deviceCount: 1 },
    ];
    expect(topFleets(fleets, 3).map((f) => f.name)).toEqual(['b', 'a', 'c']);
  });
});
