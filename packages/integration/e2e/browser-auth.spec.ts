import { expect, test, type Page } from '../../console/e2e/csp-guard';

// SPEC §2 sign-in and §4 Auth in a real browser: the SDK's createBrowserAuth (oidc-client-ts)
// in a page the sandbox serves, signing in through the sandbox's own sign-in page with the
// authorization code and PKCE; the access token in memory only, the refresh token in
// sessionStorage (or memory too), never localStorage;
// renewal ahead of expiry and when expired, and a page reload when renewal fails. Time is the
// page's clock (Playwright's), so a 15-minute token expires without waiting 15 minutes.

const DESTINATION = '/devices?filter=offline';
const MINUTE = 60_000;

const status = (page: Page) => page.locator('#status');
/** How many times the app loaded in this tab (the return from sign-in is one). */
const loads = async (page: Page) => Number(await page.locator('#loads').textContent());

/** The grant type of every token request the page sends. */
function tokenGrants(page: Page): string[] {
  const grants: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/idp/token')
      grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });
  return grants;
}

/** Starts the app's sign-in, fills the sandbox's sign-in page, and comes back signed in. */
async function signIn(page: Page, email = 'dev@example.com'): Promise<void> {
  await expect(status(page)).toHaveText('signed out');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === DESTINATION);
  await expect(status(page)).toHaveText('signed in');
}

const accessToken = (page: Page) => page.evaluate(() => window.fleetE2e.auth.getToken());
const storageKeys = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => Object.keys(window[name]), area);
const pageNow = (page: Page) => page.evaluate(() => Date.now());
/** Everything the page keeps in its web storages, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`))
      .join('\n'),
  );

/** What the API makes of a token: the rights it discovers for it. */
async function discover(page: Page, token: string | undefined) {
  const response = await page.request.get('/api/v2beta/auth/discover', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { permissions: string[]; repositoryId: string };
}

test('signs in with the authorization code and PKCE through the sandbox’s sign-in page', async ({
  page,
}) => {
  const authorizations: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/idp/auth') authorizations.push(url);
  });
  const grants = tokenGrants(page);
  await page.goto('/');
  await signIn(page);

  const [authorize] = authorizations;
  expect(Object.fromEntries(authorize!.searchParams)).toMatchObject({
    client_id: 'fleet-console',
    response_type: 'code',
    response_mode: 'fragment',
    code_challenge_method: 'S256',
    redirect_uri: new URL('/callback', page.url()).href,
  });
  expect(authorize!.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(grants).toEqual(['authorization_code']);
  expect(new URL(page.url()).hash).toBe(''); // the code left the address bar

  // The access token works against the API, from the page and from outside it.
  const token = await accessToken(page);
  const { permissions, repositoryId } = await discover(page, token);
  expect(repositoryId).toBe('personal');
  expect(permissions).toContain('read:devices');
  await page.getByRole('button', { name: 'Call the API' }).click();
  await expect(page.locator('#api')).toHaveText(/^personal: \d+ permissions$/);

  // The access token lives in the page's memory only; the refresh token is kept for the tab
  // (sessionStorage), so a reload renews the access token with it. Nothing in localStorage.
  expect(await storageKeys(page, 'localStorage')).toEqual([]);
  expect(await storageKeys(page, 'sessionStorage')).toContainEqual(
    expect.stringMatching(/^oidc\.user:/),
  );
  expect(await storedText(page)).not.toContain(token!);
  await page.reload();
  await expect(status(page)).toHaveText('signed in');
  const renewed = await accessToken(page);
  expect(renewed).not.toBe(token);
  expect(grants).toEqual(['authorization_code', 'refresh_token']);
  expect((await discover(page, renewed)).repositoryId).toBe('personal');
  expect(await storedText(page)).not.toContain(renewed!);
  expect(await storageKeys(page, 'localStorage')).toEqual([]);
});

test('with memory storage the tokens live in the page only: gone on reload', async ({ page }) => {
  await page.goto('/?storage=memory');
  await signIn(page);
  await expect.poll(() => accessToken(page)).toMatch(/^ey/);
  const keys = [
    ...(await storageKeys(page, 'sessionStorage')),
    ...(await storageKeys(page, 'localStorage')),
  ];
  expect(keys.filter((key) => key.startsWith('oidc.'))).toEqual([]);
  await page.reload();
  await expect(status(page)).toHaveText('signed out');
});

test('renews the token by itself a minute before it expires, with the refresh token', async ({
  page,
}) => {
  await page.clock.install();
  const grants = tokenGrants(page);
  await page.goto('/');
  await signIn(page);
  const first = await accessToken(page);
  const loadsBefore = await loads(page);

  await page.clock.pauseAt((await pageNow(page)) + 1_000);
  await page.clock.fastForward(14 * MINUTE + 5_000); // the 15-minute token is "expiring"
  await expect.poll(() => accessToken(page)).not.toBe(first);
  const renewed = await accessToken(page);
  expect(grants).toEqual(['authorization_code', 'refresh_token']);
  expect((await discover(page, renewed)).repositoryId).toBe('personal');
  expect(await loads(page)).toBe(loadsBefore); // no reload
  await expect(page.locator('#log')).toHaveText('');
});

test('an expired token is renewed when a call needs it', async ({ page }) => {
  await page.clock.install();
  const grants = tokenGrants(page);
  await page.goto('/');
  await signIn(page);
  const first = await accessToken(page);
  const loadsBefore = await loads(page);

  // Timers stand still (a sleeping laptop): only the call finds out the token expired.
  const now = await pageNow(page);
  await page.clock.pauseAt(now + 1_000);
  await page.clock.setSystemTime(now + 16 * MINUTE);
  await page.getByRole('button', { name: 'Call the API' }).click();
  await expect(page.locator('#api')).toHaveText(/^personal: \d+ permissions$/);
  const renewed = await accessToken(page);
  expect(renewed).not.toBe(first);
  expect(grants).toEqual(['authorization_code', 'refresh_token']);
  expect((await discover(page, renewed)).repositoryId).toBe('personal');
  expect(await loads(page)).toBe(loadsBefore); // no reload
  await expect(page.locator('#log')).toHaveText('');
});

test('a page left open past the expiry renews once and stays signed in', async ({ page }) => {
  // Both of oidc-client-ts's timers ("expiring", "expired") fire together here; the
  // sandbox's refresh tokens rotate and a second use of one is refused, so the two must
  // share a single renewal or the page would reload, signed out.
  await page.clock.install();
  const grants = tokenGrants(page);
  await page.goto('/');
  await signIn(page);
  const first = await accessToken(page);
  const loadsBefore = await loads(page);

  await page.clock.fastForward(16 * MINUTE);
  await expect.poll(() => grants).toEqual(['authorization_code', 'refresh_token']);
  await page.getByRole('button', { name: 'Call the API' }).click();
  await expect(page.locator('#api')).toHaveText(/^personal: \d+ permissions$/);
  const renewed = await accessToken(page);
  expect(renewed).not.toBe(first);
  expect((await discover(page, renewed)).repositoryId).toBe('personal');
  expect(grants).toEqual(['authorization_code', 'refresh_token']);
  expect(await loads(page)).toBe(loadsBefore);
  await expect(status(page)).toHaveText('signed in');
});

test('when renewal fails the page reloads, signed out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await signIn(page);
  const loadsBefore = await loads(page);
  // The provider now refuses the refresh token (the session ended there).
  await page.route('**/idp/token', (route) =>
    route.fulfill({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'grant request is invalid' },
    }),
  );

  await page.clock.fastForward(16 * MINUTE); // past the expiry, with the page open
  await expect(page.locator('#loads')).toHaveText(String(loadsBefore + 1));
  await expect(status(page)).toHaveText('signed out');
  await expect(page.locator('#log')).toContainText(
    'Could not renew the access token; reloading the page.',
  );
  expect(await storageKeys(page, 'localStorage')).toEqual([]);
});
