// Signing in the way a browser does, for a one-off setup step: the authorization code flow
// with PKCE through the identity provider's real sign-in form, cookies kept by hand. Only for
// the sandbox's demo accounts; real scripts use an API client (client credentials).
import { createHash, randomBytes } from 'node:crypto';

/** The console's public client, which the sandbox's provider knows. */
const CONSOLE_CLIENT_ID = 'fleet-console';

class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), Cookie: cookie },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '') this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
    return response;
  }

  /** Follows redirects until an answer is not one, or its address starts with `stopAt`. */
  async follow(response: Response, from: string, stopAt: string) {
    let current = response;
    let url = from;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) break;
      url = new URL(location, url).href;
      if (url.startsWith(stopAt)) break;
      await current.body?.cancel();
      current = await this.request(url);
    }
    return { response: current, url };
  }
}

/** Signs in with email and password; resolves to the access token. */
export async function signInWithPassword(
  origin: string,
  issuer: string,
  email: string,
  password: string,
): Promise<string> {
  const redirectUri = `${origin}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  }).toString();

  const browser = new Browser();
  const page = await browser.follow(
    await browser.request(authorize.href),
    authorize.href,
    redirectUri,
  );
  const form = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`No sign-in form at ${page.url} (HTTP ${page.response.status}).`);
  const actionUrl = new URL(action.replaceAll('&#38;', '&'), page.url).href;
  const posted = await browser.request(actionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  // The form comes back (200) when the provider refused the email or password.
  if (posted.status === 200) throw new Error(`Sign-in refused for ${email}: check the password.`);

  const back = await browser.follow(posted, actionUrl, redirectUri);
  const callback = new URL(back.url);
  const code = callback.searchParams.get('code');
  if (!back.url.startsWith(redirectUri) || callback.searchParams.get('state') !== state || !code)
    throw new Error(`Sign-in did not come back with a code (ended at ${back.url}).`);

  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CONSOLE_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await response.json()) as { access_token?: string; error_description?: string };
  if (!response.ok || !tokens.access_token)
    throw new Error(
      `The token request failed (HTTP ${response.status}): ${tokens.error_description}`,
    );
  return tokens.access_token;
}
