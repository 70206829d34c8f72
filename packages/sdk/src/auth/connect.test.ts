import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../api/schema';
import { createAccountsResource } from '../resources/accounts';
import { createAuthResource } from '../resources/auth';
import { createFleetsResource } from '../resources/fleets';
import {
  startContractServer,
  type ContractServer,
  type Route,
} from '../resources/testing/contract-server';
import type { AccessTokenSource } from './access-token-source';
import { clientCredentialsAuth } from './client-credentials';
import { connectFleet, connectFleetView } from './connect';
import { staticTokenAuth } from './static-token';
import { startFakeIdentityProvider } from './testing/fake-identity-provider';
import { tokenExpiringIn } from './testing/fake-jwt';

const SHARED = '0d7e2c47-6c8e-4f1e-9d0a-3f5b2e8c1a77';
const GUEST = tokenExpiringIn(300, Date.now(), { repository_id: SHARED });
const user: components['schemas']['User'] = {
  userId: 'user-1',
  email: 'dev@example.com',
  emailVerified: true,
};
const unauthorized = { status: 401, body: { code: 'unauthorized', msg: 'Token expired' } };
const discovered = (repositoryId: string) => ({
  status: 200,
  body: { permissions: ['read:devices'], repositoryId },
});

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function connect(routes: Record<string, Route>, auth: AccessTokenSource) {
  server = await startContractServer(routes);
  const warnings: { message: string; detail: unknown }[] = [];
  const connected = connectFleet({
    baseUrl: server.url,
    auth,
    logger: { warn: (message, detail) => void warnings.push({ message, detail }) },
  });
  return { server, warnings, ...connected };
}

const authorizations = (s: ContractServer) =>
  s.exchanges.map(
    ({ request }) => `${request.method} ${request.url} ${request.headers.authorization}`,
  );

describe('SPEC §7 base: the host token for account endpoints, the guest token inside a shared repository', () => {
  it('fetches the guest token with the host token and sends it on the other calls', async () => {
    const { server, fleet, tokens } = await connect(
      {
        'GET /api/accounts/users': { status: 200, body: user },
        [`POST /api/accounts/organizations/guest/${SHARED}`]: {
          status: 200,
          body: { access: GUEST, expires_in: 300 },
        },
        'GET /api/v2beta/auth/discover': discovered(SHARED),
      },
      staticTokenAuth('host-token'),
    );
    tokens.setActiveRepository(SHARED);
    await fleet.auth.discoverPermissions();
    await fleet.accounts.getUser();
    await fleet.auth.discoverPermissions();
    expect(authorizations(server)).toEqual([
      `POST /api/accounts/organizations/guest/${SHARED} Bearer host-token`,
      `GET /api/v2beta/auth/discover Bearer ${GUEST}`,
      'GET /api/accounts/users Bearer host-token',
      `GET /api/v2beta/auth/discover Bearer ${GUEST}`,
    ]);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §7 a 401 triggers a token refresh', () => {
  it('renews the token once and sends the call again', async () => {
    let token = 'expired-token';
    const refresh = vi.fn(async () => void (token = 'renewed-token'));
    const { server, fleet } = await connect(
      {
        'GET /api/v2beta/auth/discover': (request) =>
          request.headers.authorization === 'Bearer renewed-token'
            ? discovered('personal')
            : unauthorized,
      },
      { getToken: async () => token, refresh },
    );
    await expect(fleet.auth.discoverPermissions()).resolves.toMatchObject({
      repositoryId: 'personal',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(authorizations(server)).toEqual([
      'GET /api/v2beta/auth/discover Bearer expired-token',
      'GET /api/v2beta/auth/discover Bearer renewed-token',
    ]);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §8 failed guest token refresh is only logged', () => {
  it('logs it, and the call fails with an ordinary 401', async () => {
    const { server, fleet, tokens, warnings } = await connect(
      {
        [`POST /api/accounts/organizations/guest/${SHARED}`]: {
          status: 403,
          body: { code: 'forbidden', msg: 'You are no longer a guest of this repository.' },
        },
        'GET /api/v2beta/auth/discover': unauthorized,
      },
      staticTokenAuth('host-token'),
    );
    tokens.setActiveRepository(SHARED);
    await expect(fleet.auth.discoverPermissions()).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 401,
    });
    // Once when the call is made, once when the 401 is looked at, once after the refresh.
    expect(warnings.map(({ message }) => message)).toEqual([
      `Could not refresh the guest token of repository ${SHARED}.`,
      `Could not refresh the guest token of repository ${SHARED}.`,
      `Could not refresh the guest token of repository ${SHARED}.`,
    ]);
    expect(warnings[0]!.detail).toMatchObject({
      message: 'We are unable to process your request, please try again.',
    });
    // Without a guest token the call goes out bare and is refused; the 401 refreshes the
    // tokens (SPEC §7), the guest token is asked for again, and the call is tried once more.
    expect(authorizations(server)).toEqual([
      `POST /api/accounts/organizations/guest/${SHARED} Bearer host-token`,
      'GET /api/v2beta/auth/discover undefined',
      `POST /api/accounts/organizations/guest/${SHARED} Bearer host-token`,
      `POST /api/accounts/organizations/guest/${SHARED} Bearer host-token`,
      'GET /api/v2beta/auth/discover undefined',
    ]);
    expect(server.problems()).toEqual([]);
  });
});

describe('a script whose API client is refused (SPEC §8 reconciled: the UI logs, a script rejects)', () => {
  it('rejects the first call with the provider’s reason, naming the client, and sends nothing', async () => {
    const idp = await startFakeIdentityProvider();
    try {
      idp.clients.set('nightly-ci', 'the-secret');
      const { server, fleet, warnings } = await connect(
        { 'GET /api/v2beta/auth/discover': discovered('personal') },
        clientCredentialsAuth({
          issuer: idp.issuer,
          clientId: 'nightly-ci',
          clientSecret: 'not-the-secret',
        }),
      );
      await expect(fleet.auth.discoverPermissions()).rejects.toMatchObject({
        name: 'TokenRequestError',
        status: 401,
        error: 'invalid_client',
        clientId: 'nightly-ci',
        message:
          'The identity provider refused API client "nightly-ci" (401 invalid_client): client authentication failed',
      });
      expect(server.exchanges).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      await idp.close();
    }
  });
});

describe('connectFleetView: an SDK of the resources given, others provided later', () => {
  it('calls the resources it was given, with the guest token inside a shared repository', async () => {
    server = await startContractServer({
      'GET /api/accounts/users': { status: 200, body: user },
      [`POST /api/accounts/organizations/guest/${SHARED}`]: {
        status: 200,
        body: { access: GUEST, expires_in: 300 },
      },
      'GET /api/v2beta/auth/discover': {
        status: 200,
        body: { permissions: ['read:devices'], repositoryId: SHARED },
      },
    });
    // No organizations resource given: the guest token comes from it all the same.
    const { fleet, tokens } = connectFleetView({
      baseUrl: server.url,
      auth: staticTokenAuth('host-token'),
      resources: { accounts: createAccountsResource, auth: createAuthResource },
    });
    tokens.setActiveRepository(SHARED);
    await expect(fleet.accounts.getUser()).resolves.toMatchObject({ email: 'dev@example.com' });
    await expect(fleet.auth.discoverPermissions()).resolves.toMatchObject({
      repositoryId: SHARED,
    });
    expect(server.exchanges.map(({ request }) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/accounts/users',
      `POST /api/accounts/organizations/guest/${SHARED}`,
      'GET /api/v2beta/auth/discover',
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('throws for a resource not given, and makes it once provided', async () => {
    server = await startContractServer({
      'GET /api/v2beta/fleets': {
        status: 200,
        body: { values: [], total: 0, offset: 0, limit: 10 },
      },
    });
    const { fleet, provideResources } = connectFleetView({
      baseUrl: server.url,
      auth: staticTokenAuth('host-token'),
      resources: {},
    });
    expect(() => fleet.fleets).toThrow('This SDK has no fleets resource (no factory for it).');
    provideResources({ fleets: createFleetsResource });
    expect(fleet.fleets).toBe(fleet.fleets);
    await expect(fleet.fleets.listFleets()).resolves.toMatchObject({ values: [] });
    expect(server.problems()).toEqual([]);
  });
});
