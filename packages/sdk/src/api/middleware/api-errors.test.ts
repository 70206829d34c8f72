import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFleetClient } from '../client';
import { FleetApiError } from '../../errors';
import {
  sendJson,
  startLocalServer,
  unreachableUrl,
  type LocalServer,
} from '../testing/local-server';
import type { TestPaths } from '../testing/test-paths';

/** What the next call gets back. */
let reply: { status: number; contentType?: string; body: string } = { status: 200, body: '{}' };

describe('errors → FleetApiError', () => {
  let server: LocalServer;
  beforeEach(async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(
        reply.status,
        reply.contentType ? { 'Content-Type': reply.contentType } : {},
      );
      response.end(reply.body);
    });
  });
  afterEach(() => server.close());

  const client = () =>
    createFleetClient<TestPaths>({ baseUrl: `${server.url}/`, getToken: () => 'token' });

  async function failureOf(call: Promise<unknown>): Promise<FleetApiError> {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FleetApiError);
    return error as FleetApiError;
  }

  it('resolves with the data of a 2xx answer', async () => {
    reply = {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ deviceUuid: 'd1', deviceName: 'Gateway' }),
    };
    const { data } = await client().api.GET('/api/v2beta/devices/{id}', {
      params: { path: { id: 'd1' } },
    });
    expect(data).toEqual({ deviceUuid: 'd1', deviceName: 'Gateway' });
  });

  it('keeps the fields of a JSON error body', async () => {
    const body = { code: 'not_found', msg: 'No such device', description: 'Device d9 is unknown' };
    reply = { status: 404, contentType: 'application/json', body: JSON.stringify(body) };

    const error = await failureOf(
      client().api.GET('/api/v2beta/devices/{id}', { params: { path: { id: 'd9' } } }),
    );

    expect(error).toMatchObject({
      name: 'FleetApiError',
      status: 404,
      code: 'not_found',
      message: 'No such device',
      description: 'Device d9 is unknown',
      body,
      method: 'GET',
      url: `${server.url}/api/v2beta/devices/d9`,
    });
  });

  it('names the missing permission of a 403 in the message and in `permission`', async () => {
    reply = {
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'forbidden',
        msg: 'You do not have permission to perform this action.',
        permission: 'initiate:updates',
      }),
    };
    const error = await failureOf(client().api.GET('/api/v2beta/devices'));
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      permission: 'initiate:updates',
      message:
        'You do not have permission to perform this action. Missing permission: initiate:updates.',
    });
  });

  it('uses the description when the body has no msg', async () => {
    reply = {
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'conflict', description: 'The fleet name is taken' }),
    };
    const error = await failureOf(client().api.GET('/api/v2beta/devices'));
    expect(error.message).toBe('The fleet name is taken');
  });

  it('keeps a text body and uses it as the message', async () => {
    reply = { status: 502, contentType: 'text/plain', body: 'Upstream timed out' };
    const error = await failureOf(client().api.GET('/api/v2beta/devices'));
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      message: 'Upstream timed out',
      body: 'Upstream timed out',
    });
  });

  it('summarises the HTTP status when the body says nothing readable', async () => {
    reply = { status: 500, contentType: 'text/html', body: '<html><h1>Oops</h1></html>' };
    const error = await failureOf(
      client().api.DELETE('/api/v2beta/devices/{id}', { params: { path: { id: 'd1' } } }),
    );
    expect(error.message).toBe(
      'DELETE /api/v2beta/devices/d1 failed with HTTP 500 Internal Server Error.',
    );
    expect(error.body).toBe('<html><h1>Oops</h1></html>');

    reply = { status: 403, body: '' };
    const empty = await failureOf(client().api.GET('/api/v2beta/devices'));
    expect(empty).toMatchObject({
      status: 403,
      body: undefined,
      message: 'GET /api/v2beta/devices failed with HTTP 403 Forbidden.',
    });
  });

  it('turns a network failure into status 0 with the cause', async () => {
    const offline = createFleetClient<TestPaths>({
      baseUrl: await unreachableUrl(),
      getToken: () => 'token',
    });
    const error = await failureOf(offline.api.GET('/api/v2beta/devices'));
    expect(error.status).toBe(0);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(
      /^GET \/api\/v2beta\/devices failed: the server could not be reached/,
    );
  });

  it('lets an aborted call reject with the AbortError, not a FleetApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await client()
      .api.GET('/api/v2beta/devices', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(FleetApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('SPEC §8 update initiation errors (through the client)', () => {
  let server: LocalServer;
  let errorBody: unknown;
  beforeEach(async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 400, errorBody));
  });
  afterEach(() => server.close());

  const client = () => createFleetClient<TestPaths>({ baseUrl: server.url, getToken: () => 't' });
  const initiations = {
    'POST /api/v2beta/updates': () =>
      client().api.POST('/api/v2beta/updates', { body: { packageIds: ['p1'], devices: ['d1'] } }),
    'POST /api/v2beta/updates/devices/{deviceUuid}': () =>
      client().api.POST('/api/v2beta/updates/devices/{deviceUuid}', {
        params: { path: { deviceUuid: 'd1' } },
        body: { packageIds: ['p1'] },
      }),
  };

  it.each(Object.entries(initiations))(
    '%s uses the SPEC §8 summary for a known code',
    async (_, call) => {
      errorBody = { code: 'device_has_active_update', msg: 'ignored for known codes' };
      await expect(call()).rejects.toMatchObject({
        status: 400,
        code: 'device_has_active_update',
        message: 'An active update exists on the device.',
      });
    },
  );

  it.each(Object.entries(initiations))(
    '%s reports the server message for another code',
    async (_, call) => {
      errorBody = { code: 'ecu_busy', msg: 'The ECU is busy' };
      await expect(call()).rejects.toMatchObject({
        message: 'Unable to initiate update. Reported error: The ECU is busy',
      });
    },
  );

  it('reports the raw body when the server sent no message', async () => {
    errorBody = { code: 'weird' };
    await expect(initiations['POST /api/v2beta/updates']()).rejects.toMatchObject({
      message: 'Unable to initiate update. Reported error: {"code":"weird"}',
    });
  });

  it('keeps the server message for calls that are not update initiations', async () => {
    errorBody = { code: 'device_has_active_update', msg: 'Busy device' };
    await expect(client().api.GET('/api/v2beta/devices')).rejects.toMatchObject({
      message: 'Busy device',
    });
  });
});
