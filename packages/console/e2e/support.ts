import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
