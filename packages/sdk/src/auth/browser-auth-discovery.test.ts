// The provider's discovery document is asked for as the sign-in library starts loading (a
// preload the library's own request takes), not once the library has loaded.
import { InMemoryWebStorage } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAuth, KEPT_USER_KEY_PREFIX, providerMetadataUrl } from './browser-auth';
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './testing/fake-identity-provider';

const APP = 'https://fleet.example';
let idp: FakeIdentityProvider | undefined;
afterEach(async () => {
  await idp?.close();
  idp = undefined;
  vi.unstubAllGlobals();
});

/** A page's document that records the links added to its head. */
function pageDocument() {
  const links: Record<string, string>[] = [];
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => void links.push(link) },
  });
  return links;
}

function page(authority: string, navigations: string[] = []) {
  return createBrowserAuth({
    authority,
    clientId: 'fleet-console',
    redirectUri: `${APP}/callback`,
    postLogoutRedirectUri: `${APP}/`,
    navigate: (url) => void navigations.push(url),
    reload: vi.fn(),
  });
}

describe('the discovery document', () => {
  it('is under the issuer, with or without its trailing slash', () => {
    expect(providerMetadataUrl('https://fleet.example/idp')).toBe(
      'https://fleet.example/idp/.well-known/openid-configuration',
    );
    expect(providerMetadataUrl('https://id.example/')).toBe(
      'https://id.example/.well-known/openid-configuration',
    );
  });

  it('is asked for at once by a tab that keeps a user', () => {
    const session = new InMemoryWebStorage();
    session.setItem(`${KEPT_USER_KEY_PREFIX}${APP}/idp:fleet-console`, '{}');
    vi.stubGlobal('sessionStorage', session);
    const links = pageDocument();
    const auth = page(`${APP}/idp`);
    expect(links).toEqual([
      {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: `${APP}/idp/.well-known/openid-configuration`,
      },
    ]);
    auth.dispose();
  });

  it('is asked for once, by the sign-in, when nobody is kept, and the sign-in reads it', async () => {
    vi.stubGlobal('sessionStorage', new InMemoryWebStorage());
    const links = pageDocument();
    idp = await startFakeIdentityProvider();
    const navigations: string[] = [];
    const auth = page(idp.issuer, navigations);
    expect(links).toEqual([]);

    await auth.signIn('/devices');
    await auth.signIn('/devices');
    expect(links.map((link) => link.href)).toEqual([providerMetadataUrl(idp.issuer)]);
    expect(new URL(navigations[0]!).pathname).toBe('/auth');
    auth.dispose();
  });
});
