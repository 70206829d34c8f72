import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '../domain/roles';
import { FleetValidationError } from '../domain/validation';
import { createFeatureFlagsStore } from './feature-flags';
import { createPreferencesStore } from './preferences';
import { fakeFleet } from './testing/fake-fleet';
import { createUserOptionsStore } from './user-options';

function setup(types: UserType[]) {
  const { fleet } = fakeFleet();
  const userOptions = createUserOptionsStore({ fleet, lifecycle: null });
  const preferences = createPreferencesStore({ userOptions, prefersDark: signal(false) });
  const userTypes = signal<readonly UserType[]>(types);
  const flags = createFeatureFlagsStore({ preferences, userTypes });
  return { preferences, userTypes, flags, userOptions };
}

// Writes stay pending: these tests read the optimistic values only.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SPEC §4 feature gating', () => {
  it('gives a standard user the features on by default, and no prototype', () => {
    const { flags } = setup(['standard']);
    expect(flags.isEnabled('cve-management')).toBe(true);
    expect(flags.isEnabled('customizable-dashboard')).toBe(false);
    expect(flags.isEnabled('udemy-courses')).toBe(false);
    expect(flags.enabledFeatureIds.value).toEqual(['cve-management']);
  });

  it('gives an admin prototypes, following the session’s user types as they change', () => {
    const { flags, userTypes } = setup(['developer']);
    const dashboard = flags.enabled('customizable-dashboard');
    expect(dashboard.value).toBe(false);
    userTypes.value = ['admin', 'developer'];
    expect(dashboard.value).toBe(true);
  });

  it('turns beta features on with the user’s beta setting even when the flag is off', () => {
    const { flags, preferences } = setup(['admin']);
    flags.setFlag('cve-management', false);
    const cve = flags.enabled('cve-management');
    expect(cve.value).toBe(true); // admin
    const standard = setup(['standard']);
    standard.preferences.setFeatureFlag('cve-management', false);
    expect(standard.flags.isEnabled('cve-management')).toBe(false);
    standard.preferences.setBetaFeaturesEnabled(true);
    expect(standard.flags.isEnabled('cve-management')).toBe(true);
    expect(preferences.featureFlags.value).toEqual({ 'cve-management': false });
  });

  it('lets an admin flip an experimental feature, and shows the override', () => {
    const { flags } = setup(['admin']);
    flags.setFlag('udemy-courses', true);
    expect(flags.isEnabled('udemy-courses')).toBe(true);
    expect(flags.features.value.find((f) => f.id === 'udemy-courses')).toMatchObject({
      enabled: true,
      overridden: true,
      status: 'experimental',
    });
    flags.setFlag('udemy-courses', undefined);
    expect(flags.isEnabled('udemy-courses')).toBe(false);
  });

  it('refuses flag changes from anyone but an admin, and unknown features', () => {
    const { flags } = setup(['developer']);
    expect(() => flags.setFlag('udemy-courses', true)).toThrow(
      'You do not have permission to perform this action',
    );
    expect(() => flags.setFlag('nope' as never, true)).toThrow(FleetValidationError);
    expect(flags.isEnabled('nope')).toBe(false);
  });
});
