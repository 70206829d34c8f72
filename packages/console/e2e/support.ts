import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './csp-guard';
import { ACTIVE_REPOSITORY_KEY } from '../../sdk/src/session/active-repository';

export const DEMO_PASSWORD = 'demo';

/** Fills the sandbox's real sign-in page (fields Email and Password, button Sign in). */
export async function fillSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path` signed out, signs in on the provider's page and waits to be back. */
export async function signInAt(page: Page, path: string, email = 'dev@example.com'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').waitFor();
  await fillSignIn(page, email);
  // Back from the provider once the console has completed the answer in the fragment.
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.hash.includes('code='));
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe.run in the page itself (legacy mode) rather than partial runs finished in a new blank
  // page per check, and only the violations reported: the same rules over the same document at
  // a fraction of the time. The console has no cross-origin frames that legacy mode would miss.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
  expect(severe, `axe on ${page.url()}`).toEqual([]);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * An access token of the user signed in on `page`. The console holds its own in memory only
 * (docs/security.md), out of a test's reach, so the test gets one as the console does at
 * sign-in: an authorization request with PKCE that the provider's session answers at once,
 * then the code exchange. The browser's cookies go with it; the console's tokens are not
 * touched.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const request = page.context().request;
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/`;
  let url = `${origin}/idp/auth?${new URLSearchParams({
    client_id: 'fleet-console',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'none',
  })}`;
  for (let hops = 0; new URL(url).pathname.startsWith('/idp'); hops++) {
    const location = (await request.get(url, { maxRedirects: 0 })).headers().location;
    if (!location || hops > 10) throw new Error(`The provider's session did not answer ${url}`);
    url = new URL(location, url).href;
  }
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`No code from the provider's session: ${url}`);
  const response = await request.post(`${origin}/idp/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'fleet-console',
      code_verifier: verifier,
    },
  });
  if (!response.ok()) throw new Error(`Token request: HTTP ${response.status()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Calls the API from the page as the signed-in user (their host token), for a journey that
 * changes what the server has behind the console's back.
 */
export async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await accessTokenOf(page);
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
    { method, path, token, body },
  ) as Promise<T>;
}

/**
 * Deletes one of the signed-in user's options on the server (none there is fine), so a journey
 * (or its retry) starts from the same state whatever an earlier run saved.
 */
export async function forgetUserOption(page: Page, key: string): Promise<void> {
  const token = await accessTokenOf(page);
  const status = await page.evaluate(
    async ({ key, token }) => {
      const response = await fetch(`/api/accounts/users/metadata/v2/${encodeURIComponent(key)}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    },
    { key, token },
  );
  if (status >= 300 && status !== 404) throw new Error(`Forgetting ${key}: HTTP ${status}`);
}

/**
 * Makes the signed-in user work in the repository `name` shared with them, as the SDK session
 * does after a repository switch: the active-repository marker of this tab, then a reload.
 * Returns the repository's id.
 */
export async function enterSharedRepository(page: Page, name: string): Promise<string> {
  const shared = await callApi<Array<{ id: string; name: string }>>(
    page,
    'GET',
    '/api/accounts/organizations/guest',
  );
  const id = shared.find((repository) => repository.name === name)?.id;
  if (!id) throw new Error(`No repository named ${name} is shared with this user.`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    ACTIVE_REPOSITORY_KEY,
    id,
  ] as const);
  await page.reload();
  return id;
}
