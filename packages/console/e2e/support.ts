import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './csp-guard';
import {
  backFromProvider,
  fillSignIn,
  openSignedIn,
  tokensOfProviderSession,
} from './provider-session';
import { ACTIVE_REPOSITORY_KEY } from '../../sdk/src/session/active-repository';

export { fillSignIn } from './provider-session';

/** Opens `path` signed out, signs in on the provider's page and waits to be back. */
async function signInThroughProvider(
  page: Page,
  path: string,
  email = 'dev@example.com',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').waitFor();
  await fillSignIn(page, email);
  await backFromProvider(page);
}

/**
 * Opens `path` with `email` signed in. A fresh tab gets its own tokens from a provider session
 * the worker opened once through the provider's pages (provider-session.ts); a tab that has
 * been somewhere already signs in through the pages.
 */
export async function signInAt(page: Page, path: string, email = 'dev@example.com'): Promise<void> {
  if (page.url() !== 'about:blank') return signInThroughProvider(page, path, email);
  await openSignedIn(page, path, email);
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
  const tokens = await tokensOfProviderSession(page.context().request, new URL(page.url()).origin);
  return tokens.access_token;
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
