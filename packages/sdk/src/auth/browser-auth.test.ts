// The browser sign-in, run in Node against a fake identity provider: the provider's pages
// are skipped (the test plays the browser's trip and hands back the redirect URL), while
// discovery, the code exchange with PKCE, refresh-token renewal and the storages are real.
import { InMemoryWebStorage } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_USER_TOKEN_REFRESH_S } from '../domain/constants';
import { createBrowserAuth, type BrowserAuth, type BrowserAuthOptions } from './browser-auth';
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './testing/fake-identity-provider';

const APP = 'https://fleet.example';

let idp: FakeIdentityProvider | undefined;
let auth: BrowserAuth | undefined;
afterEach(async () => {
  auth?.dispose();
  auth = undefined;
  await idp?.close();
  idp = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Web storages as a browser has them; localStorage refuses any write. */
function browserStorages() {
  const session = new InMemoryWebStorage();
  const local = new InMemoryWebStorage();
  const localWrites = vi.spyOn(local, 'setItem');
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('localStorage', local);
  return { session, localWrites };
}

async function setup(options: Partial<BrowserAuthOptions> = {}) {
  idp = await startFakeIdentityProvider();
  const navigations: string[] = [];
  const reload = vi.fn();
  const warnings: string[] = [];
  auth = createBrowserAuth({
    authority: idp.issuer,
    clientId: 'fleet-console',
    redirectUri: `${APP}/callback`,
    postLogoutRedirectUri: `${APP}/`,
    navigate: (url) => void navigations.push(url),
    reload,
    logger: { warn: (message) => void warnings.push(message) },
    ...options,
  });
  const provider = idp;
  const signedIn = auth;

  /** Signs in as the provider would let a user: the code comes back in the URL fragment. */
  async function signIn(returnTo?: string): Promise<string> {
    await signedIn.signIn(returnTo);
    const authorize = new URL(navigations.at(-1)!);
    const code = `code-${navigations.length}`;
    provider.issueCode(code, authorize.searchParams.get('code_challenge')!);
    const state = authorize.searchParams.get('state')!;
    return signedIn.completeSignIn(`${APP}/callback#code=${code}&state=${state}`);
  }

  return { idp: provider, auth: signedIn, navigations, reload, warnings, signIn };
}

describe('SPEC §2/§4 browser sign-in: authorization code with PKCE', () => {
  it('goes to the provider with a PKCE challenge and gets the code back in the fragment', async () => {
    browserStorages();
    const { idp, auth, navigations, signIn } = await setup();
    await expect(auth.isSignedIn()).resolves.toBe(false);
    await expect(auth.getToken()).resolves.toBeUndefined();

    await signIn('/devices?filter=offline');
    const authorize = new URL(navigations[0]!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'fleet-console',
      redirect_uri: `${APP}/callback`,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    // The provider checked the verifier against the challenge before answering.
    const [exchange] = idp.tokenRequests();
    expect(exchange!.get('grant_type')).toBe('authorization_code');
    expect(exchange!.get('code_verifier')).toMatch(/^[\w-]{43,}$/);

    await expect(auth.isSignedIn()).resolves.toBe(true);
    await expect(auth.getToken()).resolves.toMatch(/\./);
  });

  it('makes one trip to the provider when guards ask side by side, to the first destination', async () => {
    browserStorages();
    const { idp, auth, navigations } = await setup();
    await Promise.all([auth.signIn('/devices'), auth.signIn('/devices/d1')]);
    expect(navigations).toHaveLength(1);
    const authorize = new URL(navigations[0]!);
    idp.issueCode('code-once', authorize.searchParams.get('code_challenge')!);
    const state = authorize.searchParams.get('state')!;
    await expect(
      auth.completeSignIn(`${APP}/callback#code=code-once&state=${state}`),
    ).resolves.toBe('/devices');
    // Once that trip is under way, a later sign-in makes a new one.
    await auth.signIn('/fleets');
    expect(navigations).toHaveLength(2);
  });

  it('restores the original destination, a path of the app only', async () => {
    browserStorages();
    const { signIn } = await setup();
    await expect(signIn('/devices?filter=offline#top')).resolves.toBe(
      '/devices?filter=offline#top',
    );
    await expect(signIn(`${APP}/fleets/7`)).resolves.toBe('/fleets/7');
    await expect(signIn('https://evil.example/phish')).resolves.toBe('/');
    await expect(signIn('//evil.example/phish')).resolves.toBe('/');
    await expect(signIn()).resolves.toBe('/');
  });

  it('does not call the userinfo endpoint (the API tokens cannot)', async () => {
    browserStorages();
    const { idp, signIn } = await setup();
    await signIn();
    expect(idp.received.map((r) => r.url)).not.toContain('/me');
  });

  it('keeps the access token in memory only, the refresh token for the tab, nothing in localStorage', async () => {
    const { session, localWrites } = browserStorages();
    const { auth, signIn } = await setup();
    await signIn();
    const token = await auth.getToken();
    expect(token).toMatch(/\./);
    const stored = Array.from({ length: session.length }, (_, i) =>
      session.getItem(session.key(i)),
    );
    expect(stored.some((value) => value.includes(token!))).toBe(false);
    expect(stored.some((value) => /"refresh_token":"[^"]+"/.test(value))).toBe(true);
    expect(localWrites).not.toHaveBeenCalled();
  });

  it('after a reload of the tab, renews the access token with the kept refresh token', async () => {
    browserStorages();
    const { idp, auth: before, signIn } = await setup();
    await signIn();
    const first = await before.getToken();
    before.dispose();
    // The reloaded page: a new sign-in over the same sessionStorage, nothing in memory.
    auth = createBrowserAuth({
      authority: idp.issuer,
      clientId: 'fleet-console',
      redirectUri: `${APP}/callback`,
      postLogoutRedirectUri: `${APP}/`,
      reload: vi.fn(),
    });
    await expect(auth.isSignedIn()).resolves.toBe(true);
    const renewed = await auth.getToken();
    expect(renewed).toMatch(/\./);
    expect(renewed).not.toBe(first);
    expect(idp.tokenRequests().map((request) => request.get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
  });

  it('keeps tokens in memory only when asked to', async () => {
    const { session, localWrites } = browserStorages();
    const { auth, signIn } = await setup({ storage: 'memory' });
    await signIn();
    const token = await auth.getToken();
    expect(token).toMatch(/\./);
    const stored = Array.from({ length: session.length }, (_, i) =>
      session.getItem(session.key(i)),
    );
    expect(stored.some((value) => value.includes(token!))).toBe(false);
    expect(localWrites).not.toHaveBeenCalled();
  });
});

describe('SPEC §4 the access token is renewed when expired; the page reloads if renewal fails', () => {
  it('renews an expired token with the refresh token when it is asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { idp, auth, signIn, reload } = await setup();
    await signIn();
    const first = await auth.getToken();
    vi.setSystemTime(Date.now() + 901_000);
    const renewed = await auth.getToken();
    expect(renewed).toMatch(/\./);
    expect(renewed).not.toBe(first);
    expect(idp.tokenRequests().map((form) => form.get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs a failed renewal, forgets the user and reloads the page once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { idp, auth, signIn, reload, warnings } = await setup();
    await signIn();
    idp.failWith = 'invalid_grant';
    vi.setSystemTime(Date.now() + 901_000);
    const answers = await Promise.all([auth.getToken(), auth.getToken()]);
    expect(answers).toEqual([undefined, undefined]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual(['Could not renew the access token; reloading the page.']);
    await expect(auth.isSignedIn()).resolves.toBe(false);
  });

  it('renews ahead of expiry by itself (automatic silent renew)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { idp, auth, signIn } = await setup();
    idp.accessTokenLifetime = 65; // the "expiring" event comes 60 s before expiry
    await signIn();
    const first = await auth.getToken();
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() => expect(idp.tokenRequests()).toHaveLength(2));
    await vi.waitFor(async () => expect(await auth.getToken()).not.toBe(first));
  });

  it('a page waking after expiry renews once: expiring, expired and a call share one refresh', async () => {
    // A rotating refresh token may be used once: a second, concurrent use is refused by the
    // provider (and may end the whole session), so every renewal must share one request.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { idp, auth, signIn, reload } = await setup();
    await signIn();
    const first = await auth.getToken();
    vi.setSystemTime(Date.now() + 1_000_000); // the laptop slept past the token's expiry (900 s)
    await vi.advanceTimersByTimeAsync(5_000); // it wakes: "expiring" and "expired" at once
    const [renewed, again] = await Promise.all([auth.getToken(), auth.getToken()]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renewed).not.toBe(first);
    expect(again).toBe(renewed);
    await expect(auth.getToken()).resolves.toBe(renewed);
    expect(idp.tokenRequests().map((form) => form.get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the token expires and cannot be renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { idp, signIn, reload, warnings } = await setup();
    idp.accessTokenLifetime = 65;
    await signIn();
    idp.failWith = 'invalid_grant';
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() =>
      expect(warnings).toContain('Could not renew the access token before it expired.'),
    );
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(65_000);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('SPEC §7 a 401 triggers a token refresh', () => {
  it('renews on refresh(); with a minimum validity only when the token is short of it', async () => {
    const { idp, auth, signIn } = await setup();
    await signIn();
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

  it('rejects a failed refresh and reloads the page', async () => {
    const { idp, auth, signIn, reload } = await setup();
    await signIn();
    idp.failWith = 'invalid_grant';
    await expect(auth.refresh()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cannot refresh when nobody is signed in', async () => {
    const { auth } = await setup();
    await expect(auth.refresh()).rejects.toThrow('Nobody is signed in');
  });
});

describe('SPEC §2 /logout signs out and returns to the current page', () => {
  it('forgets the tokens, goes to the provider, and gives the page back afterwards', async () => {
    const { session } = browserStorages();
    const { idp, auth, navigations, signIn } = await setup();
    await signIn();
    await auth.signOut('/packages?type=app');
    await expect(auth.isSignedIn()).resolves.toBe(false);
    await expect(auth.getToken()).resolves.toBeUndefined();
    const stored = Array.from({ length: session.length }, (_, i) => session.key(i));
    expect(stored.filter((key) => key?.startsWith('oidc.user:'))).toEqual([]);

    const endSession = new URL(navigations.at(-1)!);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/\./);
    const state = endSession.searchParams.get('state')!;
    await expect(auth.completeSignOut(`${APP}/?state=${state}`)).resolves.toBe(
      '/packages?type=app',
    );
  });
});
