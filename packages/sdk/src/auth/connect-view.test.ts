import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../api/schema';
import { createAccountsResource } from '../resources/accounts';
import { createAuthResource } from '../resources/auth';
import { createFleetsResource } from '../resources/fleets';
import { startContractServer, type ContractServer } from '../resources/testing/contract-server';
import { connectFleetView } from './connect';
import { staticTokenAuth } from './static-token';
import { tokenExpiringIn } from './testing/fake-jwt';

const SHARED = '0d7e2c47-6c8e-4f1e-9d0a-3f5b2e8c1a77';
const GUEST = tokenExpiringIn(300, Date.now(), { repository_id: SHARED });
const user: components['schemas']['User'] = {
  userId: 'user-1',
  email: 'dev@example.com',
  emailVerified: true,
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
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
