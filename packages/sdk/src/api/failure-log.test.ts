import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFleetClient } from './client';
import { FleetApiError } from '../errors';
import { createFailureLog } from './failure-log';
import {
  sendJson,
  startLocalServer,
  unreachableUrl,
  type LocalServer,
} from './testing/local-server';
import type { TestPaths } from './testing/test-paths';

const failure = (status: number, url: string) =>
  new FleetApiError({ status, message: `failed ${status}`, method: 'GET', url, code: 'x' });

describe('the recent failures of a client', () => {
  it('keeps the newest first, the path without its query, and drops the oldest past its size', () => {
    let tick = 0;
    const log = createFailureLog(2, () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
    log.record(failure(500, 'http://h/api/a?secret=1'));
    log.record(failure(404, 'http://h/api/b'));
    log.record(failure(403, 'http://h/api/c'));
    expect(log.entries.value).toEqual([
      {
        at: '2026-01-01T00:00:02.000Z',
        method: 'GET',
        path: '/api/c',
        status: 403,
        code: 'x',
        message: 'failed 403',
      },
      expect.objectContaining({ path: '/api/b', status: 404 }),
    ]);
    log.clear();
    expect(log.entries.value).toEqual([]);
  });

  describe('through the client', () => {
    let server: LocalServer;
    beforeEach(async () => {
      server = await startLocalServer((request, response) =>
        request.url?.startsWith('/api/v2beta/devices/missing')
          ? sendJson(response, 404, { code: 'not_found', description: 'No such device' })
          : sendJson(response, 200, { values: [], total: 0, offset: 0, limit: 10 }),
      );
    });
    afterEach(() => server.close());

    it('records each failed call, not the ones that succeed or that the caller aborted', async () => {
      const client = createFleetClient<TestPaths>({ baseUrl: server.url, getToken: () => 't' });
      await client.api.GET('/api/v2beta/devices');
      await client.api
        .GET('/api/v2beta/devices/{id}', { params: { path: { id: 'missing' } } })
        .catch(() => undefined);
      const controller = new AbortController();
      controller.abort();
      await client.api.GET('/api/v2beta/devices', { signal: controller.signal }).catch(() => 0);
      expect(client.failures.entries.value).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: '/api/v2beta/devices/missing',
          status: 404,
          code: 'not_found',
        }),
      ]);
    });

    it('records a server that could not be reached as status 0', async () => {
      const client = createFleetClient<TestPaths>({
        baseUrl: await unreachableUrl(),
        getToken: () => 't',
      });
      await client.api.GET('/api/v2beta/devices').catch(() => undefined);
      expect(client.failures.entries.value).toEqual([
        expect.objectContaining({ path: '/api/v2beta/devices', status: 0 }),
      ]);
    });
  });
});
