// The signed-in user's options (the FleetApp's store), preferences and feature flags for the
// page: one of each per FleetApp, made on first use. Other parts of the console that need user options (saved
// filters, the default repository…) take `preferenceStores().userOptions` rather than making
// their own, so every option write goes through one 500 ms batch (SPEC §9).
import {
  createFeatureFlagsStore,
  createPreferencesStore,
  type FeatureFlagsStore,
  type PreferencesStore,
  type UserOptionsStore,
} from '@fleet/sdk';
import { fleetApp, type FleetApp } from '../app/fleet-app';
import { loadLanguage } from '../i18n/console-locale';

export interface PreferenceStores {
  userOptions: UserOptionsStore;
  preferences: PreferencesStore;
  featureFlags: FeatureFlagsStore;
}

const byApp = new WeakMap<FleetApp, PreferenceStores>();

export function preferenceStores(app: FleetApp = fleetApp()): PreferenceStores {
  let stores = byApp.get(app);
  if (!stores) {
    const { userOptions } = app;
    const preferences = createPreferencesStore({ userOptions });
    const featureFlags = createFeatureFlagsStore({
      preferences,
      userTypes: app.session.userTypes,
    });
    stores = { userOptions, preferences, featureFlags };
    byApp.set(app, stores);
  }
  return stores;
}

/**
 * The user's options, loaded (once per page), and the texts of the language they choose, so
 * the screen appears in it without a flash of another. A failed load is logged and the
 * defaults apply (SPEC §8: start-up store failures do not stop the app); the next call tries
 * again.
 */
export async function loadPreferences(app: FleetApp = fleetApp()): Promise<PreferenceStores> {
  const stores = preferenceStores(app);
  await stores.userOptions.load().catch((error: unknown) => {
    console.warn('Could not load the user options; the default preferences apply.', error);
  });
  await loadLanguage(stores.preferences.resolvedLanguage.peek());
  return stores;
}
