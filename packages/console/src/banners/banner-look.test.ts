import { describe, expect, it } from 'vitest';
import { bannerVariant } from './banner-look';

describe('SPEC §3 Banner type and variant: how a banner looks', () => {
  it('uses the banner’s own variant when the theme has it', () => {
    expect(bannerVariant({ type: 'announcement', variant: 'warning' })).toBe('warning');
  });

  it('falls back to a variant matching the type', () => {
    expect(bannerVariant({ type: 'error' })).toBe('negative');
    expect(bannerVariant({ type: 'success' })).toBe('positive');
    expect(bannerVariant({ type: 'warning', variant: 'sparkly' })).toBe('warning');
    expect(bannerVariant({ type: 'generic' })).toBe('default');
  });
});
