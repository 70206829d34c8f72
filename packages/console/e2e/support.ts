import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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
  const results = await new AxeBuilder({ page }).analyze();
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
 * Calls the API from the page as the signed-in user (with the access token the console keeps
 * for this tab), for a journey that changes what the server has behind the console's back.
 */
export async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const userKey = Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'));
      const user = JSON.parse(sessionStorage.getItem(userKey ?? '') ?? '{}') as {
        access_token?: string;
      };
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${user.access_token}`,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * Deletes one of the signed-in user's options on the server (none there is fine), so a journey
 * (or its retry) starts from the same state whatever an earlier run saved.
 */
export async function forgetUserOption(page: Page, key: string): Promise<void> {
  const status = await page.evaluate(async (key) => {
    const userKey = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = JSON.parse(sessionStorage.getItem(userKey ?? '') ?? '{}') as {
      access_token?: string;
    };
    const response = await fetch(`/api/accounts/users/metadata/v2/${encodeURIComponent(key)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${user.access_token}` },
    });
    return response.status;
  }, key);
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
