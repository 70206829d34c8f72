import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './message-format.js';

const DEVICES = '{count, plural, =0 {No device} one {# device} other {# devices}}';

describe('message format: placeholders', () => {
  it('fills names and leaves unknown ones as written', () => {
    expect(fillPlaceholders('Hello {name}, {missing}', { name: 'Ada' })).toBe(
      'Hello Ada, {missing}',
    );
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('keeps text that only looks like a placeholder', () => {
    expect(fillPlaceholders('a { b } {c d} }{', { c: 'x' })).toBe('a { b } {c d} }{');
  });
});

describe('message format: counts (ICU plural)', () => {
  it('chooses by exact value, then by the plural rules of the locale', () => {
    expect(fillPlaceholders(DEVICES, { count: 0 })).toBe('No device');
    expect(fillPlaceholders(DEVICES, { count: 1 })).toBe('1 device');
    expect(fillPlaceholders(DEVICES, { count: 2 })).toBe('2 devices');
    expect(fillPlaceholders(`Sent to ${DEVICES}.`, { count: 1200 })).toBe('Sent to 1,200 devices.');
  });

  it('follows the locale: French counts 0 and 1 as one, and groups with its own separator', () => {
    const appareils = '{count, plural, one {# appareil} other {# appareils}}';
    expect(fillPlaceholders(appareils, { count: 0 }, 'fr-CH')).toBe('0 appareil');
    expect(fillPlaceholders(appareils, { count: 1 }, 'fr-CH')).toBe('1 appareil');
    expect(fillPlaceholders(appareils, { count: 2 }, 'fr-CH')).toBe('2 appareils');
    expect(fillPlaceholders(appareils, { count: 1200 }, 'fr-CH')).toBe(
      `${new Intl.NumberFormat('fr-CH').format(1200)} appareils`,
    );
  });

  it('fills placeholders inside a branch; # is the number of its own plural only', () => {
    const text = '{count, plural, one {# device in {fleet}} other {# devices in {fleet} (#)}}';
    expect(fillPlaceholders(text, { count: 3, fleet: 'Lab' })).toBe('3 devices in Lab (3)');
    expect(fillPlaceholders('# {count, plural, other {#}}', { count: 4 })).toBe('# 4');
  });

  it('leaves a plural without its count, or one that does not read, as written', () => {
    expect(fillPlaceholders(DEVICES, {})).toBe(DEVICES);
    expect(fillPlaceholders('{count, plural, one {# device}}', { count: 1 })).toBe(
      '{count, plural, one {# device}}',
    );
    expect(fillPlaceholders('{count, plural, other {x} junk}', { count: 1 })).toBe(
      '{count, plural, other {x} junk}',
    );
  });

  it('never throws, and text without braces or # comes back unchanged', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (template, params) => {
          const out = fillPlaceholders(template, params);
          if (!/[{}#]/.test(template)) expect(out).toBe(template);
        },
      ),
    );
  });
});
