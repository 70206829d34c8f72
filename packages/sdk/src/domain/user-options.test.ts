import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeOptionValue,
  encodeOptionValue,
  readUserOption,
  USER_OPTION_KEYS,
  writeUserOption,
  type JsonValue,
} from './user-options.js';

// Objects with the marker key itself, and wrapper look-alikes, must survive too.
const json: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<JsonValue>,
  fc.record({
    _type: fc.constantFrom('array', 'object', 'x'),
    value: fc.jsonValue(),
  }) as fc.Arbitrary<JsonValue>,
  fc.record({ _type: fc.constant('array'), items: fc.jsonValue() }) as fc.Arbitrary<JsonValue>,
);

describe('SPEC §3 user options', () => {
  it('has the option keys (SPEC §3, and the saved notification read state)', () => {
    expect(Object.values(USER_OPTION_KEYS)).toEqual([
      'devicesPagination',
      'deviceListColumns',
      'fleetsPagination',
      'fleetListColumns',
      'packagesPagination',
      'packageListColumns',
      'customFilters',
      'delegationOrder',
      'defaultRepository',
      'dismissedBanners',
      'readNotifications',
      'betaFeaturesEnabled',
      'dashboardLayout',
    ]);
  });

  it('stores an array wrapped with a type marker', () => {
    expect(encodeOptionValue(['a', 'b'])).toEqual({ _type: 'array', value: ['a', 'b'] });
    expect(decodeOptionValue({ _type: 'array', value: ['a', 'b'] })).toEqual(['a', 'b']);
  });

  it('stores scalars, null and plain objects as they are', () => {
    expect(encodeOptionValue('personal')).toBe('personal');
    expect(encodeOptionValue(false)).toBe(false);
    expect(encodeOptionValue(null)).toBe(null);
    expect(encodeOptionValue({ limit: 10, cols: ['a'] })).toEqual({ limit: 10, cols: ['a'] });
  });

  it('wraps an object that has the marker key, so it is not read as an array', () => {
    const tricky = { _type: 'array', value: [1] };
    expect(encodeOptionValue(tricky)).toEqual({ _type: 'object', value: tricky });
    expect(decodeOptionValue(encodeOptionValue(tricky))).toEqual(tricky);
  });

  it('never stores a bare array at the top', () => {
    fc.assert(fc.property(json, (v) => !Array.isArray(encodeOptionValue(v))));
  });

  it('round-trips every JSON value: decode(encode(v)) equals v', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(decodeOptionValue(encodeOptionValue(v))).toStrictEqual(v);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips through JSON text as the server stores it', () => {
    fc.assert(
      fc.property(json, (v) => {
        const stored = JSON.parse(JSON.stringify(encodeOptionValue(v))) as JsonValue;
        expect(decodeOptionValue(stored)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});

describe('typed user options', () => {
  it('writes and reads back each kind of value', () => {
    const filters = [{ label: 'Broken', value: 'updateFailed' }];
    expect(readUserOption('customFilters', writeUserOption('customFilters', filters))).toEqual(
      filters,
    );
    expect(readUserOption('dismissedBanners', writeUserOption('dismissedBanners', ['b1']))).toEqual(
      ['b1'],
    );
    expect(
      readUserOption('betaFeaturesEnabled', writeUserOption('betaFeaturesEnabled', true)),
    ).toBe(true);
    const paging = { limit: 20, sortBy: 'Name', sortDirection: 'Asc' as const };
    expect(
      readUserOption('devicesPagination', writeUserOption('devicesPagination', paging)),
    ).toEqual(paging);
  });

  it('reads a value of the wrong shape as absent', () => {
    expect(readUserOption('deviceListColumns', 'deviceName,lastSeen')).toBeUndefined();
    expect(readUserOption('betaFeaturesEnabled', 'true')).toBeUndefined();
    expect(readUserOption('dashboardLayout', { order: ['counts'] })).toBeUndefined();
    expect(readUserOption('dashboardLayout', { order: ['counts'], hidden: [] })).toEqual({
      order: ['counts'],
      hidden: [],
    });
    expect(readUserOption('devicesPagination', { limit: '10' })).toBeUndefined();
    expect(
      readUserOption('customFilters', { _type: 'array', value: [{ label: 1 }] }),
    ).toBeUndefined();
    expect(readUserOption('defaultRepository', undefined)).toBeUndefined();
  });
});
