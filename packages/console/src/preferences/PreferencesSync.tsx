// Applies the user's preferences to the page, live (SPEC §2 preferences "applied live"):
// theme and language from the preferences store once the user's options are known (until
// then the saved theme mirror and the browser's language hold), and a re-check of the
// current route's guards when the features the user has change (SPEC §2: a route behind a
// flag that turns off becomes not-found at once).
import { PREFERENCES_OPTION_KEY } from '@fleet/sdk';
import { effect } from '@preact/signals-react';
import { useLayoutEffect } from 'react';
import { useRevalidator } from 'react-router';
import { applyLocale } from '../i18n/console-locale';
import { applyTheme } from '../theme/console-theme';
import { loadPreferences, preferenceStores } from './preference-stores';

/** Starts the preferences and keeps theme, language and guards on them while mounted. */
export function usePreferencesSync(): void {
  // Stable for the router's lifetime, so the effect below runs once.
  const { revalidate } = useRevalidator();

  // Before the first paint: the route's guard has usually loaded the options already, so the
  // screen appears in the user's language without a flash of the browser's.
  useLayoutEffect(() => {
    const { userOptions, preferences, featureFlags } = preferenceStores();
    void loadPreferences();
    const stored = userOptions.value(PREFERENCES_OPTION_KEY);
    // Before the load, the store holds defaults ('auto'): applying them would repaint a user's
    // saved dark theme light. A value written on this page counts as known too.
    const known = () => userOptions.ready.value || stored.value !== undefined;
    const stopAppearance = effect(() => {
      if (!known()) return;
      applyTheme(preferences.theme.value);
      applyLocale(preferences.resolvedLanguage.value);
    });
    let previous: string | undefined;
    const stopFeatures = effect(() => {
      const enabled = featureFlags.enabledFeatureIds.value.join(',');
      if (previous !== undefined && previous !== enabled) void revalidate();
      previous = enabled;
    });
    return () => {
      stopAppearance();
      stopFeatures();
    };
  }, [revalidate]);
}

/**
 * The same as an element: a layout renders it so that only this re-renders when the router's
 * state changes (useRevalidator follows it), not the whole layout.
 */
export function PreferencesSync() {
  usePreferencesSync();
  return null;
}
