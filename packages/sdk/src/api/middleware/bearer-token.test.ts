import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFleetClient } from '../client';
import { startLocalServer, sendJson, type LocalServer } from '../testing/local-server';
import type { TestPaths } from '../testing/test-paths';
import { tokenKindFor } from './bearer-token';

describe('SPEC §7 bearer token: the host token for account endpoints', () => {
  let server: LocalServer;
  beforeEach(async () => {
    server = await startLocalServer((request, response) => {
      if (request.url.startsWith('/api/accounts')) {
        sendJson(response, 200, { userId: 'u1', email: 'dev@example.com' });
      } else sendJson(response, 200, { values: [], total: 0, offset: 0, limit: 10 });
    });
  });
  afterEach(() => server.close());

  const tokens = { host: 'host-token', active: 'guest-token' } as const;

  it('sends the host token to /api/accounts/... and the active-repository token elsewhere', async () => {
    const getToken = vi.fn((kind: 'host' | 'active') => tokens[kind]);
    const client = createFleetClient<TestPaths>({ baseUrl: server.url, getToken });

    await client.api.GET('/api/accounts/users');
    await client.api.GET('/api/v2beta/devices');

    expect(server.received.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/accounts/users', 'Bearer host-token'],
      ['/api/v2beta/devices', 'Bearer guest-token'],
    ]);
    expect(getToken.mock.calls).toEqual([['host'], ['active']]);
  });

  it('awaits an asynchronous getToken', async () => {
    const client = createFleetClient<TestPaths>({
      baseUrl: server.url,
      getToken: async (kind) => tokens[kind],
    });
    await client.api.GET('/api/v2beta/devices');
    expect(server.received[0]?.headers.authorization).toBe('Bearer guest-token');
  });

  it('sends no Authorization header when there is no token', async () => {
    const client = createFleetClient<TestPaths>({ baseUrl: server.url, getToken: () => undefined });
    await client.api.GET('/api/v2beta/devices');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('gives the upload the same Authorization as a call to its path', async () => {
    const client = createFleetClient<TestPaths>({
      baseUrl: server.url,
      getToken: (k) => tokens[k],
    });
    await expect(client.authorization('/api/v2beta/packages')).resolves.toBe('Bearer guest-token');
    await expect(client.authorization('/api/accounts/users')).resolves.toBe('Bearer host-token');
  });
});

describe('tokenKindFor', () => {
  it.each([
    ['/api/accounts/users', 'host'],
    ['/api/accounts/users/{userId}/keys/credentials.zip', 'host'],
    ['/api/accounts/organizations/guest/{repositoryId}', 'host'],
    ['/api/v2beta/devices', 'active'],
    ['/api/v2beta/subscriptions/start-free-trial', 'host'],
    ['/api/v1/user_repo/root/rotate', 'host'],
    ['/api/v2beta/packages', 'active'],
    ['/api/accountsfoo', 'active'],
  ])('%s → %s', (path, kind) => {
    expect(tokenKindFor(path)).toBe(kind);
  });
});
