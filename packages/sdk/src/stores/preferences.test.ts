import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetValidationError } from '../domain/validation';
import { createPreferencesStore, PREFERENCES_OPTION_KEY } from './preferences';
import { fakeFleet, type FakeRequest } from './testing/fake-fleet';
import { createUserOptionsStore } from './user-options';

const LIST = 'GET /api/accounts/users/metadata/v2';
const WRITE = 'POST /api/accounts/users/metadata/v2';

function setup(stored: { key: string; value: unknown }[] = [], browserLanguages: string[] = []) {
  const api = fakeFleet({
    [LIST]: { status: 200, body: stored },
    [WRITE]: (request: FakeRequest) => ({ status: 200, body: request.body }),
  });
  const userOptions = createUserOptionsStore({ fleet: api.fleet, lifecycle: null });
  const prefersDark = signal(false);
  const preferences = createPreferencesStore({ userOptions, prefersDark, browserLanguages });
  return { api, userOptions, preferences, prefersDark };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SPEC §3 preferences', () => {
  it('defaults to auto theme, language and datetime format, beta off and no flags', () => {
    const { preferences } = setup();
    expect(preferences.preferences.value).toEqual({
      theme: 'auto',
      language: 'auto',
      datetimeFormat: 'auto',
      betaFeaturesEnabled: false,
      featureFlags: {},
    });
  });

  it('reads what is stored in the user options', async () => {
    const { userOptions, preferences } = setup([
      {
        key: PREFERENCES_OPTION_KEY,
        value: { theme: 'dark', language: 'fr-CH', featureFlags: { 'udemy-courses': true } },
      },
      { key: 'betaFeaturesEnabled', value: true },
    ]);
    await userOptions.load();
    expect(preferences.theme.value).toBe('dark');
    expect(preferences.language.value).toBe('fr-CH');
    expect(preferences.datetimeFormat.value).toBe('auto');
    expect(preferences.betaFeaturesEnabled.value).toBe(true);
    expect(preferences.featureFlags.value).toEqual({ 'udemy-courses': true });
  });

  it('persists changes as user options: one object, and the beta setting on its own key', async () => {
    const { api, preferences } = setup();
    preferences.setTheme('dark');
    preferences.setDatetimeFormat('relative');
    preferences.setBetaFeaturesEnabled(true);
    preferences.setFeatureFlag('cve-management', false);
    expect(preferences.theme.value).toBe('dark');
    await vi.advanceTimersByTimeAsync(500);
    const sent = api.sent(WRITE).map((r) => r.body);
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(
      expect.arrayContaining([
        {
          key: PREFERENCES_OPTION_KEY,
          value: {
            theme: 'dark',
            language: 'auto',
            datetimeFormat: 'relative',
            featureFlags: { 'cve-management': false },
          },
        },
        { key: 'betaFeaturesEnabled', value: true },
      ]),
    );
    expect(api.problems()).toEqual([]);
  });

  it('removes a feature flag override when set to undefined', () => {
    const { preferences } = setup();
    preferences.setFeatureFlag('udemy-courses', true);
    preferences.setFeatureFlag('udemy-courses', undefined);
    expect(preferences.featureFlags.value).toEqual({});
  });

  it('refuses values it does not know', () => {
    const { preferences } = setup();
    expect(() => preferences.setTheme('purple' as never)).toThrow(FleetValidationError);
    expect(() => preferences.setLanguage('de-DE' as never)).toThrow(
      'language must be one of auto, en-US, fr-CH',
    );
    expect(() => preferences.setBetaFeaturesEnabled('yes' as never)).toThrow(FleetValidationError);
  });

  it('resolves the auto theme from prefers-color-scheme, following its changes', () => {
    const { preferences, prefersDark } = setup();
    expect(preferences.resolvedTheme.value).toBe('light');
    prefersDark.value = true;
    expect(preferences.resolvedTheme.value).toBe('dark');
    preferences.setTheme('light');
    expect(preferences.resolvedTheme.value).toBe('light');
  });

  it('resolves the auto language from the browser languages', () => {
    const { preferences } = setup([], ['fr-FR', 'en']);
    expect(preferences.resolvedLanguage.value).toBe('fr-CH');
    preferences.setLanguage('en-US');
    expect(preferences.resolvedLanguage.value).toBe('en-US');
  });
});
