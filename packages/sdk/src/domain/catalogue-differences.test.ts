import { describe, expect, it } from 'vitest';
import { catalogueDifferences, placeholdersOf } from './catalogue-differences.js';

describe('catalogueDifferences: a translation against the catalogue it translates', () => {
  it('reads plain and plural placeholders, nested ones too, and not branch words', () => {
    expect(placeholdersOf('{first}–{last} of {total}')).toEqual(['first', 'last', 'total']);
    expect(
      placeholdersOf('{count, plural, =0 {none} one {# device in {fleet}} other {# devices}}'),
    ).toEqual(['count:plural', 'fleet']);
    expect(placeholdersOf('No placeholder')).toEqual([]);
  });

  it('finds missing, extra and empty texts and placeholders that differ', () => {
    const reference = { a: 'Hello {name}', b: 'Bye', c: '{count, plural, one {#} other {#}}' };
    expect(catalogueDifferences(reference, { a: 'Bonjour {nom}', c: ' ', d: 'En trop' })).toEqual([
      { id: 'a', problem: 'placeholders', expected: ['name'], found: ['nom'] },
      { id: 'b', problem: 'missing' },
      { id: 'c', problem: 'empty' },
      { id: 'd', problem: 'extra' },
    ]);
  });

  it('accepts a translation that covers every id alike', () => {
    expect(catalogueDifferences({ a: 'Hello {name}' }, { a: 'Bonjour {name}' })).toEqual([]);
  });
});
