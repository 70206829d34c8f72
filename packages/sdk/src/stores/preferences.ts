// The preferences store (SPEC §3 Preferences, §2 preferences screen and "Dark mode is applied
// at start"): theme, language, datetime format, the beta setting and the admin feature flags,
// kept as user options so they follow the user from browser to browser.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Locale } from '../domain/locales';
import {
  DATETIME_FORMATS,
  LANGUAGES,
  normalizePreferences,
  resolveLanguage,
  resolveTheme,
  THEMES,
  type DatetimeFormatPreference,
  type LanguagePreference,
  type Preferences,
  type ThemePreference,
} from '../domain/preferences';
import { USER_OPTION_KEYS, type JsonValue } from '../domain/user-options';
import { FleetValidationError } from '../domain/validation';
import type { UserOptionsStore } from './user-options';

/**
 * The user option holding theme, language, datetime format and feature flags as one object.
 * The beta setting has its own option (SPEC §3 lists it among the option keys).
 */
export const PREFERENCES_OPTION_KEY = 'preferences';

export interface PreferencesStoreDeps {
  userOptions: Pick<UserOptionsStore, 'option' | 'value' | 'set'>;
  /**
   * Whether the system asks for dark colours. Default: `prefers-color-scheme: dark` where
   * `matchMedia` exists (followed as it changes), else false.
   */
  prefersDark?: ReadonlySignal<boolean>;
  /** The browser's languages, best first. Default: `navigator.languages` where it exists. */
  browserLanguages?: readonly string[];
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

type StoredPreferences = Pick<
  Preferences,
  'theme' | 'language' | 'datetimeFormat' | 'featureFlags'
>;

function requireOneOf<T extends string>(field: string, allowed: readonly T[], value: unknown): T {
  if (!allowed.includes(value as T))
    throw new FleetValidationError('validation.notOneOf', { field, allowed: allowed.join(', ') });
  return value as T;
}

/** The system's dark-mode wish as a signal, followed while `dispose` is not called. */
export function systemPrefersDark(): { prefersDark: ReadonlySignal<boolean>; dispose(): void } {
  const query =
    typeof globalThis.matchMedia === 'function'
      ? globalThis.matchMedia('(prefers-color-scheme: dark)')
      : undefined;
  const prefersDark = signal(query?.matches ?? false);
  const onChange = (event: { matches: boolean }) => {
    prefersDark.value = event.matches;
  };
  query?.addEventListener('change', onChange);
  return { prefersDark, dispose: () => query?.removeEventListener('change', onChange) };
}

export function createPreferencesStore(deps: PreferencesStoreDeps) {
  const { userOptions } = deps;
  const system = deps.prefersDark === undefined ? systemPrefersDark() : undefined;
  const prefersDark = system?.prefersDark ?? deps.prefersDark ?? signal(false);
  const browserLanguages =
    deps.browserLanguages ??
    (typeof globalThis.navigator === 'object' ? (globalThis.navigator.languages ?? []) : []);

  const stored = userOptions.value(PREFERENCES_OPTION_KEY);
  const beta = userOptions.option(USER_OPTION_KEYS.betaFeaturesEnabled);

  const preferences = computed<Preferences>(() => {
    const value = stored.value;
    const object =
      typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    return normalizePreferences({ ...object, betaFeaturesEnabled: beta.value });
  });

  const write = (change: Partial<StoredPreferences>) => {
    const { theme, language, datetimeFormat, featureFlags } = preferences.value;
    const next: StoredPreferences = { theme, language, datetimeFormat, featureFlags, ...change };
    userOptions.set(PREFERENCES_OPTION_KEY, next as unknown as JsonValue);
  };

  const theme = computed(() => preferences.value.theme);
  const language = computed(() => preferences.value.language);

  return {
    /** All preferences, defaults filled in (SPEC §3: 'auto', beta off, no flags). */
    preferences,
    theme,
    language,
    datetimeFormat: computed(() => preferences.value.datetimeFormat),
    betaFeaturesEnabled: computed(() => preferences.value.betaFeaturesEnabled),
    /** Admin feature flag overrides by feature id. */
    featureFlags: computed(() => preferences.value.featureFlags),
    /** The theme to apply: 'auto' follows the system's dark-mode wish. */
    resolvedTheme: computed(() => resolveTheme(theme.value, prefersDark.value)),
    /** The language to show: 'auto' takes the first browser language supported, else en-US. */
    resolvedLanguage: computed<Locale>(() => resolveLanguage(language.value, browserLanguages)),

    setTheme(value: ThemePreference): void {
      write({ theme: requireOneOf('theme', THEMES, value) });
    },
    setLanguage(value: LanguagePreference): void {
      write({ language: requireOneOf('language', LANGUAGES, value) });
    },
    setDatetimeFormat(value: DatetimeFormatPreference): void {
      write({ datetimeFormat: requireOneOf('datetimeFormat', DATETIME_FORMATS, value) });
    },
    setBetaFeaturesEnabled(enabled: boolean): void {
      if (typeof enabled !== 'boolean')
        throw new FleetValidationError('validation.notBoolean', { field: 'betaFeaturesEnabled' });
      userOptions.set(USER_OPTION_KEYS.betaFeaturesEnabled, enabled);
    },
    /** Sets a feature flag override; undefined removes it (the feature's default applies). */
    setFeatureFlag(featureId: string, enabled: boolean | undefined): void {
      const { [featureId]: _previous, ...others } = preferences.value.featureFlags;
      write({ featureFlags: enabled === undefined ? others : { ...others, [featureId]: enabled } });
    },

    dispose(): void {
      system?.dispose();
    },
  };
}
