// SPEC §2/§4/§7 auth against a running sandbox: a script signing in as an API client, the
// browser sign-in (oidc-client-ts driven from Node through the sandbox's real sign-in and
// sign-out pages), and guest tokens for a shared repository.
import {
  clientCredentialsAuth,
  connectFleet,
  createBrowserAuth,
  createFleet,
  createFleetTokens,
  decodeJwtPayload,
  staticTokenAuth,
  TokenRequestError,
  type BrowserAuth,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: Sandbox;
let devToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page}`);
  devToken = session.tokens.access_token;
});
afterAll(() => sandbox?.close());

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (message: string) => void warnings.push(message) } };
}

/** A user agent for the provider's pages: keeps cookies, follows redirects by hand. */
function userAgent() {
  const cookies = new Map<string, string>();
  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }
  /** Follows redirects until one leads to `stopAt`; returns that address, or the last page. */
  async function follow(response: Response, from: string, stopAt: string) {
    let current = response;
    let url = from;
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location)
        return { url, page: await current.text() };
      url = new URL(location, url).href;
      await current.body?.cancel();
      if (url.startsWith(stopAt)) return { url, page: '' };
      current = await request(url);
    }
    throw new Error('Too many redirects');
  }
  /** Posts the page's form (the first one, or the one with `formId`) with `fields` added. */
  async function submit(
    page: string,
    pageUrl: string,
    fields: Record<string, string>,
    stopAt: string,
  ) {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
    if (!form) throw new Error(`No form on ${pageUrl}: ${page.slice(0, 300)}`);
    const hidden = Object.fromEntries(
      [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const action = new URL(form[1]!.replaceAll('&#38;', '&').replaceAll('&amp;', '&'), pageUrl)
      .href;
    const posted = await request(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, ...fields }).toString(),
    });
    return follow(posted, action, stopAt);
  }
  return { request, follow, submit };
}

describe('SPEC §3 API clients: a script signs in with client credentials', () => {
  it('creates an API client with the dev’s token and works as it, token cached until renewed', async () => {
    const dev = createFleet({ baseUrl: sandbox.url, getToken: () => devToken });
    const { clientId, clientSecret } = await dev.apiClients.createApiClient({
      name: 'Nightly CI',
      type: 'api-v2',
      description: 'integration test of clientCredentialsAuth',
    });

    const auth = clientCredentialsAuth({ issuer: sandbox.issuer, clientId, clientSecret });
    const { fleet } = connectFleet({ baseUrl: sandbox.url, auth });
    const { repositoryId, rights } = await fleet.auth.discoverPermissions();
    expect(repositoryId).toBe('personal');
    expect(rights.can('devices', 'read')).toBe(true);
    expect(rights.can('apiClients', 'create')).toBe(false); // api-v2 is like a developer guest

    const first = await auth.getToken();
    expect(decodeJwtPayload(first)).toMatchObject({ sub: clientId, api_client_type: 'api-v2' });
    await expect(auth.getToken()).resolves.toBe(first);
    await auth.refresh();
    const renewed = await auth.getToken();
    expect(renewed).not.toBe(first);
    await expect(fleet.devices.listDevices({ limit: 1 })).resolves.toMatchObject({ limit: 1 });
  });

  it('a refused secret rejects the script’s call with the provider’s reason, naming the client', async () => {
    const dev = createFleet({ baseUrl: sandbox.url, getToken: () => devToken });
    const { clientId } = await dev.apiClients.createApiClient({
      name: 'Wrong',
      type: 'api-minimal',
    });
    const { warnings, logger } = recordingLogger();
    const auth = clientCredentialsAuth({
      issuer: sandbox.issuer,
      clientId,
      clientSecret: 'not-it',
    });
    const { fleet } = connectFleet({ baseUrl: sandbox.url, auth, logger });
    const refused = fleet.auth.discoverPermissions();
    await expect(refused).rejects.toBeInstanceOf(TokenRequestError);
    await expect(refused).rejects.toMatchObject({
      status: 401,
      error: 'invalid_client',
      clientId,
      message: `The identity provider refused API client "${clientId}" (401 invalid_client): client authentication failed`,
    });
    // Asked directly, the auth says the same.
    await expect(auth.getToken()).rejects.toMatchObject({ clientId, error: 'invalid_client' });
    // The script has the error; the UI's "only logged" (SPEC §8) is for browser sign-ins.
    expect(warnings).toEqual([]);
  });
});

describe('SPEC §4 guest tokens for a shared repository', () => {
  it('lets the guest work read-only in Pilot site with a guest token', async () => {
    const guest = await signIn(sandbox.url, 'guest@example.com', 'demo');
    if (!guest.ok) throw new Error('guest sign-in failed');
    const { fleet, tokens } = connectFleet({
      baseUrl: sandbox.url,
      auth: staticTokenAuth(guest.tokens.access_token),
    });
    const [pilot] = await fleet.organizations.listGuestRepositories();
    expect(pilot).toMatchObject({ name: 'Pilot site', guest_profile: { id: 'read-only' } });

    tokens.setActiveRepository(pilot!.id);
    const guestToken = await tokens.getToken('active');
    expect(guestToken).not.toBe(guest.tokens.access_token);
    expect(decodeJwtPayload(guestToken)).toMatchObject({ repository_id: pilot!.id });
    const { repositoryId, rights } = await fleet.auth.discoverPermissions();
    expect(repositoryId).toBe(pilot!.id);
    expect(rights.can('devices', 'read')).toBe(true);
    expect(rights.can('devices', 'delete')).toBe(false);
    // Account calls keep the host token.
    await expect(fleet.accounts.getUser()).resolves.toMatchObject({ email: 'guest@example.com' });
    await expect(tokens.getToken('active')).resolves.toBe(guestToken);
  });
});

describe('SPEC §4/§9 the guest token is refreshed when less than 5 s remain (sandbox tokens)', () => {
  it('keeps the sandbox’s guest token while 5 s remain, fetches a new one below that', async () => {
    const guest = await signIn(sandbox.url, 'guest@example.com', 'demo');
    if (!guest.ok) throw new Error('guest sign-in failed');
    const hostFleet = createFleet({
      baseUrl: sandbox.url,
      getToken: () => guest.tokens.access_token,
    });
    const [pilot] = await hostFleet.organizations.listGuestRepositories();
    const issued: string[] = [];
    let clock = Date.now();
    const tokens = createFleetTokens({
      auth: staticTokenAuth(guest.tokens.access_token),
      getGuestToken: async (repositoryId) => {
        const token = await hostFleet.organizations.getGuestToken(repositoryId);
        issued.push(token.access);
        return token;
      },
      activeRepositoryId: pilot!.id,
      now: () => clock,
    });

    const first = (await tokens.getToken('active'))!;
    const expiresAt = Number(decodeJwtPayload(first)!.exp) * 1000;
    expect(expiresAt - clock).toBeGreaterThan(5_000);
    clock = expiresAt - 5_000; // exactly 5 s left
    await expect(tokens.getToken('active')).resolves.toBe(first);
    clock += 1; // less than 5 s left
    const second = (await tokens.getToken('active'))!;
    expect(issued).toEqual([first, second]);
    expect(second).not.toBe(first);
    expect(decodeJwtPayload(second)).toMatchObject({ repository_id: pilot!.id });

    // The renewed token works in the shared repository.
    const inPilot = createFleet({ baseUrl: sandbox.url, getToken: tokens.getToken });
    await expect(inPilot.auth.discoverPermissions()).resolves.toMatchObject({
      repositoryId: pilot!.id,
    });
  });
});

describe('SPEC §2/§4 browser sign-in through the sandbox’s pages (oidc-client-ts in Node)', () => {
  let auth: BrowserAuth | undefined;
  afterAll(() => auth?.dispose());

  it('signs in with code + PKCE, restores the destination, renews, and signs out', async () => {
    const redirectUri = `${sandbox.url}/callback`;
    const navigations: string[] = [];
    const reload = vi.fn();
    auth = createBrowserAuth({
      authority: sandbox.issuer,
      clientId: 'fleet-console',
      redirectUri,
      postLogoutRedirectUri: `${sandbox.url}/`,
      navigate: (url) => void navigations.push(url),
      reload,
    });
    const agent = userAgent();

    await auth.signIn('/devices?filter=offline');
    const authorize = navigations[0]!;
    const signInPage = await agent.follow(await agent.request(authorize), authorize, redirectUri);
    const back = await agent.submit(
      signInPage.page,
      signInPage.url,
      { email: 'dev@example.com', password: 'demo' },
      redirectUri,
    );
    // SPEC §2: the code comes back in the URL fragment.
    expect(new URL(back.url).hash).toMatch(/code=/);
    await expect(auth.completeSignIn(back.url)).resolves.toBe('/devices?filter=offline');

    const { fleet } = connectFleet({ baseUrl: sandbox.url, auth });
    await expect(fleet.accounts.getUser()).resolves.toMatchObject({ email: 'dev@example.com' });
    const first = await auth.getToken();
    expect(decodeJwtPayload(first)).toMatchObject({
      aud: 'fleet-api',
      resource_access: { 'user-manager': { roles: ['developer'] } },
    });

    await auth.refresh(); // the sandbox's rotating refresh token
    const renewed = await auth.getToken();
    expect(renewed).not.toBe(first);
    await expect(fleet.auth.discoverPermissions()).resolves.toMatchObject({
      repositoryId: 'personal',
    });
    expect(reload).not.toHaveBeenCalled();

    await auth.signOut('/fleets');
    await expect(auth.isSignedIn()).resolves.toBe(false);
    const endSession = navigations.at(-1)!;
    const confirm = await agent.follow(
      await agent.request(endSession),
      endSession,
      `${sandbox.url}/?`,
    );
    const afterSignOut = await agent.submit(
      confirm.page,
      confirm.url,
      { logout: 'yes' },
      `${sandbox.url}/?`,
    );
    await expect(auth.completeSignOut(afterSignOut.url)).resolves.toBe('/fleets');
  });
});
