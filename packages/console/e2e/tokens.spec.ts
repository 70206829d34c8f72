import { expect, test, type Page } from './csp-guard';
import { fillSignIn, pathOf, signInAt } from './support';

// Issue #10, point 5 (docs/security.md, "Tokens"): the console holds its access token in
// memory only (a reload renews it with the refresh token kept for the tab), and signing out
// clears every token from the browser and ends the provider's session, so the last refresh
// token is refused and the next visit asks for the password again.

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

/** Every token answer the identity provider gives the page, in order. */
function tokenAnswers(page: Page): TokenAnswer[] {
  const answers: TokenAnswer[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/idp/token' || !response.ok()) return;
    answers.push((await response.json()) as TokenAnswer);
  });
  return answers;
}

/** Everything the page keeps in its web storages and cookies it can read, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [
      ...[localStorage, sessionStorage].flatMap((area) =>
        Object.keys(area).map((key) => `${key}=${area.getItem(key)}`),
      ),
      document.cookie,
    ].join('\n'),
  );

test('the access token lives in memory only; a reload renews it', async ({ page }) => {
  const answers = tokenAnswers(page);
  await signInAt(page, '/fleets');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const signedIn = answers[0]!;
  expect(await storedText(page)).not.toContain(signedIn.access_token);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible();
  expect(pathOf(page)).toBe('/fleets');
  await expect.poll(() => answers.length).toBeGreaterThan(1);
  const renewed = answers.at(-1)!;
  expect(renewed.access_token).not.toBe(signedIn.access_token);
  expect(await storedText(page)).not.toContain(renewed.access_token);
});

test('signing out clears every token and ends the provider session', async ({ page }) => {
  const answers = tokenAnswers(page);
  await signInAt(page, '/fleets');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const { refresh_token: refreshToken, id_token: idToken } = answers.at(-1)!;
  expect(refreshToken).toBeTruthy();

  await page.getByTestId('signed-in-user').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email').waitFor();

  // Nothing of the session is left in the browser's storages.
  const stored = await storedText(page);
  for (const token of [refreshToken!, idToken!, ...answers.map((answer) => answer.access_token)])
    expect(stored).not.toContain(token);
  expect(stored).not.toMatch(/oidc\.user:/);

  // The provider refuses the last refresh token: the grant ended with the session.
  const refused = await page.request.post('/idp/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: 'fleet-console' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');

  // The provider's session ended too: the next visit asks for the password again.
  await page.goto('/devices');
  await page.getByLabel('Email').waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/idp\/interaction\//);
  await fillSignIn(page, 'dev@example.com');
  await expect.poll(() => pathOf(page)).toBe('/devices');
});
