import type { components } from '@fleet/sdk';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../src/http/request-limits.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { domainCallers, type DomainCallers } from './helpers/device-domain.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

// Issue #10 point 2: the input limits every call shares (docs/sandbox.md "Input limits").

type Schemas = components['schemas'];

let sandbox: Sandbox;
let who: DomainCallers;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 30 });
  who = await domainCallers(sandbox);
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

const get = (path: string, token = who.dev) => call(sandbox, path, { token });

/** A raw call: any body, any content type; the answer's status and error body. */
async function send(
  path: string,
  { method = 'POST', body, contentType }: { method?: string; body: BodyInit; contentType?: string },
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${who.dev}`,
      ...(contentType === undefined ? {} : { 'Content-Type': contentType }),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('control characters in text parameters', () => {
  const searches = ['a b', 'a-b', 'line 3', 'Sensor', 'x_%'];
  const answers = async () =>
    Promise.all(
      searches.map(
        async (text) =>
          (await get(`/api/v2beta/devices?nameContains=${encodeURIComponent(text)}`)).body,
      ),
    );

  it('refuses a NUL in a device search with 400, and later searches answer as before', async () => {
    const before = await answers();
    for (const token of [who.dev, who.guest, who.maker]) {
      const refused = await get(`/api/v2beta/devices?nameContains=ab%00c`, token);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).msg).toBe(
        'The query parameter "nameContains" holds a control character, which no parameter accepts.',
      );
    }
    expect(await answers()).toEqual(before);
  });

  it('refuses a NUL in any text of a JSON body, on either engine, and stores nothing', async () => {
    const name = 'nul\u0000fleet';
    const refused = await send('/api/v2beta/fleets', {
      body: JSON.stringify({ name, fleetType: 'static' }),
      contentType: 'application/json',
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).msg).toBe(
      'A text of the body holds the NUL character (\\u0000), which no field accepts.',
    );
    const nested = await send('/api/accounts/users/metadata/v2', {
      body: JSON.stringify({ notes: ['ok', { deeper: 'a\u0000b' }] }),
      contentType: 'application/json',
    });
    expect(nested.status).toBe(400);
    const fleets = (await get('/api/v2beta/fleets?nameContains=nul')).body as {
      values: { name: string }[];
    };
    expect(fleets.values.map((fleet) => fleet.name)).not.toContain(name);
    // A backslash and the letters u0000 are text like any other.
    const literal = await send('/api/v2beta/fleets', {
      body: JSON.stringify({ name: 'not\\u0000nul', fleetType: 'static' }),
      contentType: 'application/json',
    });
    expect(literal.status).toBe(201);
  });

  it('refuses control characters in any query parameter and in the path', async () => {
    for (const path of [
      '/api/v2beta/fleets?nameContains=%1Bline',
      '/api/v2beta/packages?nameContains=a%0Ab',
      '/api/v2beta/devices/hardware-ids?x=%7F',
    ])
      expect((await get(path)).status, path).toBe(400);
    const inPath = await get('/api/v2beta/lockboxes/line%003');
    expect(inPath.status).toBe(400);
    expect(errorOf(inPath.body).msg).toBe(
      'The path holds a control character, which no path accepts.',
    );
  });
});

describe('integers outside their documented range', () => {
  const lists = [
    '/api/v2beta/devices',
    '/api/v2beta/fleets',
    '/api/v2beta/packages',
    '/api/v2beta/packages-grouped',
    '/api/v2beta/updates',
    '/api/v2beta/provision-claim',
    '/api/v2beta/devices/packages',
  ];

  it('answers 400, not 500, to offsets of 2^63 and above on every list', async () => {
    for (const list of lists)
      for (const offset of ['9223372036854775808', '18446744073709551616', '2147483648']) {
        const { status, body } = await get(`${list}?offset=${offset}`);
        expect(status, `${list}?offset=${offset}`).toBe(400);
        expect(errorOf(body).msg).toBe('offset must be at most 2147483647');
      }
  });

  it('still serves the largest documented offset and caps limit at 1000', async () => {
    for (const list of lists) {
      const { status } = await get(`${list}?offset=2147483647`);
      expect(status, list).toBe(200);
    }
    // Above the documented 1000, SPEC's cap applies rather than a refusal.
    const page = (await api(sandbox, '/api/v2beta/devices?limit=5000', { token: who.dev }))
      .body as Schemas['DevicePage'];
    expect(page.limit).toBe(1000);
  });

  it('bounds metric times and lockbox versions', async () => {
    const device = ((await get('/api/v2beta/devices?limit=1')).body as Schemas['DevicePage'])
      .values[0]!;
    const huge = await get(
      `/api/v2beta/device-data/devices/${device.deviceUuid}/metrics?from=0&to=99999999999999999999`,
    );
    expect(huge.status).toBe(400);
    expect(errorOf(huge.body).msg).toBe('to must be at most 8640000000000000');
    const version = await get('/api/v2beta/lockboxes/none?version=9223372036854775808');
    expect(version.status).toBe(400);
  });
});

describe('JSON bodies', () => {
  it('refuses a body over 1 MiB with 413 and the error body; nothing is stored', async () => {
    const value = 'x'.repeat(JSON_BODY_LIMIT_BYTES);
    const refused = await send('/api/accounts/users/metadata/v2', {
      body: JSON.stringify({ key: 'huge', value }),
      contentType: 'application/json',
    });
    expect(refused.status).toBe(413);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'payload_too_large',
      msg: 'The body is larger than the 1 MiB the API accepts.',
    });
    const options = (await get('/api/accounts/users/metadata/v2')).body as Record<string, unknown>;
    expect(JSON.stringify(options)).not.toContain('huge');
  });

  it('refuses a body of unknown length over 1 MiB as it arrives', async () => {
    // Chunked, so no Content-Length announces it; the answer comes before the sender is done.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${sandbox.url}/api/v2beta/fleets`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${who.dev}`, 'Content-Type': 'application/json' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      const chunk = ' '.repeat(64 * 1024);
      let sent = 0;
      const write = (): void => {
        while (sent <= 2 * JSON_BODY_LIMIT_BYTES) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });
    expect(status).toBe(413);
  });

  it('answers 415 to JSON sent as text/plain, form data or without a type, on every kind of call', async () => {
    const fleet = JSON.stringify({ name: 'Sent as text' });
    const option = JSON.stringify({ key: 'sentAsText', value: 1 });
    for (const [path, body] of [
      ['/api/v2beta/fleets', fleet],
      ['/api/accounts/users/metadata/v2', option],
    ] as const) {
      for (const contentType of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        undefined,
      ]) {
        const blob = contentType === undefined ? new Blob([body]) : body;
        const refused = await send(path, { body: blob, contentType });
        expect(refused.status, `${path} as ${contentType}`).toBe(415);
        expect(errorOf(refused.body)).toMatchObject({
          code: 'unsupported_media_type',
          msg: 'The body must be JSON, sent with Content-Type: application/json.',
        });
      }
      const form = new FormData();
      form.set('body', body);
      expect((await send(path, { body: form })).status, `${path} as form data`).toBe(415);
    }
    const fleets = (await get('/api/v2beta/fleets?nameContains=Sent')).body as Schemas['FleetPage'];
    expect(fleets.total).toBe(0);
    const created = await send('/api/v2beta/fleets', {
      body: fleet,
      contentType: 'application/json; charset=utf-8',
    });
    expect(created.status).toBe(201);
  });

  it('keeps the package upload under its own limit: a 2 MiB file is stored', async () => {
    const response = await fetch(
      `${sandbox.url}/api/v2beta/packages?name=big-app&version=1.0.0&hardwareId=docker-compose`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${who.dev}`, 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(2 * 1024 * 1024),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ size: 2 * 1024 * 1024 });
  });
});

describe('dynamic fleet expressions', () => {
  const clauses = (n: number) =>
    Array.from({ length: n }, (_, i) => `name contains unit-${i}`).join(' or ');

  it('refuses expressions of 1,100 or 101 clauses, or over 4000 characters, with a readable 400', async () => {
    const create = (expression: string) =>
      call(sandbox, '/api/v2beta/fleets', {
        token: who.dev,
        method: 'POST',
        body: { name: 'Everything', fleetType: 'dynamic', expression },
      });
    const refused = await create(clauses(1100));
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).msg).toMatch(
      /^The expression is not valid: It is \d+ characters long; an expression may have at most 4000\.$/,
    );
    const short = Array.from({ length: 101 }, () => 'name is a').join(' or ');
    const tooMany = await create(short);
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).msg).toBe(
      'The expression is not valid: It has more than 100 clauses; split it into several fleets.',
    );
    const long = await call(sandbox, '/api/v2beta/fleets', {
      token: who.dev,
      method: 'POST',
      body: { name: 'Long', fleetType: 'dynamic', expression: `name contains ${'x'.repeat(4000)}` },
    });
    expect(long.status).toBe(400);
    expect(errorOf(long.body).msg).toBe(
      'The expression is not valid: It is 4014 characters long; an expression may have at most 4000.',
    );
  });

  it('serves a fleet of 100 clauses everywhere the fleet is read', async () => {
    const created = await call(sandbox, '/api/v2beta/fleets', {
      token: who.dev,
      method: 'POST',
      body: { name: 'Hundred clauses', fleetType: 'dynamic', expression: clauses(100) },
    });
    expect(created.status).toBe(201);
    const id = created.body as string;
    const device = ((await get('/api/v2beta/devices?limit=1')).body as Schemas['DevicePage'])
      .values[0]!;
    for (const path of [
      `/api/v2beta/fleets/${id}/devices`,
      `/api/v2beta/fleets/${id}/devices-stats`,
      `/api/v2beta/fleets-count?groupIds=${id}`,
      `/api/v2beta/fleets-devices?fleetIds=${id}`,
      `/api/v2beta/devices/${device.deviceUuid}`,
      `/api/v2beta/devices/fleet-membership?deviceUuids=${device.deviceUuid}`,
    ])
      expect((await get(path)).status, path).toBe(200);
    const renamed = await call(sandbox, `/api/v2beta/fleets/${id}`, {
      token: who.dev,
      method: 'PUT',
      body: { name: 'Hundred clauses, renamed', expression: clauses(100) },
    });
    expect(renamed.status).toBe(200);
  });

  it('a stored expression beyond the limits matches no device instead of breaking the repository', async () => {
    const stored = await sandbox.context.stores.fleets.create(who.devRepositoryId, {
      name: 'Stored before the limits',
      fleetType: 'dynamic',
      expression: clauses(1100),
    });
    if (typeof stored !== 'object') throw new Error('The fleet was not stored');
    const device = ((await get('/api/v2beta/devices?limit=1')).body as Schemas['DevicePage'])
      .values[0]!;
    const members = (await get(`/api/v2beta/fleets/${stored.id}/devices`))
      .body as Schemas['DevicePage'];
    expect(members.total).toBe(0);
    for (const path of [
      `/api/v2beta/fleets/${stored.id}/devices-stats`,
      `/api/v2beta/fleets-count?groupIds=${stored.id}`,
      `/api/v2beta/devices/${device.deviceUuid}`,
      `/api/v2beta/devices/fleet-membership?deviceUuids=${device.deviceUuid}`,
    ])
      expect((await get(path)).status, path).toBe(200);
  });
});

describe('names that become file names', () => {
  const upload = (name: string, version: string) =>
    fetch(
      `${sandbox.url}/api/v2beta/packages?name=${encodeURIComponent(name)}&version=${encodeURIComponent(version)}&hardwareId=docker-compose`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${who.dev}`, 'Content-Type': 'application/octet-stream' },
        body: 'content',
      },
    );

  it('refuses path-like package names and versions with a clear 400', async () => {
    for (const [name, version, field] of [
      ['../../x', '1.0.0', 'name'],
      ['app', '../../etc', 'version'],
      ['a\\b', '1', 'name'],
      ['..', '1', 'name'],
    ] as const) {
      const response = await upload(name, version);
      expect(response.status, `${name} ${version}`).toBe(400);
      const body = errorOf(await response.json());
      expect(body.msg).toBe(
        `${field} cannot be ${JSON.stringify(field === 'name' ? name : version)}`,
      );
      expect(body.description).toBe(
        `A ${field} becomes a file name: it must not hold "/", "\\" or control characters, nor be "." or "..".`,
      );
    }
    const listed = (await get('/api/v2beta/packages?nameContains=..'))
      .body as Schemas['PackagePage'];
    expect(listed.total).toBe(0);
  });

  it('refuses a path-like lockbox name', async () => {
    const refused = await call(sandbox, `/api/v2beta/lockboxes/${encodeURIComponent('../../x')}`, {
      token: who.dev,
      method: 'POST',
      body: { packageIds: ['kiosk-dashboard-2.4.1'], expiresAt: '2099-01-01T00:00:00Z' },
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).msg).toBe('name cannot be "../../x"');
  });

  it('never puts a path into a download file name, even for a name stored before the check', async () => {
    const file = await sandbox.context.stores.packageBlobs.receive(
      Readable.from([Buffer.from('old')]),
      1024,
    );
    const stored = await sandbox.context.stores.packages.add(who.devRepositoryId, {
      name: '../../old',
      version: '1/2',
      hardwareIds: ['docker-compose'],
      targetFormat: 'BINARY',
      ...file,
    });
    if (!stored) throw new Error('The package was not stored');
    const response = await fetch(
      `${sandbox.url}/api/v2beta/packages-blob/${encodeURIComponent(stored.packageId)}`,
      { headers: { Authorization: `Bearer ${who.dev}` } },
    );
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(`attachment; filename="__.._old-1_2"; filename*=UTF-8''__.._old-1_2`);
  });
});
