import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathnameOf } from '../src/server.js';

describe('the path a request is routed by', () => {
  it('is what URL parsing answers, for any target', () => {
    const piece = fc.constantFrom(
      'api',
      'v2beta',
      'devices',
      'a-b_C9',
      '',
      '.',
      '..',
      '%2e',
      '%2F',
      'ä',
      ' ',
      '\\\\',
      '#',
      '?',
      '=',
      '&',
      '@',
      ':',
      '~',
      '%',
    );
    const target = fc
      .tuple(fc.constantFrom('/', '//'), fc.array(fc.tuple(piece, fc.constantFrom('/', ''))))
      .map(([start, pieces]) => start + pieces.map(([each, after]) => each + after).join(''));
    fc.assert(
      fc.property(target, (each) => {
        expect(pathnameOf(each)).toBe(URL.parse(each, 'http://sandbox')?.pathname);
      }),
      { numRuns: 2000 },
    );
    for (const each of ['/api/v2beta/devices?offset=0&limit=10', '//evil/x', '/a/../b', '/api//x'])
      expect(pathnameOf(each)).toBe(URL.parse(each, 'http://sandbox')?.pathname);
  });
});
