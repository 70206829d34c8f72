import fc from 'fast-check';

/**
 * Input an attacker would try: control characters, unicode edge cases, SQL, LIKE and
 * full-text metacharacters, numbers no database holds, deep nesting and long text.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'ab\u0000c',
  'line\r\n3',
  '\u001b[31mred',
  '\u007f',
  '\t',
  '%',
  '_',
  '\\',
  '%_\\',
  "'",
  '"',
  '""',
  "' OR 1=1 --",
  '"; DROP TABLE devices; --',
  'a" OR "b',
  'NEAR(a b)',
  'a* OR b*',
  '^start',
  'name:value',
  '-a',
  '(',
  ')',
  '*',
  'AND',
  '{}',
  '[]',
  'null',
  '../../etc/passwd',
  '..',
  '.',
  '/',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\uffff',
  '\u202eevil',
  'e\u0301',
  'İı',
  'ß',
  '👍🏽',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(5_000),
];

export const HUGE_NUMBERS: readonly string[] = [
  '-1',
  '0',
  '2147483648',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '99999999999999999999999999',
  '1e308',
  '1e400',
  '-0',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
];

/** Long text for bodies, where the query string's length limit does not apply. */
const LONG_TEXTS: readonly string[] = ['y'.repeat(200_000), 'é'.repeat(100_000)];

export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );

/** A body sent as this text exactly (JSON too deep to build as a value, or not JSON at all). */
export class RawBody {
  constructor(readonly text: string) {}
}

/** JSON nested `depth` levels deep, in arrays or objects. */
const nested = (depth: number, inObjects: boolean): RawBody =>
  new RawBody(
    inObjects
      ? `${'{"a":'.repeat(depth)}"core"${'}'.repeat(depth)}`
      : `${'['.repeat(depth)}"core"${']'.repeat(depth)}`,
  );

/** Any JSON value an attacker might send as a body or a field. */
export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: hostileText() },
    { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXTS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        2 ** 63,
        -(2 ** 63),
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        Number.MIN_VALUE,
        0.5,
        -1,
        null,
        true,
        [],
        {},
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(100, 5_000, 50_000), fc.boolean())
        .map(([depth, inObjects]) => nested(depth, inObjects)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        new RawBody(''),
        new RawBody('{'),
        new RawBody('{"a":1,}'),
        new RawBody('\u0000'),
        new RawBody('{"__proto__":{"polluted":true}}'),
        new RawBody('{"constructor":{"prototype":{"polluted":true}}}'),
      ),
    },
  );
