import { describe, expect, it } from 'vitest';
import {
  DATETIME_FORMAT_CHOICES,
  LANGUAGE_CHOICES,
  THEME_CHOICES,
  flagChoice,
  flagOverride,
  isChoice,
} from './preference-choices';

describe('SPEC §3 Preferences: the choices of the preferences screen', () => {
  it('offers auto first, then each theme, language and datetime format', () => {
    expect(THEME_CHOICES.map((c) => c.value)).toEqual(['auto', 'light', 'dark']);
    expect(LANGUAGE_CHOICES.map((c) => c.value)).toEqual(['auto', 'en-US', 'fr-CH']);
    expect(DATETIME_FORMAT_CHOICES[0]?.value).toBe('auto');
    expect(DATETIME_FORMAT_CHOICES.length).toBeGreaterThan(2);
    expect(isChoice(THEME_CHOICES, 'dark')).toBe(true);
    expect(isChoice(THEME_CHOICES, 'purple')).toBe(false);
  });

  it('an admin flag is at its default until forced on or off', () => {
    expect(flagChoice({}, 'udemy-courses')).toBe('default');
    expect(flagChoice({ 'udemy-courses': true }, 'udemy-courses')).toBe('on');
    expect(flagChoice({ 'udemy-courses': false }, 'udemy-courses')).toBe('off');
    expect(flagOverride('default')).toBeUndefined();
    expect(flagOverride('on')).toBe(true);
    expect(flagOverride('off')).toBe(false);
  });
});
