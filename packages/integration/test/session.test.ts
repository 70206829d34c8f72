// SPEC §3/§4/§6 the session against a running sandbox: the demo accounts' user, roles,
// rights and user types, the guest's switch into dev's "Pilot site", and a new user.
import {
  connectFleet,
  createSession,
  memoryStorage,
  staticTokenAuth,
  type AccessTokenSource,
  type MarkerStorage,
  type RefreshOptions,
} from '@fleet/sdk';
import {
  signIn,
  startTestSandbox,
  tokenRequest,
  type Sandbox,
  type TokenSet,
} from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

async function tokensOf(email: string): Promise<TokenSet> {
  const result = await signIn(sandbox.url, email, 'demo');
  if (!result.ok) throw new Error(`sign-in failed for ${email}: ${result.page.slice(0, 200)}`);
  return result.tokens;
}

async function sessionOf(auth: AccessTokenSource, storage: MarkerStorage = memoryStorage()) {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => void warnings.push(message) };
  const { fleet, tokens } = connectFleet({ baseUrl: sandbox.url, auth, logger });
  const reload = vi.fn();
  const session = createSession({ fleet, tokens, storage, reload, logger });
  await session.start();
  return { session, fleet, tokens, reload, storage, warnings };
}

describe('SPEC §6 the demo accounts', () => {
  it('dev: a commercial developer with every right, hosting Pilot site', async () => {
    const { access_token } = await tokensOf('dev@example.com');
    const { session, warnings } = await sessionOf(staticTokenAuth(access_token));
    expect(session.user.value).toMatchObject({
      name: 'Dana Developer',
      email: 'dev@example.com',
      emailVerified: true,
    });
    expect(session.roles.value).toContain('developer');
    expect(session.rights.value.can('devices', 'hibernate')).toBe(true);
    expect(session.rights.value.can('repositories', 'manageUsers')).toBe(true);
    expect(session.userTypes.value).toEqual(['developer']);
    expect(session.commercialAccess.value).toBe(true);
    expect(session.activeRepositoryId.value).toBe('personal');
    expect(session.hostRepository.value).toMatchObject({ name: 'Pilot site' });
    expect(session.error.value).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('maker: standard, without commercial access, email not verified, hosting nothing (403)', async () => {
    const { access_token } = await tokensOf('maker@example.com');
    const { session, warnings } = await sessionOf(staticTokenAuth(access_token));
    expect(session.user.value).toMatchObject({ name: 'Max Maker', emailVerified: false });
    expect(session.userTypes.value).toEqual(['standard']);
    expect(session.commercialAccess.value).toBe(false);
    expect(session.hostRepository.value).toEqual({ id: 'personal', name: 'personal' });
    expect(session.error.value).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('admin: a cloud admin with commercial access', async () => {
    const { access_token } = await tokensOf('admin@example.com');
    const { session } = await sessionOf(staticTokenAuth(access_token));
    expect(session.admin.value).toBe(true);
    expect(session.userTypes.value).toEqual(['admin', 'professional']);
    expect(session.commercialAccess.value).toBe(true);
  });
});

describe('SPEC §4 repository switch: the guest goes into Pilot site and back', () => {
  it('saves the option, keeps the marker, and starts again as a read-only guest', async () => {
    const auth = staticTokenAuth((await tokensOf('guest@example.com')).access_token);
    const storage = memoryStorage(); // the tab's sessionStorage, kept across the reload
    const before = await sessionOf(auth, storage);
    expect(before.session.activeRepositoryId.value).toBe('personal');
    expect(before.session.userTypes.value).toEqual(['standard']);
    const [pilot] = await before.fleet.organizations.listGuestRepositories();
    expect(pilot?.name).toBe('Pilot site');

    await before.session.switchRepository(pilot!.id);
    expect(before.reload).toHaveBeenCalledTimes(1);
    await expect(before.fleet.userOptions.readUserOption('defaultRepository')).resolves.toBe(
      pilot!.id,
    );

    const inside = await sessionOf(auth, storage); // what the reload starts
    expect(inside.session.activeRepositoryId.value).toBe(pilot!.id);
    expect(inside.session.repoGuest.value).toBe(true);
    expect(inside.session.userTypes.value).toEqual(['standard', 'repo-guest']);
    expect(inside.session.rights.value.can('devices', 'read')).toBe(true);
    expect(inside.session.rights.value.can('devices', 'delete')).toBe(false);
    expect(inside.session.rights.value.can('packages', 'upload')).toBe(false);
    expect(inside.session.user.value?.email).toBe('guest@example.com'); // host token
    await expect(inside.fleet.auth.discoverPermissions()).resolves.toMatchObject({
      repositoryId: pilot!.id,
    });
    expect(inside.warnings).toEqual([]);

    await inside.session.switchRepository('personal');
    const home = await sessionOf(auth, storage);
    expect(home.session.activeRepositoryId.value).toBe('personal');
    expect(home.session.rights.value.can('devices', 'delete')).toBe(true);
  });

  it('a new tab starts in the default repository the option remembers', async () => {
    const auth = staticTokenAuth((await tokensOf('guest@example.com')).access_token);
    const first = await sessionOf(auth);
    const [pilot] = await first.fleet.organizations.listGuestRepositories();
    await first.session.switchRepository(pilot!.id);
    const newTab = await sessionOf(auth, memoryStorage());
    expect(newTab.session.activeRepositoryId.value).toBe(pilot!.id);
    await newTab.session.switchRepository('personal');
  });
});

describe('SPEC §4/§9 a new user is created on the first fetch, then the token is refreshed', () => {
  it('creates the account record and renews the token asking for 30 days', async () => {
    await sandbox.context.stores.users.create({
      email: 'nova@example.com',
      firstName: 'Nova',
      lastName: 'Newbie',
      password: 'demo',
      registered: false,
    });
    let tokens = await tokensOf('nova@example.com');
    const refreshes: RefreshOptions[] = [];
    // The console's refresh, by hand: the refresh token grant of the sandbox's provider.
    const auth: AccessTokenSource = {
      getToken: async () => tokens.access_token,
      refresh: async (options = {}) => {
        refreshes.push(options);
        tokens = await tokenRequest(sandbox.issuer, {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: 'fleet-console',
        });
      },
    };
    const first = tokens.access_token;
    const { session, fleet } = await sessionOf(auth);
    expect(session.user.value).toMatchObject({ name: 'Nova Newbie', email: 'nova@example.com' });
    expect(refreshes).toEqual([{ minValiditySeconds: 2_592_000 }]);
    expect(tokens.access_token).not.toBe(first);
    await expect(fleet.accounts.getUser()).resolves.toMatchObject({ email: 'nova@example.com' });
  });
});
