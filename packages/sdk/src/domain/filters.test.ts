import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterValues,
  formatFilter,
  parseFilter,
  withFilterValues,
  type FilterEntry,
} from './filters.js';

// Any code point, so the separators and the escape character come up often enough too.
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(':', ',', '|', '\\', 'a', ' ') }),
);
const entry: fc.Arbitrary<FilterEntry> = fc
  .record({ key: text, values: fc.array(text, { maxLength: 4 }) })
  // The one entry the syntax cannot write: no key and no values (it reads as "no entry").
  .filter((e) => e.key !== '' || e.values.length > 0);

describe('SPEC §5 filter strings key:value1|value2,key2:value3', () => {
  it('parses keys and values', () => {
    expect(parseFilter('component:verdin-imx8mp|docker-compose,type:os')).toEqual([
      { key: 'component', values: ['verdin-imx8mp', 'docker-compose'] },
      { key: 'type', values: ['os'] },
    ]);
  });

  it('reads an entry without ":" as a key without values', () => {
    expect(parseFilter('hibernated,offline')).toEqual([
      { key: 'hibernated', values: [] },
      { key: 'offline', values: [] },
    ]);
  });

  it('reads "key:" as one empty value', () => {
    expect(parseFilter('search:')).toEqual([{ key: 'search', values: [''] }]);
  });

  it('lets a value hold ":" unescaped', () => {
    expect(parseFilter('lastSeen:2025-01-01T10:00:00Z|x:y')).toEqual([
      { key: 'lastSeen', values: ['2025-01-01T10:00:00Z', 'x:y'] },
    ]);
    expect(formatFilter([{ key: 'at', values: ['10:00'] }])).toBe('at:10:00');
  });

  it('escapes separators with a backslash', () => {
    const entries = [{ key: 'a:b', values: ['x,y', 'p|q', 'back\\slash'] }];
    const written = formatFilter(entries);
    expect(written).toBe('a\\:b:x\\,y|p\\|q|back\\\\slash');
    expect(parseFilter(written)).toEqual(entries);
  });

  it('reads the empty string as no entries and skips empty entries', () => {
    expect(parseFilter('')).toEqual([]);
    expect(parseFilter('a:1,,b')).toEqual([
      { key: 'a', values: ['1'] },
      { key: 'b', values: [] },
    ]);
    expect(formatFilter([])).toBe('');
  });

  it('keeps a trailing lone backslash literally', () => {
    expect(parseFilter('a:b\\')).toEqual([{ key: 'a', values: ['b\\'] }]);
  });

  it('round-trips any entries: parse(format(entries)) equals entries', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), (entries) => {
        expect(parseFilter(formatFilter(entries))).toEqual(entries);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any string, and formatting what it read reads the same', () => {
    fc.assert(
      fc.property(text, (s) => {
        const entries = parseFilter(s);
        expect(parseFilter(formatFilter(entries))).toEqual(entries);
      }),
      { numRuns: 500 },
    );
  });

  it('collects and replaces the values of a key', () => {
    const entries = parseFilter('type:os,component:a,type:application');
    expect(filterValues(entries, 'type')).toEqual(['os', 'application']);
    expect(formatFilter(withFilterValues(entries, 'type', ['bootloader']))).toBe(
      'component:a,type:bootloader',
    );
    expect(formatFilter(withFilterValues(entries, 'type', []))).toBe('component:a');
  });
});
