import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFleetClient } from '../client';
import { FleetApiError } from '../../errors';
import { sendJson, startLocalServer, type LocalServer } from '../testing/local-server';
import type { TestPaths } from '../testing/test-paths';

const page = { values: [], total: 0, offset: 0, limit: 10 };

/** A server that accepts only `Bearer <valid>`, and a client whose refresh makes it valid. */
async function setUp(options: { valid: string; refreshTo?: string; refreshFails?: boolean }) {
  const server = await startLocalServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${options.valid}`) {
      sendJson(response, 401, { code: 'unauthorized', msg: 'Token expired' });
    } else if (request.method === 'POST') {
      sendJson(response, 200, { updateId: 'echo', body: JSON.parse(request.body) as unknown });
    } else sendJson(response, 200, page);
  });
  let token = 'stale';
  const refresh = vi.fn(async () => {
    if (options.refreshFails) throw new Error('identity provider down');
    token = options.refreshTo ?? options.valid;
  });
  const onUnauthorized = vi.fn();
  const client = createFleetClient<TestPaths>({
    baseUrl: server.url,
    getToken: () => token,
    refresh,
    onUnauthorized,
  });
  return { server, client, refresh, onUnauthorized };
}

describe('SPEC §7 a 401 triggers a token refresh', () => {
  let server: LocalServer | undefined;
  afterEach(() => server?.close());

  it('refreshes once and retries once with the new token', async () => {
    const env = await setUp({ valid: 'fresh' });
    server = env.server;

    const { data } = await env.client.api.GET('/api/v2beta/devices');

    expect(data).toEqual(page);
    expect(env.refresh).toHaveBeenCalledTimes(1);
    expect(server.received.map((r) => r.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(env.onUnauthorized).not.toHaveBeenCalled();
  });

  it('re-sends the same body when the call has one', async () => {
    const env = await setUp({ valid: 'fresh' });
    server = env.server;
    const body = { packageIds: ['p1', 'p2'], devices: ['d1'] };

    const { data } = await env.client.api.POST('/api/v2beta/updates', { body });

    expect(data).toEqual({ updateId: 'echo', body });
    expect(server.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([body, body]);
  });

  it('fails with FleetApiError 401 after exactly one refresh and one retry', async () => {
    const env = await setUp({ valid: 'never', refreshTo: 'still-wrong' });
    server = env.server;

    const error = await env.client.api.GET('/api/v2beta/devices').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Token expired' });
    expect(env.refresh).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveLength(2);
    expect(env.onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('fails at once when the refresh itself fails', async () => {
    const env = await setUp({ valid: 'fresh', refreshFails: true });
    server = env.server;

    await expect(env.client.api.GET('/api/v2beta/devices')).rejects.toMatchObject({ status: 401 });
    expect(env.refresh).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveLength(1);
  });

  it('shares one refresh among calls that fail together', async () => {
    const env = await setUp({ valid: 'fresh' });
    server = env.server;

    const results = await Promise.all([
      env.client.api.GET('/api/v2beta/devices'),
      env.client.api.GET('/api/v2beta/devices'),
      env.client.api.GET('/api/v2beta/devices'),
    ]);

    expect(results.map((r) => r.data)).toEqual([page, page, page]);
    expect(env.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not retry without a refresh function', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 401, { code: 'unauthorized', msg: 'Token expired' }),
    );
    const client = createFleetClient<TestPaths>({ baseUrl: server.url, getToken: () => 't' });

    await expect(client.api.GET('/api/v2beta/devices')).rejects.toMatchObject({ status: 401 });
    expect(server.received).toHaveLength(1);
  });
});
