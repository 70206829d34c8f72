import {
  ALL_PERMISSIONS,
  CLOUD_ADMIN_ROLE,
  COMMERCIAL_TIER_ROLE,
  DEVELOPER_ROLE,
  PERSONAL_REPOSITORY_ID,
} from '@fleet/sdk/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import {
  signIn,
  clientCredentialsTokens,
  tokenRequest,
  tokensFor,
  CONSOLE_CLIENT_ID,
} from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §2 sign-in through the identity provider', () => {
  it('serves the discovery document with the issuer at /idp', async () => {
    const { status, body } = await api(sandbox, '/idp/.well-known/openid-configuration');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      issuer: `${sandbox.url}/idp`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows a sign-in page with Email and Password fields and a Sign in button', async () => {
    const result = await signIn(sandbox.url, 'dev@example.com', 'wrong');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.page).toMatch(/<label for="email">Email<\/label>/);
    expect(result.page).toMatch(/<label for="password">Password<\/label>/);
    expect(result.page).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it("answers a wrong password with 'Invalid email or password.'", async () => {
    const result = await signIn(sandbox.url, 'dev@example.com', 'not-demo');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.page).toContain('Invalid email or password.');
  });

  it("answers an unknown email with 'Invalid email or password.'", async () => {
    const result = await signIn(sandbox.url, 'nobody@example.com', 'demo');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.page).toContain('Invalid email or password.');
  });

  it.each(DEMO_ACCOUNTS.map(({ email }) => email))(
    'signs %s in with code + PKCE and the API accepts the token',
    async (email) => {
      const tokens = await tokensFor(sandbox.url, email);
      expect(tokens.token_type).toBe('Bearer');
      expect(tokens.refresh_token).toBeTruthy();
      const { status, body } = await api(sandbox, '/api/v2beta/auth/discover', {
        token: tokens.access_token,
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        repositoryId: PERSONAL_REPOSITORY_ID,
        permissions: [...ALL_PERMISSIONS],
      });
    },
  );
});

describe('SPEC §6 roles in the access token', () => {
  it('carries Keycloak-style realm and user-manager roles, the audience and the profile', async () => {
    const admin = decodeJwt((await tokensFor(sandbox.url, 'admin@example.com')).access_token);
    expect(admin).toMatchObject({
      iss: `${sandbox.url}/idp`,
      aud: 'fleet-api',
      client_id: CONSOLE_CLIENT_ID,
      email: 'admin@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Admin',
    });
    expect(admin.realm_access).toEqual({
      roles: expect.arrayContaining([CLOUD_ADMIN_ROLE, COMMERCIAL_TIER_ROLE]),
    });

    const dev = decodeJwt((await tokensFor(sandbox.url, 'dev@example.com')).access_token);
    expect(dev.resource_access).toEqual({ 'user-manager': { roles: [DEVELOPER_ROLE] } });

    const maker = decodeJwt((await tokensFor(sandbox.url, 'maker@example.com')).access_token);
    expect(maker).toMatchObject({
      realm_access: { roles: [] },
      resource_access: { 'user-manager': { roles: [] } },
    });
    expect(maker.email_verified).toBe(false);
  });
});

describe('SPEC §4 token renewal', () => {
  it('renews the access token with the refresh token, which rotates', async () => {
    const first = await tokensFor(sandbox.url, 'dev@example.com');
    const renewed = await tokenRequest(`${sandbox.url}/idp`, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
      client_id: CONSOLE_CLIENT_ID,
    });
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(first.refresh_token);
    const { status } = await api(sandbox, '/api/v2beta/auth/discover', {
      token: renewed.access_token,
    });
    expect(status).toBe(200);
  });
});

describe('issue #10 point 5: a reused refresh token ends the session', () => {
  it('refuses a rotated refresh token used again, and the token that replaced it too', async () => {
    const refresh = (token: string | undefined) =>
      tokenRequest(`${sandbox.url}/idp`, {
        grant_type: 'refresh_token',
        refresh_token: token ?? '',
        client_id: CONSOLE_CLIENT_ID,
      });
    const first = await tokensFor(sandbox.url, 'dev@example.com'); // refresh token A
    const second = await refresh(first.refresh_token); // A → B
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // A thief replays A: refused, and the whole grant is revoked with it.
    await expect(refresh(first.refresh_token)).rejects.toThrow(/invalid_grant/);
    await expect(refresh(second.refresh_token)).rejects.toThrow(/invalid_grant/);
  });
});

describe('SPEC §2 /logout signs out at the identity provider', () => {
  it('confirms, returns to the console and ends the refresh token', async () => {
    const result = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!result.ok) throw new Error('sign-in failed');
    const { browser, tokens } = result;
    const end = new URL(`${sandbox.url}/idp/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${sandbox.url}/devices`,
    }).toString();
    const confirm = await browser.request(end.href);
    const page = await confirm.text();
    expect(page).toContain('>Sign out</button>');
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

    const done = await browser.request(new URL(action, end).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${sandbox.url}/devices`);
    await expect(
      tokenRequest(`${sandbox.url}/idp`, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CONSOLE_CLIENT_ID,
      }),
    ).rejects.toThrow(/invalid_grant/);
  });
});

describe('SPEC §3 API clients: client credentials', () => {
  it('issues a token to a client with its secret, acting in the owner personal repository', async () => {
    const owner = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const { client, clientSecret } = await sandbox.context.stores.apiClients.create({
      ownerId: owner?.id ?? '',
      name: 'CI nightly',
      type: 'api-minimal',
      accessTokenLifetimeSeconds: 120,
    });
    const tokens = await clientCredentialsTokens(sandbox.url, client.clientId, clientSecret);
    expect(tokens.expires_in).toBe(120);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sub: client.clientId,
      aud: 'fleet-api',
      api_client_type: 'api-minimal',
    });

    const { status, body } = await api(sandbox, '/api/v2beta/auth/discover', {
      token: tokens.access_token,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      repositoryId: PERSONAL_REPOSITORY_ID,
      permissions: expect.arrayContaining(['read:devices']),
    });
    expect((body as { permissions: string[] }).permissions).not.toContain('upload:packages');

    await expect(
      tokenRequest(`${sandbox.url}/idp`, {
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: 'wrong',
      }),
    ).rejects.toThrow(/invalid_client/);

    const [shared] = await sandbox.context.stores.repositories.listShared(owner?.id ?? '');
    const lifted = await api(sandbox, `/api/accounts/organizations/guest/${shared?.id}`, {
      method: 'POST',
      token: tokens.access_token,
    });
    expect(lifted.status).toBe(403);

    await sandbox.context.stores.apiClients.remove(client.clientId);
    const afterRemoval = await api(sandbox, '/api/v2beta/auth/discover', {
      token: tokens.access_token,
    });
    expect(afterRemoval.status).toBe(401);
  });
});
