// What route guards need to decide whether a feature is on (SPEC §4 feature gating): the
// user's admin role, beta setting and the admin feature flags, read once the user's options
// are loaded so a beta route entered by its address is not refused before they arrive.
import type { FeatureContext } from '@fleet/sdk/domain';
import { fleetApp, type FleetApp } from '../app/fleet-app';
import { loadPreferences } from './preference-stores';

export async function currentFeatureContext(app: FleetApp = fleetApp()): Promise<FeatureContext> {
  const { preferences } = await loadPreferences(app);
  return {
    isAdmin: app.session.admin.value,
    betaEnabled: preferences.betaFeaturesEnabled.value,
    flags: preferences.featureFlags.value,
  };
}
