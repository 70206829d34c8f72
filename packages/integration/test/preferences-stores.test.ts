// SPEC §3 Preferences and Saved filter, §4 Feature gating, §5 Custom filter, §8 custom filter
// messages, §9 "Saved custom filters … are kept as user options", against a running sandbox:
// what one page sets, another page (fresh stores on their own client) reads back, and the
// feature flags follow the session's real user types.
import {
  connectFleet,
  createCustomFiltersStore,
  createFeatureFlagsStore,
  createPreferencesStore,
  createSession,
  createUserOptionsStore,
  memoryStorage,
  staticTokenAuth,
  type UserOptionsStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: Sandbox;
const disposals: Array<() => void> = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  disposals.forEach((dispose) => dispose());
  await sandbox?.close();
});

const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) {
    const session = await signIn(sandbox.url, email, 'demo');
    if (!session.ok) throw new Error(`sign-in failed for ${email}`);
    tokens.set(email, session.tokens.access_token);
  }
  return tokens.get(email)!;
}

/** A new page of `email`: its session, user options, preferences and feature flags, loaded. */
async function pageOf(email: string, browserLanguages: readonly string[] = ['en-US']) {
  const logger = { warn: vi.fn() };
  const connected = connectFleet({
    baseUrl: sandbox.url,
    auth: staticTokenAuth(await tokenOf(email)),
    logger,
  });
  const session = createSession({
    ...connected,
    storage: memoryStorage(),
    reload: vi.fn(),
    logger,
  });
  const userOptions: UserOptionsStore = createUserOptionsStore({
    fleet: connected.fleet,
    lifecycle: null,
  });
  // Node has no matchMedia: the system does not ask for dark colours.
  const preferences = createPreferencesStore({ userOptions, browserLanguages });
  const features = createFeatureFlagsStore({ preferences, userTypes: session.userTypes });
  disposals.push(
    () => preferences.dispose(),
    () => userOptions.dispose(),
    () => session.dispose(),
  );
  await Promise.all([session.start(), userOptions.load()]);
  return { session, userOptions, preferences, features };
}

describe('SPEC §3 preferences are kept as user options', () => {
  it('defaults to auto and beta off; what one page sets, the next page has', async () => {
    const first = await pageOf('dev@example.com', ['fr-CH', 'en-US']);
    expect(first.preferences.preferences.value).toMatchObject({
      theme: 'auto',
      language: 'auto',
      datetimeFormat: 'auto',
      betaFeaturesEnabled: false,
      featureFlags: {},
    });
    expect(first.preferences.resolvedTheme.value).toBe('light'); // as the system asks
    expect(first.preferences.resolvedLanguage.value).toBe('fr-CH'); // the browser's first

    first.preferences.setTheme('dark');
    first.preferences.setLanguage('en-US');
    first.preferences.setDatetimeFormat('absolute');
    first.preferences.setBetaFeaturesEnabled(true);
    await first.userOptions.flush();

    const next = await pageOf('dev@example.com', ['fr-CH']);
    expect(next.preferences.preferences.value).toMatchObject({
      theme: 'dark',
      language: 'en-US',
      datetimeFormat: 'absolute',
      betaFeaturesEnabled: true,
    });
    expect(next.preferences.resolvedTheme.value).toBe('dark');
    expect(next.preferences.resolvedLanguage.value).toBe('en-US');
  });
});

describe('SPEC §4 feature gating with the session’s user types', () => {
  it('prototypes only for an admin; only an admin sets flags, and they are kept', async () => {
    const dev = await pageOf('dev@example.com');
    expect(dev.session.userTypes.value).not.toContain('admin');
    expect(dev.features.isEnabled('customizable-dashboard')).toBe(false);
    expect(() => dev.features.setFlag('udemy-courses', true)).toThrow(
      'You do not have permission to perform this action',
    );

    const admin = await pageOf('admin@example.com');
    expect(admin.session.userTypes.value).toContain('admin');
    expect(admin.features.isEnabled('customizable-dashboard')).toBe(true);
    expect(admin.features.isEnabled('udemy-courses')).toBe(false);
    admin.features.setFlag('udemy-courses', true);
    expect(admin.features.enabled('udemy-courses').value).toBe(true);
    await admin.userOptions.flush();

    const adminAgain = await pageOf('admin@example.com');
    expect(adminAgain.features.isEnabled('udemy-courses')).toBe(true);
    expect(adminAgain.features.features.value.find((f) => f.id === 'udemy-courses')).toMatchObject({
      enabled: true,
      overridden: true,
    });
  });
});

describe('SPEC §5/§8 saved custom filters', () => {
  it('saves, asks before overwriting, and deletes, with SPEC’s messages; kept for the next page', async () => {
    const first = await pageOf('maker@example.com');
    const filters = createCustomFiltersStore({ userOptions: first.userOptions });
    await expect(filters.save({ label: ' ', value: 'status:Error' })).rejects.toThrow(
      'Filter name cannot be empty.',
    );
    await expect(filters.save({ label: 'Broken', value: 'status:Error' })).resolves.toMatchObject({
      status: 'saved',
      message: 'Custom filter saved successfully.',
    });
    expect(filters.feedback.value).toEqual({
      kind: 'positive',
      message: 'Custom filter saved successfully.',
    });

    // The same name: the user is asked; declining writes nothing.
    const confirmOverwrite = vi.fn(async () => false);
    await expect(
      filters.save({ label: 'broken', value: 'status:Outdated' }, { confirmOverwrite }),
    ).resolves.toEqual({ status: 'cancelled' });
    expect(confirmOverwrite).toHaveBeenCalledWith('broken');

    const next = await pageOf('maker@example.com');
    const nextFilters = createCustomFiltersStore({
      userOptions: next.userOptions,
      confirmOverwrite: async () => true,
    });
    expect(nextFilters.filters.value).toEqual([{ label: 'Broken', value: 'status:Error' }]);
    await nextFilters.save({ label: 'Broken', value: 'status:Outdated' });
    expect(nextFilters.find('BROKEN')?.value).toBe('status:Outdated');
    await expect(nextFilters.delete('Broken')).resolves.toBe('Custom filter deleted successfully.');

    const last = await pageOf('maker@example.com');
    expect(createCustomFiltersStore({ userOptions: last.userOptions }).filters.value).toEqual([]);
  });
});
