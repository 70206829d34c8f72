import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §7 Accounts: the user', () => {
  it('returns a demo account record with its roles', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const { status, body } = await api(sandbox, '/api/accounts/users', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: expect.any(String),
      email: 'dev@example.com',
      emailVerified: true,
      firstName: 'Dana',
      lastName: 'Developer',
      roles: ['commercial-tier', 'developer'],
      createdAt: expect.any(String),
    });
  });

  it('SPEC §4 creates a new user on the first fetch: 404, then POST creates it (201), then 409', async () => {
    await sandbox.context.stores.users.create({
      email: 'new@example.com',
      password: 'new-user',
      firstName: 'Nia',
    });
    const { access_token: token } = await tokensFor(sandbox.url, 'new@example.com', 'new-user');

    expect((await api(sandbox, '/api/accounts/users', { token })).status).toBe(404);
    const created = await api(sandbox, '/api/accounts/users', { method: 'POST', token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'new@example.com', firstName: 'Nia', roles: [] });
    expect((await api(sandbox, '/api/accounts/users', { token })).status).toBe(200);
    expect((await api(sandbox, '/api/accounts/users', { method: 'POST', token })).status).toBe(409);
  });
});

describe('SPEC §7 Accounts: user options', () => {
  it('stores, lists, replaces and deletes options by key', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'maker@example.com');
    const path = '/api/accounts/users/metadata/v2';
    const columns = { _type: 'array', value: ['deviceName', 'lastSeen'] };

    expect(
      await api(sandbox, path, {
        method: 'POST',
        token,
        body: { key: 'deviceListColumns', value: columns },
      }),
    ).toMatchObject({
      status: 200,
      body: { key: 'deviceListColumns', value: columns },
    });
    await api(sandbox, path, {
      method: 'POST',
      token,
      body: { key: 'betaFeaturesEnabled', value: false },
    });
    await api(sandbox, path, {
      method: 'POST',
      token,
      body: { key: 'betaFeaturesEnabled', value: true },
    });
    expect((await api(sandbox, path, { token })).body).toEqual([
      { key: 'betaFeaturesEnabled', value: true },
      { key: 'deviceListColumns', value: columns },
    ]);

    expect(
      (await api(sandbox, `${path}/betaFeaturesEnabled`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expect(
      (await api(sandbox, `${path}/betaFeaturesEnabled`, { method: 'DELETE', token })).status,
    ).toBe(404);
    expect((await api(sandbox, path, { token })).body).toEqual([
      { key: 'deviceListColumns', value: columns },
    ]);

    // Options are per user.
    const other = await tokensFor(sandbox.url, 'admin@example.com');
    expect((await api(sandbox, path, { token: other.access_token })).body).toEqual([]);
  });

  it('SPEC §5 needs a key and a value, and refuses bare arrays', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'maker@example.com');
    const path = '/api/accounts/users/metadata/v2';
    for (const body of [
      { value: 1 },
      { key: '', value: 1 },
      { key: 'k' },
      { key: 'k', value: [1, 2] },
      [1],
    ]) {
      const response = await api(sandbox, path, { method: 'POST', token, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'invalid_request',
        msg: expect.any(String),
        errorId: expect.any(String),
      });
    }
    const malformed = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_request' });
  });
});
