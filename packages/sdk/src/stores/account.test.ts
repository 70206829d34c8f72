import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../resources/api-clients';
import { createAccountStore } from './account';
import { deferred, fakeFleet, type FakeAnswer } from './testing/fake-fleet';

const CLIENTS = 'GET /api/accounts/users/clients';
const CREATE = 'POST /api/accounts/users/clients';
const CLIENT = '/api/accounts/users/clients/{clientId}';

const client = (clientId: string, name = clientId): ApiClient => ({
  clientId,
  name,
  type: 'api-v2',
});
const forbidden: FakeAnswer = {
  status: 403,
  body: { code: 'forbidden', msg: 'Missing right apiClients:read.' },
};

function setup(routes: Parameters<typeof fakeFleet>[0] = {}, userId?: string) {
  const api = fakeFleet({ [CLIENTS]: { status: 200, body: [client('ci')] }, ...routes });
  const store = createAccountStore({
    fleet: api.fleet,
    ...(userId && { userId: signal<string | undefined>(userId) }),
  });
  return { api, store };
}

describe('SPEC §3 API clients', () => {
  it('lists the user’s API clients', async () => {
    const { api, store } = setup();
    await store.loadApiClients();
    expect(store.apiClients.value).toEqual([client('ci')]);
    expect(store.noPermission.value).toBe(false);
    expect(api.problems()).toEqual([]);
  });

  it('shows the secret of a new client once, and lists it without the secret', async () => {
    const { api, store } = setup({
      [CREATE]: {
        status: 201,
        body: { ...client('new', 'Deploy'), clientSecret: 's3cr3t' },
      },
    });
    await store.loadApiClients();
    const created = await store.createApiClient({ name: 'Deploy', type: 'api-v2' });
    expect(created.clientSecret).toBe('s3cr3t');
    expect(store.createdClient.value?.clientSecret).toBe('s3cr3t');
    expect(store.apiClients.value?.at(-1)).toEqual(client('new', 'Deploy'));
    store.dismissSecret();
    expect(store.createdClient.value).toBeUndefined();
    expect(api.problems()).toEqual([]);
  });

  it('refuses a client without a name or type before sending (SPEC §5)', async () => {
    const { api, store } = setup();
    await expect(store.createApiClient({ name: '', type: 'api-v2' })).rejects.toThrow();
    expect(api.sent(CREATE)).toHaveLength(0);
  });

  it('edits and deletes a client in the list', async () => {
    const { api, store } = setup({
      [`PATCH ${CLIENT}`]: { status: 200, body: client('ci', 'Renamed') },
      [`DELETE ${CLIENT}`]: { status: 204 },
    });
    await store.loadApiClients();
    await store.updateApiClient('ci', { name: 'Renamed' });
    expect(store.apiClients.value?.[0]?.name).toBe('Renamed');
    await store.deleteApiClient('ci');
    expect(store.apiClients.value).toEqual([]);
    expect(api.problems()).toEqual([]);
  });
});

describe('SPEC §6 an account without API client permission', () => {
  it('raises the no-permission flag with the upgrade message, and rethrows', async () => {
    const { store } = setup({ [CLIENTS]: forbidden });
    await expect(store.loadApiClients()).rejects.toMatchObject({ status: 403 });
    expect(store.noPermission.value).toBe(true);
    expect(store.noPermissionMessage).toMatch(/permission to use API clients/);
    expect(store.error.value?.message).toBe(store.noPermissionMessage);
  });

  it('does not call another failure a missing permission', async () => {
    const { store } = setup({ [CLIENTS]: { status: 500, body: { code: 'x', msg: 'Down.' } } });
    await expect(store.loadApiClients()).rejects.toMatchObject({ status: 500 });
    expect(store.noPermission.value).toBe(false);
  });
});

describe('SPEC §7 keys and credentials', () => {
  it('rotates each key, one at a time, for the signed-in user', async () => {
    const hold = deferred<FakeAnswer>();
    const { api, store } = setup(
      {
        'PUT /api/accounts/users/{userId}/keys/provision/rotate': () => hold.promise,
        'PUT /api/accounts/users/{userId}/keys/garage-tools/rotate': { status: 204 },
        'PUT /api/v1/user_repo/root/rotate': { status: 204 },
      },
      'user-1',
    );
    const provision = store.rotateKey('provision');
    expect(store.rotating.value).toBe('provision');
    await expect(store.rotateKey('root')).rejects.toThrow('already in progress');
    hold.resolve({ status: 204 });
    await provision;
    await store.rotateKey('garageTools');
    await store.rotateKey('root');
    expect(store.rotating.value).toBeUndefined();
    expect(api.requests.map((r) => r.path)).toEqual([
      '/api/accounts/users/user-1/keys/provision/rotate',
      '/api/accounts/users/user-1/keys/garage-tools/rotate',
      '/api/v1/user_repo/root/rotate',
    ]);
    expect(api.problems()).toEqual([]);
  });

  it('downloads credentials.zip, reading the user id from the API when not given', async () => {
    const { api, store } = setup({
      'GET /api/accounts/users': {
        status: 200,
        body: { userId: 'user-2', email: 'dev@example.com', emailVerified: true },
      },
      'GET /api/accounts/users/{userId}/keys/credentials.zip': {
        status: 200,
        body: 'PK-zip-bytes',
        contentType: 'application/zip',
        headers: { 'Content-Disposition': 'attachment; filename="credentials.zip"' },
      },
    });
    const downloaded = store.downloadCredentials();
    expect(store.downloading.value).toBe(true);
    const file = await downloaded;
    expect(file.filename).toBe('credentials.zip');
    expect(store.downloading.value).toBe(false);
    expect(api.requests.at(-1)?.path).toBe('/api/accounts/users/user-2/keys/credentials.zip');
  });
});
