// SPEC §3 preferences: theme, language and datetime format (each 'auto' by default), the
// beta setting and the admin feature flags, with how 'auto' resolves on a given browser.
import { resolveLocale, type Locale } from './locales.js';

export const THEMES = ['auto', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEMES)[number];

export const LANGUAGES = ['auto', 'en-US', 'fr-CH'] as const;
export type LanguagePreference = (typeof LANGUAGES)[number];

/** 'relative' shows "5 minutes ago", 'absolute' a date and time; 'auto' lets each view pick. */
export const DATETIME_FORMATS = ['auto', 'relative', 'absolute'] as const;
export type DatetimeFormatPreference = (typeof DATETIME_FORMATS)[number];

export interface Preferences {
  theme: ThemePreference;
  language: LanguagePreference;
  datetimeFormat: DatetimeFormatPreference;
  betaFeaturesEnabled: boolean;
  /** Admin feature flag overrides by feature id. */
  featureFlags: Record<string, boolean>;
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'auto',
  language: 'auto',
  datetimeFormat: 'auto',
  betaFeaturesEnabled: false,
  featureFlags: Object.freeze({}) as Record<string, boolean>,
});

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Stored preferences made whole: missing or unknown values become the defaults. */
export function normalizePreferences(
  stored: Readonly<Record<string, unknown>> | null | undefined,
): Preferences {
  const s = stored ?? {};
  const flags = s.featureFlags;
  return {
    theme: oneOf(THEMES, s.theme, DEFAULT_PREFERENCES.theme),
    language: oneOf(LANGUAGES, s.language, DEFAULT_PREFERENCES.language),
    datetimeFormat: oneOf(DATETIME_FORMATS, s.datetimeFormat, DEFAULT_PREFERENCES.datetimeFormat),
    betaFeaturesEnabled: s.betaFeaturesEnabled === true,
    featureFlags:
      typeof flags === 'object' && flags !== null && !Array.isArray(flags)
        ? Object.fromEntries(
            Object.entries(flags).filter(
              (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
            ),
          )
        : {},
  };
}

/** The theme to apply: 'auto' follows the system's dark-mode setting. */
export function resolveTheme(theme: ThemePreference, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'auto') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** The language to use: 'auto' takes the first browser language we support, else en-US. */
export function resolveLanguage(
  language: LanguagePreference,
  browserLanguages: readonly string[] = [],
): Locale {
  if (language !== 'auto') return language;
  for (const tag of browserLanguages) {
    const locale = resolveLocale(tag);
    if (locale !== 'en-US' || tag.toLowerCase().startsWith('en')) return locale;
  }
  return 'en-US';
}
