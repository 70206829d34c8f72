import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size';

// The space between number and unit may be a no-break one, depending on the language.
const shown = (bytes: number, locale?: string) => formatByteSize(bytes, locale).replace(/\s/g, ' ');

describe('sizes as a person reads them', () => {
  it('uses the largest decimal unit below 1,000 with one decimal at most', () => {
    expect(shown(12_400_000)).toBe('12.4 MB');
    expect(shown(1_500)).toBe('1.5 kB');
    expect(shown(1_000)).toBe('1 kB');
    expect(shown(3_210_000_000)).toBe('3.2 GB');
    expect(shown(999_960)).toBe('1 MB');
  });

  it('counts whole bytes below a kilobyte', () => {
    expect(shown(0)).toBe('0 bytes');
    expect(shown(1)).toBe('1 byte');
    expect(shown(900)).toBe('900 bytes');
  });

  it('speaks the user’s language', () => {
    expect(shown(12_400_000, 'fr-CH')).toBe('12,4 Mo');
    expect(shown(900, 'fr-CH')).toBe('900 octets');
  });
});
