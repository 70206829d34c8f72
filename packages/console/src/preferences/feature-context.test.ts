import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { createUserOptionsStore, type FleetSdk } from '@fleet/sdk';
import type { FleetApp } from '../app/fleet-app';
import { routeAccess } from '../routing/route-access';
import { currentFeatureContext } from './feature-context';

/** A page's app whose user options answer `stored` (or fail), signed in as admin or not. */
function appWith(stored: Record<string, unknown> | Error, admin = false): FleetApp {
  const listUserOptions = () =>
    stored instanceof Error
      ? Promise.reject(stored)
      : Promise.resolve(new Map(Object.entries(stored)));
  const fleet = { userOptions: { listUserOptions }, client: {} } as unknown as FleetSdk;
  return {
    fleet,
    userOptions: createUserOptionsStore({ fleet, lifecycle: null }),
    session: { admin: signal(admin), userTypes: signal(admin ? ['admin'] : ['standard']) },
  } as unknown as FleetApp;
}

const enter = (feature: 'udemy-courses' | 'customizable-dashboard', app: FleetApp) =>
  currentFeatureContext(app).then(
    (features) =>
      routeAccess({ feature }, '/x', {
        rights: { can: () => true },
        features,
        guestRepositoryId: undefined,
      }).kind,
  );

describe('SPEC §4 feature gating: route guards read the user’s preferences', () => {
  it('waits for the user options, so a flag the user set opens its route on a fresh page', async () => {
    const app = appWith({
      betaFeaturesEnabled: true,
      preferences: { featureFlags: { 'udemy-courses': true } },
    });
    await expect(currentFeatureContext(app)).resolves.toEqual({
      isAdmin: false,
      betaEnabled: true,
      flags: { 'udemy-courses': true },
    });
    await expect(enter('udemy-courses', app)).resolves.toBe('allowed');
  });

  it('a feature that is off stays not found; prototypes are for admins only', async () => {
    await expect(enter('udemy-courses', appWith({}))).resolves.toBe('not-found');
    await expect(enter('customizable-dashboard', appWith({}))).resolves.toBe('not-found');
    await expect(enter('customizable-dashboard', appWith({}, true))).resolves.toBe('allowed');
  });

  it('options that cannot be loaded leave the defaults (logged), not a broken guard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(currentFeatureContext(appWith(new Error('offline')))).resolves.toEqual({
      isAdmin: false,
      betaEnabled: false,
      flags: {},
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
