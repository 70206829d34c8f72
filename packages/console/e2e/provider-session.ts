// A journey's sign-in without the provider's pages. Each worker signs each user in through the
// provider's real pages once per sandbox and keeps two things: the provider's session cookies
// and the user the console kept in its tab (sessionStorage, docs/security.md "Tokens"). A
// journey's fresh browser context then gets the cookies, asks the provider's session for
// tokens of its own (an authorization request with PKCE and prompt=none, then the code
// exchange, as the console does) and finds them in its tab as if it had signed in there: the
// console starts signed in, renewing the access token with that tab's own refresh token. The
// sign-in pages themselves are journeys of their own (tokens.spec.ts, console.spec.ts, the
// sandbox's sign-in suite).
import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Cookie, Page } from './csp-guard';
import { KEPT_USER_KEY_PREFIX } from '../../sdk/src/auth/browser-auth';
import { CONSOLE_CLIENT_ID as CLIENT_ID } from '../../sandbox/src/identity/console-client';
import { DEMO_PASSWORD } from '../../sandbox/src/seed/demo-accounts';

/** Fills the sandbox's real sign-in page (fields Email and Password, button Sign in). */
export async function fillSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the tab is back from the provider and the console has taken its answer. */
export async function backFromProvider(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.hash.includes('code='));
}

export interface ProviderTokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

/**
 * Tokens from the provider's session the cookies of `request` carry: an authorization request
 * with PKCE that the session answers at once (prompt=none), then the code exchange.
 */
export async function tokensOfProviderSession(
  request: APIRequestContext,
  origin: string,
): Promise<ProviderTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/`;
  let url = `${origin}/idp/auth?${new URLSearchParams({
    client_id: CLIENT_ID,
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
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
  });
  if (!response.ok()) throw new Error(`Token request: HTTP ${response.status()}`);
  return (await response.json()) as ProviderTokens;
}

/** What a sign-in through the provider's pages left: its cookies and the console's kept user. */
interface KeptSignIn {
  cookies: Cookie[];
  key: string;
  user: Record<string, unknown>;
}

const keptSignIns = new Map<string, Promise<KeptSignIn>>();

async function signInOnce(browser: Browser, origin: string, email: string): Promise<KeptSignIn> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/account`);
    await page.getByLabel('Email').waitFor();
    await fillSignIn(page, email);
    await backFromProvider(page);
    const kept = await page.evaluate((prefix) => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key?.startsWith(prefix)) return { key, value: sessionStorage.getItem(key) ?? '' };
      }
      return undefined;
    }, KEPT_USER_KEY_PREFIX);
    if (!kept) throw new Error(`The console kept no user after ${email} signed in`);
    return {
      cookies: await context.cookies(origin),
      key: kept.key,
      user: JSON.parse(kept.value) as Record<string, unknown>,
    };
  } finally {
    await context.close();
  }
}

/** The kept sign-in of `email` on `origin`, made on first use (or again with `renew`). */
function keptSignIn(browser: Browser, origin: string, email: string, renew = false) {
  const id = `${origin} ${email}`;
  let kept = keptSignIns.get(id);
  if (!kept || renew) {
    kept = signInOnce(browser, origin, email);
    keptSignIns.set(id, kept);
    kept.catch(() => keptSignIns.delete(id));
  }
  return kept;
}

/**
 * Opens `path` in the fresh tab `page` with `email` signed in, without the provider's pages.
 * A journey that signed the provider's session out (sign-out ends it) makes the next one sign
 * in through the pages again.
 */
export async function openSignedIn(page: Page, path: string, email: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('A signed-in tab needs the browser of its context');
  // The tab's storage belongs to the console's origin: a file it serves as it is, not the
  // console itself, opens it (relative to the context's baseURL, as `path` is).
  await page.goto('/config.json');
  const origin = new URL(page.url()).origin;
  let kept = await keptSignIn(browser, origin, email);
  await page.context().addCookies(kept.cookies);
  let tokens: ProviderTokens;
  try {
    tokens = await tokensOfProviderSession(page.context().request, origin);
  } catch {
    kept = await keptSignIn(browser, origin, email, true);
    await page.context().addCookies(kept.cookies);
    tokens = await tokensOfProviderSession(page.context().request, origin);
  }
  const user = {
    ...kept.user,
    id_token: tokens.id_token,
    refresh_token: tokens.refresh_token,
    access_token: '',
    expires_at: 0,
  };
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    kept.key,
    JSON.stringify(user),
  ] as const);
  await page.goto(path);
}
