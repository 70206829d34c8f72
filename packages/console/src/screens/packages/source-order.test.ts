import { describe, expect, it } from 'vitest';
import { movedOrder } from './source-order';

describe('moving a package source', () => {
  it('swaps it with its neighbour', () => {
    expect(movedOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it is at either end or for an unknown index', () => {
    expect(movedOrder(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedOrder(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(movedOrder(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});
