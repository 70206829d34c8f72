import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { ALL_PERMISSIONS, PERSONAL_REPOSITORY_ID } from '@fleet/sdk/domain';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READ_ONLY_PERMISSIONS } from '../src/auth/permissions.js';
import type { Sandbox } from '../src/sandbox.js';
import type { Repository } from '../src/store/repositories.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

let sandbox: Sandbox;
let shared: Repository;

/** An access token like the provider's, signed with `key` and expiring at `exp`. */
async function craftToken(key: JWK & { kid?: string }, sub: string, exp: number): Promise<string> {
  return new SignJWT({ client_id: 'fleet-console' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(key.kid ? { kid: key.kid } : {}) })
    .setSubject(sub)
    .setIssuer(sandbox.issuer)
    .setAudience('fleet-api')
    .setIssuedAt(exp - 900)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(await importJWK(key, 'RS256'));
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [repository] = await sandbox.context.stores.repositories.listShared(dev?.id ?? '');
  if (!repository) throw new Error('The demo shared repository is missing');
  shared = repository;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §7 bearer tokens on the API', () => {
  it('answers 401 with the error body when the token is missing', async () => {
    const { status, body, headers } = await api(sandbox, '/api/v2beta/auth/discover');
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(body).toMatchObject({
      code: 'unauthorized',
      msg: expect.any(String),
      errorId: expect.any(String),
    });
  });

  it('answers 401 to two Authorization fields, read as their joined value', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const sent = request(
        `${sandbox.url}/api/v2beta/auth/discover`,
        {
          // As a list of fields, so the field is sent twice (an object would send it once).
          headers: [
            'Host',
            new URL(sandbox.url).host,
            'Authorization',
            `Bearer ${token}`,
            'Authorization',
            `Bearer ${token}`,
          ],
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(401);
    expect((await api(sandbox, '/api/v2beta/auth/discover', { token })).status).toBe(200);
  });

  it('answers 401 to an expired token signed with the provider key', async () => {
    const [stored] = await sandbox.context.stores.identity.listKeys('signing');
    const key = JSON.parse(stored?.material ?? '{}') as JWK;
    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const now = Math.floor(Date.now() / 1000);
    const valid = await craftToken(key, dev?.id ?? '', now + 60);
    expect((await api(sandbox, '/api/v2beta/auth/discover', { token: valid })).status).toBe(200);

    const expired = await craftToken(key, dev?.id ?? '', now - 60);
    const { status, body } = await api(sandbox, '/api/v2beta/auth/discover', { token: expired });
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: 'unauthorized',
      description: 'The access token has expired.',
    });
  });

  it('refuses a token it accepted before once the token expires', async () => {
    const [stored] = await sandbox.context.stores.identity.listKeys('signing');
    const key = JSON.parse(stored?.material ?? '{}') as JWK;
    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await craftToken(key, dev?.id ?? '', exp);
    // Twice: the second call is answered from the tokens verified before.
    for (let call = 0; call < 2; call++)
      expect((await api(sandbox, '/api/v2beta/auth/discover', { token })).status).toBe(200);

    // The sandbox runs in this process: its clock moves past the token's expiry.
    vi.useFakeTimers({ toFake: ['Date'], now: (exp + 1) * 1000 });
    try {
      const { status, body } = await api(sandbox, '/api/v2beta/auth/discover', { token });
      expect(status).toBe(401);
      expect(body).toMatchObject({
        code: 'unauthorized',
        description: 'The access token has expired.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 to a token signed by another key, even under the provider key id', async () => {
    const [stored] = await sandbox.context.stores.identity.listKeys('signing');
    const { kid } = JSON.parse(stored?.material ?? '{}') as JWK;
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    }) as JWK;
    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const forged = await craftToken(
      { ...forger, ...(kid ? { kid } : {}) },
      dev?.id ?? '',
      Math.floor(Date.now() / 1000) + 60,
    );
    const { status, body } = await api(sandbox, '/api/v2beta/auth/discover', { token: forged });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 to an ID token used as an access token', async () => {
    const tokens = await tokensFor(sandbox.url, 'dev@example.com');
    const { status } = await api(sandbox, '/api/v2beta/auth/discover', {
      token: tokens.id_token ?? '',
    });
    expect(status).toBe(401);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const { status, body } = await api(sandbox, '/api/v2beta/no-such-thing', { token });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found', errorId: expect.any(String) });
  });
});

describe('SPEC §6 guest tokens for shared repositories', () => {
  it('gives the guest a token that works in the shared repository with the read-only profile', async () => {
    const guest = await tokensFor(sandbox.url, 'guest@example.com');
    const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared.id}`, {
      method: 'POST',
      token: guest.access_token,
    });
    expect(minted.status).toBe(200);
    const { access, expires_in: expiresIn } = minted.body as { access: string; expires_in: number };
    expect(expiresIn).toBe(300);
    expect(decodeJwt(access)).toMatchObject({
      repository_id: shared.id,
      guest_profile: 'read-only',
      email: 'guest@example.com',
    });

    const discovered = await api(sandbox, '/api/v2beta/auth/discover', { token: access });
    expect(discovered.body).toEqual({
      repositoryId: shared.id,
      permissions: [...READ_ONLY_PERMISSIONS],
    });

    // The guest's own token still works in the guest's personal repository.
    const own = await api(sandbox, '/api/v2beta/auth/discover', { token: guest.access_token });
    expect(own.body).toEqual({
      repositoryId: PERSONAL_REPOSITORY_ID,
      permissions: [...ALL_PERMISSIONS],
    });
  });

  it('refuses a guest token for a repository the caller is not a guest of (403) or that does not exist (404)', async () => {
    const maker = await tokensFor(sandbox.url, 'maker@example.com');
    const refused = await api(sandbox, `/api/accounts/organizations/guest/${shared.id}`, {
      method: 'POST',
      token: maker.access_token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden' });

    const missing = await api(sandbox, '/api/accounts/organizations/guest/no-such-repository', {
      method: 'POST',
      token: maker.access_token,
    });
    expect(missing.status).toBe(404);

    const personal = await sandbox.context.stores.repositories.personalOf(
      (await sandbox.context.stores.users.findByEmail('dev@example.com'))?.id ?? '',
    );
    const notShared = await api(sandbox, `/api/accounts/organizations/guest/${personal?.id}`, {
      method: 'POST',
      token: maker.access_token,
    });
    expect(notShared.status).toBe(404);
  });

  it('lets the owner work in the shared repository with every permission', async () => {
    const dev = await tokensFor(sandbox.url, 'dev@example.com');
    const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared.id}`, {
      method: 'POST',
      token: dev.access_token,
    });
    const { access } = minted.body as { access: string };
    const discovered = await api(sandbox, '/api/v2beta/auth/discover', { token: access });
    expect(discovered.body).toEqual({ repositoryId: shared.id, permissions: [...ALL_PERMISSIONS] });
  });

  it('stops a guest token once the guest is removed from the repository', async () => {
    const { stores } = sandbox.context;
    const extra = await stores.users.create({
      email: 'visitor@example.com',
      password: 'visit',
      registered: true,
    });
    await stores.repositories.saveGuest(shared.id, extra.id, 'developer');
    const visitor = await tokensFor(sandbox.url, 'visitor@example.com', 'visit');
    const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared.id}`, {
      method: 'POST',
      token: visitor.access_token,
    });
    const { access } = minted.body as { access: string };
    expect((await api(sandbox, '/api/v2beta/auth/discover', { token: access })).status).toBe(200);

    await stores.repositories.removeGuest(shared.id, extra.id);
    const after = await api(sandbox, '/api/v2beta/auth/discover', { token: access });
    expect(after.status).toBe(403);
  });
});
