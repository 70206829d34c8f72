import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  normalizePreferences,
  resolveLanguage,
  resolveTheme,
} from './preferences.js';

describe('SPEC §3 preferences', () => {
  it('default to auto, beta off and no feature flags', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'auto',
      language: 'auto',
      datetimeFormat: 'auto',
      betaFeaturesEnabled: false,
      featureFlags: {},
    });
  });

  it('fill missing and unknown stored values with the defaults', () => {
    expect(
      normalizePreferences({
        theme: 'dark',
        language: 'klingon',
        featureFlags: { a: true, b: 'yes' },
      }),
    ).toEqual({
      theme: 'dark',
      language: 'auto',
      datetimeFormat: 'auto',
      betaFeaturesEnabled: false,
      featureFlags: { a: true },
    });
    expect(normalizePreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });

  it('resolve the auto theme from the system setting', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('resolve the auto language from the browser languages', () => {
    expect(resolveLanguage('auto', ['de-CH', 'fr-CH', 'en-US'])).toBe('fr-CH');
    expect(resolveLanguage('auto', ['en-GB', 'fr'])).toBe('en-US');
    expect(resolveLanguage('auto', ['de'])).toBe('en-US');
    expect(resolveLanguage('fr-CH', ['en-US'])).toBe('fr-CH');
  });
});
