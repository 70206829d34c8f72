import { afterEach, describe, expect, it } from 'vitest';
import { unreachableUrl } from '../api/testing/local-server';
import { NEW_USER_TOKEN_REFRESH_S } from '../domain/constants';
import { clientCredentialsAuth, TokenRequestError } from './client-credentials';
import { staticTokenAuth } from './static-token';
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './testing/fake-identity-provider';

let idp: FakeIdentityProvider | undefined;
afterEach(async () => {
  await idp?.close();
  idp = undefined;
});

async function setup(lifetime = 3600) {
  idp = await startFakeIdentityProvider();
  idp.accessTokenLifetime = lifetime;
  idp.clients.set('ci nightly', 's3cret:+/=');
  let clock = Date.UTC(2025, 0, 1);
  const auth = clientCredentialsAuth({
    issuer: `${idp.issuer}/`,
    clientId: 'ci nightly',
    clientSecret: 's3cret:+/=',
    scope: 'openid',
    now: () => clock,
  });
  return { idp, auth, advance: (ms: number) => void (clock += ms) };
}

describe('SPEC §3 API clients: client credentials for scripts', () => {
  it('discovers the token endpoint and asks with HTTP Basic (form-encoded id and secret)', async () => {
    const { idp, auth } = await setup();
    const token = await auth.getToken();
    expect(token).toMatch(/\./);
    expect(idp.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /.well-known/openid-configuration',
      'POST /token',
    ]);
    const [request] = idp.received.filter((r) => r.url === '/token');
    expect(Buffer.from(request!.headers.authorization!.slice(6), 'base64').toString()).toBe(
      'ci+nightly:s3cret%3A%2B%2F%3D',
    );
    expect(Object.fromEntries(idp.tokenRequests()[0]!)).toEqual({
      grant_type: 'client_credentials',
      scope: 'openid',
    });
  });

  it('keeps the token until shortly before it expires, and shares one request', async () => {
    const { idp, auth, advance } = await setup(3600);
    const [first, again] = await Promise.all([auth.getToken(), auth.getToken()]);
    expect(again).toBe(first);
    advance(3569_999); // 30 s and 1 ms left
    await expect(auth.getToken()).resolves.toBe(first);
    advance(1);
    await expect(auth.getToken()).resolves.not.toBe(first);
    expect(idp.tokenRequests()).toHaveLength(2);
  });

  it('renews ahead by a tenth of a short lifetime, never less than 5 s', async () => {
    const { idp, auth, advance } = await setup(60);
    const first = await auth.getToken();
    advance(53_999);
    await expect(auth.getToken()).resolves.toBe(first);
    advance(1);
    await auth.getToken();
    expect(idp.tokenRequests()).toHaveLength(2);
  });

  it('refresh() always fetches a new token; with a minimum validity only when short of it', async () => {
    const { idp, auth } = await setup(3600);
    const first = await auth.getToken();
    await auth.refresh({ minValiditySeconds: 60 });
    await expect(auth.getToken()).resolves.toBe(first);
    await auth.refresh({ minValiditySeconds: NEW_USER_TOKEN_REFRESH_S });
    const second = await auth.getToken();
    expect(second).not.toBe(first);
    await auth.refresh();
    await expect(auth.getToken()).resolves.not.toBe(second);
    expect(idp.tokenRequests()).toHaveLength(3);
  });

  it('rejects with the provider’s OAuth error, and asks again next time', async () => {
    const { idp } = await setup();
    const auth = clientCredentialsAuth({
      tokenEndpoint: `${idp.issuer}/token`,
      clientId: 'ci nightly',
      clientSecret: 'wrong',
    });
    const failure = auth.getToken();
    await expect(failure).rejects.toBeInstanceOf(TokenRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      error: 'invalid_client',
      description: 'client authentication failed',
      clientId: 'ci nightly',
      message:
        'The identity provider refused API client "ci nightly" (401 invalid_client): client authentication failed',
    });
    await expect(auth.getToken()).rejects.toMatchObject({ status: 401 });
    // The token endpoint was given: no discovery.
    expect(idp.received.map((r) => r.url)).toEqual(['/token', '/token']);
  });

  it('says so when the provider cannot be reached', async () => {
    const auth = clientCredentialsAuth({
      issuer: await unreachableUrl(),
      clientId: 'ci',
      clientSecret: 'x',
    });
    await expect(auth.getToken()).rejects.toMatchObject({
      name: 'TokenRequestError',
      status: 0,
      message: expect.stringMatching(/^Could not reach http:\/\/127\.0\.0\.1:\d+\/\.well-known/),
    });
  });

  it('needs an issuer or a token endpoint', () => {
    expect(() => clientCredentialsAuth({ clientId: 'ci', clientSecret: 'x' })).toThrow(
      'clientCredentialsAuth needs an issuer or a tokenEndpoint.',
    );
  });
});

describe('a static token', () => {
  it('is handed out as it is; refresh cannot renew it', async () => {
    const auth = staticTokenAuth('copied-token');
    await auth.refresh();
    await expect(auth.getToken()).resolves.toBe('copied-token');
  });
});
