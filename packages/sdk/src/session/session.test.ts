import { effect } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../api/schema';
import type { AccessTokenSource } from '../auth/access-token-source';
import { connectFleet } from '../auth/connect';
import { fakeJwt, tokenExpiringIn } from '../auth/testing/fake-jwt';
import { PERSONAL_REPOSITORY } from '../resources/organizations';
import {
  startContractServer,
  type ContractServer,
  type Route,
} from '../resources/testing/contract-server';
import { ACTIVE_REPOSITORY_KEY, memoryStorage, type MarkerStorage } from './active-repository';
import { createUserOptionsStore } from '../stores/user-options';
import { createSession, type SessionOptions } from './session';

type Schemas = components['schemas'];
const SHARED = '0d7e2c47-6c8e-4f1e-9d0a-3f5b2e8c1a77';
const pilotSite: Schemas['Repository'] = { id: SHARED, name: 'Pilot site' };
const dana: Schemas['User'] = {
  userId: 'user-dev',
  email: 'dev@example.com',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Developer',
  namespace: 'user-dev',
  roles: ['developer'],
};
const developerToken = fakeJwt({
  sub: 'user-dev',
  realm_access: { roles: ['offline_access'] },
  resource_access: { 'user-manager': { roles: ['developer'] } },
});
const makerToken = fakeJwt({ sub: 'user-maker', realm_access: { roles: [] } });
const guestToken = tokenExpiringIn(300, Date.now(), {
  sub: 'user-guest',
  repository_id: SHARED,
  realm_access: { roles: ['guest-realm-role'] },
});
const ALL = ['read:devices', 'delete:devices', 'upload:packages'];
const READ_ONLY = ['read:devices', 'read:packages'];

const ok = (body: unknown) => ({ status: 200, body });
const unauthorized = { status: 401, body: { code: 'unauthorized', msg: 'Token expired' } };
const forbidden = { status: 403, body: { code: 'forbidden', msg: 'This account may not share' } };
const echoOption: Route = (request) => ok(request.json);

/** A dev-like account: personal repository, hosts Pilot site, no options stored. */
const devRoutes = (): Record<string, Route> => ({
  'GET /api/accounts/users/metadata/v2': ok([]),
  'GET /api/accounts/users': ok(dana),
  'GET /api/v2beta/auth/discover': (request) =>
    request.headers.authorization === `Bearer ${guestToken}`
      ? ok({ permissions: READ_ONLY, repositoryId: SHARED })
      : ok({ permissions: ALL, repositoryId: 'personal' }),
  'GET /api/accounts/organizations/share': ok([pilotSite]),
  [`POST /api/accounts/organizations/guest/${SHARED}`]: ok({ access: guestToken, expires_in: 300 }),
  'POST /api/accounts/users/metadata/v2': echoOption,
});

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(
  routes: Record<string, Route>,
  {
    auth = { getToken: async () => developerToken, refresh: async () => undefined },
    storage = memoryStorage(),
  }: { auth?: AccessTokenSource; storage?: MarkerStorage } = {},
) {
  server = await startContractServer(routes);
  const warnings: string[] = [];
  const logger = { warn: (message: string) => void warnings.push(message) };
  const { fleet, tokens } = connectFleet({ baseUrl: server.url, auth, logger });
  const reload = vi.fn();
  const options: SessionOptions = { fleet, tokens, storage, reload, logger };
  const session = createSession(options);
  return { server, session, tokens, storage, reload, warnings };
}

const calls = (s: ContractServer) =>
  s.exchanges.map(({ request }) => `${request.method} ${request.url}`);

describe("the session's start-up calls", () => {
  it('asks for the user and the host repository without waiting for the active repository', async () => {
    let answerOptions: () => void = () => undefined;
    const optionsAnswered = new Promise<void>((done) => (answerOptions = done));
    const asked: string[] = [];
    const seen =
      (path: string, route: Route): Route =>
      async (request) => {
        asked.push(path);
        if (asked.includes('user') && asked.includes('host repository')) answerOptions();
        return typeof route === 'function' ? route(request) : route;
      };
    const routes = devRoutes();
    const { session } = await setup({
      ...routes,
      'GET /api/accounts/users/metadata/v2': async () => {
        // The default repository's read answers only once the other two have been asked.
        await optionsAnswered;
        return ok([]);
      },
      'GET /api/accounts/users': seen('user', routes['GET /api/accounts/users']!),
      'GET /api/accounts/organizations/share': seen(
        'host repository',
        routes['GET /api/accounts/organizations/share']!,
      ),
    });
    await session.start();
    expect(asked.sort()).toEqual(['host repository', 'user']);
    expect(session.user.value?.name).toBe('Dana Developer');
    expect(session.hostRepository.value).toEqual(pilotSite);
    expect(session.rights.value.can('devices', 'delete')).toBe(true);
  });
});

describe('SPEC §3/§6 the signed-in user, roles, rights and user types', () => {
  it('loads a developer working in the personal repository', async () => {
    const { server, session, warnings } = await setup(devRoutes());
    expect(session.ready.value).toBe(false);
    expect(session.rights.value.can('devices', 'read')).toBe(false);

    await session.start();
    expect(session.user.value).toEqual({
      userId: 'user-dev',
      name: 'Dana Developer',
      email: 'dev@example.com',
      emailVerified: true,
      firstName: 'Dana',
      lastName: 'Developer',
      namespace: 'user-dev',
    });
    expect(session.roles.value).toEqual(['offline_access', 'developer']);
    expect(session.rights.value.can('devices', 'delete')).toBe(true);
    expect(session.rights.value.can('fleets', 'create')).toBe(false);
    expect(session.userTypes.value).toEqual(['developer']);
    expect(session.commercialAccess.value).toBe(true);
    expect(session.admin.value).toBe(false);
    expect(session.activeRepositoryId.value).toBe('personal');
    expect(session.repoGuest.value).toBe(false);
    expect(session.hostRepository.value).toEqual(pilotSite);
    expect(session.ready.value).toBe(true);
    expect(session.loading.value).toBe(false);
    expect(session.error.value).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(server.problems()).toEqual([]);
  });

  it('falls back to the email for a user without a name', async () => {
    const { session } = await setup({
      ...devRoutes(),
      'GET /api/accounts/users': ok({ ...dana, firstName: undefined, lastName: ' ' }),
    });
    await session.start();
    expect(session.user.value?.name).toBe('dev@example.com');
  });

  it('reads the account record’s roles when the token is not a JWT', async () => {
    const { session } = await setup(devRoutes(), {
      auth: { getToken: async () => 'opaque-token', refresh: async () => undefined },
    });
    await session.start();
    expect(session.roles.value).toEqual(['developer']);
    expect(session.commercialAccess.value).toBe(true);
  });

  it('tells signal readers when the session is ready', async () => {
    const { session } = await setup(devRoutes());
    const seen: string[] = [];
    const stop = effect(() => void seen.push(session.user.value?.name ?? '-'));
    await session.start();
    stop();
    expect(seen).toEqual(['-', 'Dana Developer']);
  });

  it('starts once however often start() is called', async () => {
    const { server, session } = await setup(devRoutes());
    await Promise.all([session.start(), session.start()]);
    expect(calls(server).filter((call) => call === 'GET /api/accounts/users')).toHaveLength(1);
  });
});

describe('SPEC §4 a new user is created on the first fetch, then the 30-day token refresh', () => {
  it('creates the user, renews the token asking for 30 days, and reads roles from the new token', async () => {
    let token = makerToken;
    const refresh = vi.fn(async () => {
      token = fakeJwt({ sub: 'user-new', realm_access: { roles: ['commercial-tier'] } });
    });
    const { server, session } = await setup(
      {
        ...devRoutes(),
        'GET /api/accounts/users': { status: 404, body: { code: 'not_found', msg: 'No user' } },
        'POST /api/accounts/users': { status: 201, body: dana },
      },
      { auth: { getToken: async () => token, refresh } },
    );
    await session.start();
    expect(calls(server)).toContain('POST /api/accounts/users');
    expect(refresh).toHaveBeenCalledWith({ minValiditySeconds: 2_592_000 });
    expect(session.user.value?.name).toBe('Dana Developer');
    expect(session.roles.value).toEqual(['commercial-tier']);
    expect(session.commercialAccess.value).toBe(true);
    expect(server.problems()).toEqual([]);
  });

  it('goes on when that refresh fails (logged by the token manager)', async () => {
    const { session, warnings } = await setup(
      {
        ...devRoutes(),
        'GET /api/accounts/users': { status: 404, body: { code: 'not_found', msg: 'No user' } },
        'POST /api/accounts/users': { status: 201, body: dana },
      },
      {
        auth: {
          getToken: async () => developerToken,
          refresh: () => Promise.reject(new Error('no refresh token')),
        },
      },
    );
    await session.start();
    expect(session.user.value?.email).toBe('dev@example.com');
    expect(session.error.value).toBeUndefined();
    expect(warnings).toEqual(['Could not renew the access token.']);
  });

  it('does not refresh for a user that exists', async () => {
    const refresh = vi.fn(async () => undefined);
    const { session } = await setup(devRoutes(), {
      auth: { getToken: async () => developerToken, refresh },
    });
    await session.start();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('SPEC §6 the host repository falls back to personal on 403; a Maker is standard', () => {
  it('works in the personal repository without commercial access', async () => {
    const { server, session } = await setup(
      {
        ...devRoutes(),
        'GET /api/accounts/users': ok({ ...dana, firstName: 'Max', lastName: 'Maker', roles: [] }),
        'GET /api/accounts/organizations/share': forbidden,
      },
      { auth: { getToken: async () => makerToken, refresh: async () => undefined } },
    );
    await session.start();
    expect(session.hostRepository.value).toBe(PERSONAL_REPOSITORY);
    expect(session.userTypes.value).toEqual(['standard']);
    expect(session.commercialAccess.value).toBe(false);
    expect(session.error.value).toBeUndefined();
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §4 the active repository at start', () => {
  it('is the marker of this tab: calls then carry the guest token, rights and roles are the guest’s', async () => {
    const storage = memoryStorage();
    storage.setItem(ACTIVE_REPOSITORY_KEY, SHARED);
    const { server, session } = await setup(devRoutes(), { storage });
    await session.start();
    expect(calls(server)).not.toContain('GET /api/accounts/users/metadata/v2');
    expect(session.activeRepositoryId.value).toBe(SHARED);
    expect(session.repoGuest.value).toBe(true);
    expect(session.rights.value.can('devices', 'read')).toBe(true);
    expect(session.rights.value.can('devices', 'delete')).toBe(false);
    expect(session.roles.value).toEqual(['guest-realm-role']);
    expect(session.userTypes.value).toEqual(['standard', 'repo-guest']);
    const discover = server.exchanges.find(
      ({ request }) => request.url === '/api/v2beta/auth/discover',
    );
    expect(discover?.request.headers.authorization).toBe(`Bearer ${guestToken}`);
    expect(server.problems()).toEqual([]);
  });

  it('is the default-repository option when there is no marker', async () => {
    const { session, storage } = await setup({
      ...devRoutes(),
      'GET /api/accounts/users/metadata/v2': ok([{ key: 'defaultRepository', value: SHARED }]),
    });
    await session.start();
    expect(session.activeRepositoryId.value).toBe(SHARED);
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBeNull();
  });

  it("is read through the page's user options store: one read of the options for both", async () => {
    server = await startContractServer({
      ...devRoutes(),
      'GET /api/accounts/users/metadata/v2': ok([{ key: 'defaultRepository', value: SHARED }]),
    });
    const { fleet, tokens } = connectFleet({
      baseUrl: server.url,
      auth: { getToken: async () => developerToken, refresh: async () => undefined },
    });
    const userOptions = createUserOptionsStore({ fleet, lifecycle: null });
    const session = createSession({ fleet, tokens, storage: memoryStorage(), userOptions });
    await Promise.all([session.start(), userOptions.load()]);
    expect(session.activeRepositoryId.value).toBe(SHARED);
    await expect(session.activeRepositoryChosen()).resolves.toBe(SHARED);
    expect(calls(server).filter((call) => call.includes('metadata'))).toEqual([
      'GET /api/accounts/users/metadata/v2',
    ]);
  });

  it('is told once chosen, before the rights are known', async () => {
    let answerRights: () => void = () => undefined;
    const rightsAsked = new Promise<void>((done) => (answerRights = done));
    const { session } = await setup({
      ...devRoutes(),
      'GET /api/v2beta/auth/discover': async () => {
        await rightsAsked;
        return ok({ permissions: ALL, repositoryId: 'personal' });
      },
    });
    const starting = session.start();
    await expect(session.activeRepositoryChosen()).resolves.toBe('personal');
    expect(session.ready.value).toBe(false);
    answerRights();
    await starting;
    expect(session.ready.value).toBe(true);
  });

  it('is personal when the option cannot be read (logged)', async () => {
    const { session, warnings } = await setup({
      ...devRoutes(),
      'GET /api/accounts/users/metadata/v2': unauthorized,
    });
    await session.start();
    expect(session.activeRepositoryId.value).toBe('personal');
    expect(warnings).toEqual([
      'Could not read the default repository; working in the personal one.',
    ]);
  });
});

describe('SPEC §4 repository switch', () => {
  it('saves the default-repository option, stores the marker and reloads', async () => {
    const { server, session, storage, reload } = await setup(devRoutes());
    await session.switchRepository(SHARED);
    const saved = server.exchanges.find(({ request }) => request.method === 'POST');
    expect(saved?.request.json).toEqual({ key: 'defaultRepository', value: SHARED });
    expect(saved?.request.headers.authorization).toBe(`Bearer ${developerToken}`);
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBe(SHARED);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(server.problems()).toEqual([]);
  });

  it('clears the marker when switching back to personal', async () => {
    const storage = memoryStorage();
    storage.setItem(ACTIVE_REPOSITORY_KEY, SHARED);
    const { server, session, reload } = await setup(devRoutes(), { storage });
    await session.switchRepository('personal');
    expect(server.exchanges.at(-1)?.request.json).toEqual({
      key: 'defaultRepository',
      value: 'personal',
    });
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the option cannot be saved', async () => {
    const { session, storage, reload } = await setup({
      ...devRoutes(),
      'POST /api/accounts/users/metadata/v2': unauthorized,
    });
    await expect(session.switchRepository(SHARED)).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(ACTIVE_REPOSITORY_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('needs a repository id', async () => {
    const { session, reload } = await setup(devRoutes());
    await expect(session.switchRepository('')).rejects.toMatchObject({
      name: 'FleetValidationError',
      message: 'repositoryId is required',
    });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('SPEC §8 start-up failures are logged and do not stop the app', () => {
  it('keeps going with what loaded', async () => {
    const { session, warnings } = await setup({
      ...devRoutes(),
      'GET /api/v2beta/auth/discover': unauthorized,
    });
    await expect(session.start()).resolves.toBeUndefined();
    expect(session.ready.value).toBe(true);
    expect(session.user.value?.name).toBe('Dana Developer');
    expect(session.rights.value.can('devices', 'read')).toBe(false);
    expect(session.error.value).toMatchObject({ status: 401 });
    expect(warnings).toEqual(['Could not discover the permissions of the active repository.']);
  });

  it('reads roles from the host token when the guest token cannot be had', async () => {
    const storage = memoryStorage();
    storage.setItem(ACTIVE_REPOSITORY_KEY, SHARED);
    const { session, warnings } = await setup(
      {
        ...devRoutes(),
        [`POST /api/accounts/organizations/guest/${SHARED}`]: forbidden,
        'GET /api/v2beta/auth/discover': unauthorized,
      },
      { storage },
    );
    await session.start();
    expect(session.roles.value).toEqual(['offline_access', 'developer']);
    expect(session.userTypes.value).toEqual(['developer', 'repo-guest']);
    expect(warnings).toContain(`Could not refresh the guest token of repository ${SHARED}.`);
    expect(warnings).toContain('Could not discover the permissions of the active repository.');
  });
});
