import { afterEach, describe, expect, it } from 'vitest';
import { createFleetClient } from '../api/client';
import { FleetValidationError } from '../domain/validation';
import {
  createApiClientsResource,
  type ApiClient,
  type ApiClientRequest,
  type ApiClientWithSecret,
} from './api-clients';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const ciClient: ApiClient = {
  clientId: 'ci-nightly-7f3a',
  name: 'ci-nightly',
  type: 'api-v2',
  description: 'Uploads nightly builds',
  access_token_lifetime_seconds: 3600,
  createdAt: '2025-03-02T08:00:00Z',
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  const client = createFleetClient({
    baseUrl: server.url,
    getToken: (kind) => (kind === 'host' ? 'host-token' : 'guest-token'),
  });
  return { server, apiClients: createApiClientsResource(client) };
}

describe('SPEC §7 API clients', () => {
  it('lists the clients with the host token', async () => {
    const { server, apiClients } = await serve({
      'GET /api/accounts/users/clients': { status: 200, body: [ciClient] },
    });
    await expect(apiClients.listApiClients()).resolves.toEqual([ciClient]);
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer host-token');
    expect(server.problems()).toEqual([]);
  });

  it('creates a client and hands back its secret', async () => {
    const created: ApiClientWithSecret = { ...ciClient, clientSecret: 'Zt4q9kLm2xVb7nRw' };
    const { server, apiClients } = await serve({
      'POST /api/accounts/users/clients': { status: 201, body: created },
    });
    const request: ApiClientRequest = {
      name: 'ci-nightly',
      type: 'api-v2',
      description: 'Uploads nightly builds',
      access_token_lifetime_seconds: 3600,
    };
    await expect(apiClients.createApiClient(request)).resolves.toEqual(created);
    expect(server.exchanges[0]!.request.json).toEqual(request);
    expect(server.problems()).toEqual([]);
  });

  it('changes and deletes a client', async () => {
    const renamed = { ...ciClient, name: 'ci-weekly' };
    const { server, apiClients } = await serve({
      'PATCH /api/accounts/users/clients/ci-nightly-7f3a': { status: 200, body: renamed },
      'DELETE /api/accounts/users/clients/ci-nightly-7f3a': { status: 204 },
    });
    await expect(
      apiClients.updateApiClient('ci-nightly-7f3a', { name: 'ci-weekly' }),
    ).resolves.toEqual(renamed);
    await expect(apiClients.deleteApiClient('ci-nightly-7f3a')).resolves.toBeUndefined();
    expect(server.exchanges[0]!.request.json).toEqual({ name: 'ci-weekly' });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 an API client needs name and type', () => {
  it('refuses a client without name or type, or of an unknown type, before any request', async () => {
    const { server, apiClients } = await serve({});
    await expect(apiClients.createApiClient({ name: '', type: 'provision' })).rejects.toThrow(
      'Name is required',
    );
    await expect(apiClients.createApiClient({ name: 'x' } as ApiClientRequest)).rejects.toThrow(
      'Choose a type of API client.',
    );
    await expect(
      apiClients.createApiClient({ name: 'x', type: 'admin' } as unknown as ApiClientRequest),
    ).rejects.toThrow('type must be one of provision, api-v2, api-minimal');
    await expect(apiClients.updateApiClient('c1', {})).rejects.toBeInstanceOf(FleetValidationError);
    await expect(apiClients.deleteApiClient('')).rejects.toThrow('clientId is required');
    expect(server.exchanges).toEqual([]);
  });

  it.each(['provision', 'api-v2', 'api-minimal'] as const)('accepts the type %s', async (type) => {
    const { server, apiClients } = await serve({
      'POST /api/accounts/users/clients': () => ({
        status: 201,
        body: { ...ciClient, type, clientSecret: 's' },
      }),
    });
    await apiClients.createApiClient({ name: 'c', type });
    expect(server.exchanges[0]!.request.json).toEqual({ name: 'c', type });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §6 an account without API client rights', () => {
  it('is told it may not use API clients and should upgrade', async () => {
    const { server, apiClients } = await serve({
      'GET /api/accounts/users/clients': {
        status: 403,
        body: { code: 'forbidden', msg: 'Forbidden' },
      },
    });
    await expect(apiClients.listApiClients()).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 403,
      message:
        'Your account does not have permission to use API clients. Upgrade to a Commercial account to use them.',
    });
    expect(server.problems()).toEqual([]);
  });
});
