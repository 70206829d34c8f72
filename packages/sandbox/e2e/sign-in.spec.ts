import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../../console/e2e/csp-guard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.js';

// The sign-in page in a real browser: authorization code + PKCE as the console starts it,
// the form filled by its labels, the code exchanged, and the token accepted by the API.
const CLIENT_ID = 'fleet-console';

/**
 * Starts a sign-in whose answer comes back to `/callback`, one of the console's redirect URIs.
 * The provider sends the tab there by a redirect, which `page.route` cannot intercept
 * (Playwright does not route redirected requests), so the sandbox answers it with the console.
 * The console's scripts are refused in this tab: it neither tries to complete a sign-in it did
 * not start nor starts one of its own, which would keep the page navigating (and, signed in,
 * loading its dashboard and live channel) while the test reads the answer and ends; closing a
 * page in the middle of that could outlast the test's time-out. The test plays the client.
 */
async function startSignIn(page: Page, baseURL: string) {
  await page.route(
    (url) => url.origin === baseURL && !url.pathname.startsWith('/idp/'),
    (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()),
  );
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${baseURL}/callback`;
  const authorize = new URL(`${baseURL}/idp/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  await page.goto(authorize.href);
  return { verifier, state, redirectUri };
}

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email} signs in and the API accepts the token`, async ({ page, baseURL }) => {
    const flow = await startSignIn(page, baseURL!);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(flow.redirectUri));

    const back = new URL(page.url());
    expect(back.searchParams.get('state')).toBe(flow.state);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await page.request.post(`${baseURL}/idp/token`, {
      form: {
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: flow.redirectUri,
        client_id: CLIENT_ID,
        code_verifier: flow.verifier,
      },
    });
    expect(token.status()).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };

    const discover = await page.request.get(`${baseURL}/api/v2beta/auth/discover`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(discover.status()).toBe(200);
    const { permissions } = (await discover.json()) as { permissions: string[] };
    expect(permissions).toContain('read:devices');
  });
}

test('a wrong password says so on the sign-in page', async ({ page, baseURL }) => {
  await startSignIn(page, baseURL!);
  await page.getByLabel('Email').fill('dev@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('dev@example.com');
});
