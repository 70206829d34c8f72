// The browser sign-in brings oidc-client-ts in (oidc-manager.ts) only when a sign-in, a return
// from the provider or a kept user's renewal runs: a visitor nobody signed in does not load it.
import { InMemoryWebStorage } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAuth, type BrowserAuth } from './browser-auth';
import type * as oidcManager from './oidc-manager';
import { createOidcManager } from './oidc-manager';
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './testing/fake-identity-provider';

vi.mock('./oidc-manager', async (original) => {
  const actual = await original<typeof oidcManager>();
  return { createOidcManager: vi.fn(actual.createOidcManager) };
});

const APP = 'https://fleet.example';
let idp: FakeIdentityProvider | undefined;
const pages: BrowserAuth[] = [];
afterEach(async () => {
  pages.splice(0).forEach((auth) => auth.dispose());
  await idp?.close();
  idp = undefined;
  vi.unstubAllGlobals();
  vi.mocked(createOidcManager).mockClear();
});

function page(issuer: string, navigations: string[] = []): BrowserAuth {
  const auth = createBrowserAuth({
    authority: issuer,
    clientId: 'fleet-console',
    redirectUri: `${APP}/callback`,
    postLogoutRedirectUri: `${APP}/`,
    navigate: (url) => void navigations.push(url),
    reload: vi.fn(),
  });
  pages.push(auth);
  return auth;
}

describe('the sign-in library is loaded on first need', () => {
  it('is not loaded for a visitor nobody signed in, and is for the sign-in', async () => {
    vi.stubGlobal('sessionStorage', new InMemoryWebStorage());
    idp = await startFakeIdentityProvider();
    const navigations: string[] = [];
    const auth = page(idp.issuer, navigations);
    await expect(auth.isSignedIn()).resolves.toBe(false);
    await expect(auth.getToken()).resolves.toBeUndefined();
    await expect(auth.refresh()).rejects.toThrow('Nobody is signed in');
    expect(createOidcManager).not.toHaveBeenCalled();

    await auth.signIn('/devices');
    expect(createOidcManager).toHaveBeenCalledTimes(1);
    expect(new URL(navigations[0]!).pathname).toBe('/auth');
  });

  it('is loaded by a reloaded tab that keeps a user, which renews its token', async () => {
    vi.stubGlobal('sessionStorage', new InMemoryWebStorage());
    idp = await startFakeIdentityProvider();
    const navigations: string[] = [];
    const first = page(idp.issuer, navigations);
    await first.signIn();
    const authorize = new URL(navigations[0]!);
    idp.issueCode('code-1', authorize.searchParams.get('code_challenge')!);
    await first.completeSignIn(
      `${APP}/callback#code=code-1&state=${authorize.searchParams.get('state')!}`,
    );
    vi.mocked(createOidcManager).mockClear();

    const reloaded = page(idp.issuer);
    await expect(reloaded.isSignedIn()).resolves.toBe(true);
    await expect(reloaded.getToken()).resolves.toMatch(/\./);
    expect(createOidcManager).toHaveBeenCalledTimes(1);
  });
});
