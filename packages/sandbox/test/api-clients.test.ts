import { createFleetClient } from '@fleet/sdk';
import { formatMessage } from '@fleet/sdk/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClientsResource } from '../../sdk/src/resources/api-clients.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { readOnlyGuestToken } from './helpers/guest-token.js';
import { clientCredentialsTokens, tokenRequest, tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

const CLIENTS = '/api/accounts/users/clients';

let sandbox: Sandbox;
let dev: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

interface CreatedClient {
  clientId: string;
  clientSecret: string;
  type: string;
  access_token_lifetime_seconds: number;
}

async function createClient(body: Record<string, unknown>, token = dev): Promise<CreatedClient> {
  const created = await call(sandbox, CLIENTS, { method: 'POST', token, body });
  expect(created.status).toBe(201);
  return created.body as CreatedClient;
}

/** A client credentials token, the client authenticating with HTTP Basic. */
async function clientToken({ clientId, clientSecret }: CreatedClient) {
  return clientCredentialsTokens(sandbox.url, clientId, clientSecret);
}

describe('SPEC §7 Accounts: API clients', () => {
  it('creates a client whose secret is shown once, lists, changes and deletes it', async () => {
    expect((await call(sandbox, CLIENTS, { token: dev })).body).toEqual([]);

    const created = await createClient({
      name: 'CI nightly',
      type: 'api-v2',
      description: 'Uploads nightly builds',
      access_token_lifetime_seconds: 600,
    });
    expect(created).toMatchObject({
      clientId: expect.stringMatching(/^ci-nightly-/),
      clientSecret: expect.any(String),
      name: 'CI nightly',
      type: 'api-v2',
      description: 'Uploads nightly builds',
      access_token_lifetime_seconds: 600,
      createdAt: expect.any(String),
    });

    const listed = await call(sandbox, CLIENTS, { token: dev });
    expect(listed.body).toEqual([
      expect.objectContaining({ clientId: created.clientId, name: 'CI nightly' }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.clientSecret);

    const path = `${CLIENTS}/${created.clientId}`;
    const changed = await call(sandbox, path, {
      method: 'PATCH',
      token: dev,
      body: { name: 'CI weekly', access_token_lifetime_seconds: 120 },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        clientId: created.clientId,
        name: 'CI weekly',
        description: 'Uploads nightly builds',
        type: 'api-v2',
        access_token_lifetime_seconds: 120,
      },
    });

    expect((await call(sandbox, path, { method: 'DELETE', token: dev })).status).toBe(204);
    expect((await call(sandbox, path, { method: 'DELETE', token: dev })).status).toBe(404);
    expect((await call(sandbox, CLIENTS, { token: dev })).body).toEqual([]);
  });

  it('SPEC §5 needs a name and a type of provision, api-v2 or api-minimal', async () => {
    const cases: Array<[unknown, string]> = [
      [{ type: 'api-v2' }, 'Name is required'],
      [{ name: '  ', type: 'api-v2' }, 'Name is required'],
      [{ name: 'x' }, 'Choose a type of API client.'],
      [{ name: 'x', type: 'admin' }, 'type must be one of provision, api-v2, api-minimal'],
      [
        { name: 'x', type: 'api-v2', access_token_lifetime_seconds: 10 },
        'access_token_lifetime_seconds must be an integer from 60 to 2592000',
      ],
      [{ name: 'x', type: 'api-v2', description: 7 }, 'description must be a string'],
      [[], 'The body must be a JSON object.'],
    ];
    for (const [body, msg] of cases) {
      const response = await call(sandbox, CLIENTS, { method: 'POST', token: dev, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response.body).msg).toBe(msg);
    }
  });

  it('refuses to change the type or nothing, and hides other users’ clients (404)', async () => {
    const created = await createClient({ name: 'Provisioner', type: 'provision' });
    const path = `${CLIENTS}/${created.clientId}`;
    const typeChange = await call(sandbox, path, {
      method: 'PATCH',
      token: dev,
      body: { type: 'api-v2' },
    });
    expect(typeChange.status).toBe(400);
    expect(errorOf(typeChange.body).msg).toBe('The type of an API client cannot change.');
    const empty = await call(sandbox, path, { method: 'PATCH', token: dev, body: {} });
    expect(errorOf(empty.body).msg).toBe('properties is required');

    const admin = (await tokensFor(sandbox.url, 'admin@example.com')).access_token;
    for (const method of ['PATCH', 'DELETE']) {
      const body = method === 'PATCH' ? { name: 'mine now' } : undefined;
      expect((await call(sandbox, path, { method, token: admin, body })).status).toBe(404);
    }
    expect(
      (await call(sandbox, `${CLIENTS}/no-such-client`, { method: 'DELETE', token: dev })).status,
    ).toBe(404);
  });
});

describe('SPEC §3 API client journey: create, client credentials, call the API', () => {
  it('gives each type its permissions, the requested token lifetime, and stops at deletion', async () => {
    const minimal = await createClient({
      name: 'Dashboard reader',
      type: 'api-minimal',
      access_token_lifetime_seconds: 300,
    });
    const tokens = await clientToken(minimal);
    expect(tokens.expires_in).toBe(300);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sub: minimal.clientId,
      api_client_type: 'api-minimal',
    });

    const discover = await call(sandbox, '/api/v2beta/auth/discover', {
      token: tokens.access_token,
    });
    expect(discover.status).toBe(200);
    const permissions = (discover.body as { permissions: string[] }).permissions;
    expect(permissions).toEqual(expect.arrayContaining(['read:devices', 'read:packages']));
    expect(permissions).not.toContain('upload:packages');
    // Read-only: remote access and the account's own API clients are out of reach.
    expect(
      (
        await call(sandbox, '/api/v2beta/remote-access/user/public-keys', {
          token: tokens.access_token,
        })
      ).status,
    ).toBe(403);
    expect((await call(sandbox, CLIENTS, { token: tokens.access_token })).status).toBe(403);

    const full = await createClient({ name: 'Release pipeline', type: 'api-v2' });
    const fullToken = (
      await tokenRequest(`${sandbox.url}/idp`, {
        grant_type: 'client_credentials',
        client_id: full.clientId,
        client_secret: full.clientSecret,
      })
    ).access_token;
    const fullPermissions = (
      (await call(sandbox, '/api/v2beta/auth/discover', { token: fullToken })).body as {
        permissions: string[];
      }
    ).permissions;
    expect(fullPermissions).toEqual(
      expect.arrayContaining(['upload:packages', 'initiate:remoteSessions']),
    );
    expect(fullPermissions).not.toContain('create:apiClients');
    expect(
      (await call(sandbox, '/api/v2beta/remote-access/user/public-keys', { token: fullToken }))
        .status,
    ).toBe(200);

    const provision = await createClient({ name: 'Factory line', type: 'provision' });
    const provisionPermissions = (
      (
        await call(sandbox, '/api/v2beta/auth/discover', {
          token: (await clientToken(provision)).access_token,
        })
      ).body as { permissions: string[] }
    ).permissions;
    expect(provisionPermissions).toEqual(['create:devices/token']);

    await call(sandbox, `${CLIENTS}/${minimal.clientId}`, { method: 'DELETE', token: dev });
    expect(
      (await call(sandbox, '/api/v2beta/auth/discover', { token: tokens.access_token })).status,
    ).toBe(401);
    await expect(clientToken(minimal)).rejects.toThrow(/invalid_client/);
  });
});

describe('SPEC §6 API client permission', () => {
  it('answers a Maker account 403 with the upgrade message', async () => {
    const maker = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { name: 'x', type: 'api-v2' }],
    ] as const) {
      const response = await call(sandbox, CLIENTS, { method, token: maker, body });
      expect(response.status).toBe(403);
      expect(errorOf(response.body).description).toBe(
        formatMessage('rights.apiClientsNotPermitted'),
      );
    }
  });

  it('answers the read-only guest working in the shared repository 403', async () => {
    const access = await readOnlyGuestToken(sandbox);
    const response = await call(sandbox, CLIENTS, { token: access });
    expect(response.status).toBe(403);
    expect(errorOf(response.body).description).toContain('read:apiClients');
  });
});

describe('SDK api-clients resource against the sandbox', () => {
  it('creates, lists, changes and deletes; a Maker reads the upgrade message', async () => {
    const clients = createApiClientsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => dev }),
    );
    const created = await clients.createApiClient({ name: 'SDK script', type: 'api-minimal' });
    expect(created.clientSecret).toEqual(expect.any(String));
    expect((await clients.listApiClients()).map((c) => c.clientId)).toContain(created.clientId);
    expect(
      await clients.updateApiClient(created.clientId, { description: 'from a test' }),
    ).toMatchObject({ description: 'from a test' });
    await clients.deleteApiClient(created.clientId);
    expect((await clients.listApiClients()).map((c) => c.clientId)).not.toContain(created.clientId);

    const maker = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
    const makerClients = createApiClientsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => maker }),
    );
    await expect(makerClients.listApiClients()).rejects.toThrow(
      formatMessage('rights.apiClientsNotPermitted'),
    );
  });
});
