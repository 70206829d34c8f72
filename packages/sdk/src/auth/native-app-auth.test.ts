import { afterEach, describe, expect, it } from 'vitest';
import { TokenRequestError } from './client-credentials';
import { refreshTokenAuth, startNativeSignIn } from './native-app-auth';
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './testing/fake-identity-provider';

let idp: FakeIdentityProvider | undefined;
afterEach(async () => {
  await idp?.close();
  idp = undefined;
});

const redirectUri = 'http://127.0.0.1:53123/callback';

describe('a native app signs a person in (RFC 8252: browser, PKCE, loopback)', () => {
  it('sends the browser to the provider with a PKCE challenge and exchanges the code it returns', async () => {
    idp = await startFakeIdentityProvider();
    const signIn = await startNativeSignIn({
      issuer: idp.issuer,
      clientId: 'fleet-cli',
      redirectUri,
    });
    const url = new URL(signIn.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'fleet-cli',
      response_type: 'code',
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
      scope: 'openid profile email offline_access',
    });
    idp.issueCode('the-code', url.searchParams.get('code_challenge')!);

    const state = url.searchParams.get('state')!;
    const tokens = await signIn.complete(`${redirectUri}?code=the-code&state=${state}`);
    expect(tokens.accessToken).toMatch(/\./);
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
    expect(Object.fromEntries(idp.tokenRequests()[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: 'fleet-cli',
      redirect_uri: redirectUri,
    });
  });

  it('refuses a return for another request, and says why the provider refused', async () => {
    idp = await startFakeIdentityProvider();
    const signIn = await startNativeSignIn({
      issuer: idp.issuer,
      clientId: 'fleet-cli',
      redirectUri,
    });
    await expect(signIn.complete(`${redirectUri}?code=x&state=other`)).rejects.toThrow(
      'The sign-in came back for another request (state).',
    );
    await expect(
      signIn.complete(`${redirectUri}?error=access_denied&error_description=User+said+no`),
    ).rejects.toThrow('The identity provider refused the sign-in (access_denied): User said no');
    const state = new URL(signIn.authorizationUrl).searchParams.get('state');
    const wrongCode = signIn.complete(`${redirectUri}?code=unknown&state=${state}`);
    await expect(wrongCode).rejects.toBeInstanceOf(TokenRequestError);
    await expect(wrongCode).rejects.toThrow('(400 invalid_grant)');
  });

  it('renews the access token with the refresh token and hands each rotated one over', async () => {
    idp = await startFakeIdentityProvider();
    const kept: string[] = [];
    const auth = refreshTokenAuth({
      issuer: idp.issuer,
      clientId: 'fleet-cli',
      refreshToken: 'refresh-0',
      onRefreshToken: (token) => kept.push(token),
    });
    const first = await auth.getToken();
    expect(await auth.getToken()).toBe(first); // kept while fresh
    await auth.refresh();
    expect(await auth.getToken()).not.toBe(first);
    expect(kept).toEqual(['refresh-1', 'refresh-2']);
    expect(idp.tokenRequests().map((form) => form.get('refresh_token'))).toEqual([
      'refresh-0',
      'refresh-1',
    ]);
  });
});
