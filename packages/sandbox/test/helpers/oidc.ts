import { createHash, randomBytes } from 'node:crypto';

/** The console's client id, as a browser would send it. */
export const CONSOLE_CLIENT_ID = 'fleet-console';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** A minimal browser cookie jar: name → value, for one origin (paths ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser session against the sandbox: follows redirects by hand, keeping cookies. */
export class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        Cookie: this.jar.header(),
      },
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects until a response is not a redirect or the location starts with `stopAt`. */
  async follow(
    response: Response,
    from: string,
    stopAt: string,
  ): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = from;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location)
        return { response: current, url };
      url = new URL(location, url).href;
      if (url.startsWith(stopAt)) return { response: current, url };
      await current.body?.cancel();
      current = await this.request(url);
    }
    throw new Error('Too many redirects');
  }
}

export type SignInResult =
  { ok: true; tokens: TokenSet; browser: Browser } | { ok: false; page: string; status: number };

/**
 * Signs in like the console does: authorization code + PKCE through the real sign-in page
 * (the form is filled and posted), then the code is exchanged at the token endpoint.
 */
export async function signIn(
  origin: string,
  email: string,
  password: string,
): Promise<SignInResult> {
  const issuer = `${origin}/idp`;
  const redirectUri = `${origin}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const browser = new Browser();

  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();

  const toPage = await browser.follow(
    await browser.request(authorize.href),
    authorize.href,
    redirectUri,
  );
  const signInPage = await toPage.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(signInPage)?.[1];
  if (!action)
    throw new Error(
      `No sign-in form at ${toPage.url} (${toPage.response.status}): ${signInPage.slice(0, 300)}`,
    );

  const actionUrl = new URL(action.replaceAll('&#38;', '&'), toPage.url).href;
  const posted = await browser.request(actionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (posted.status === 200) return { ok: false, page: await posted.text(), status: posted.status };

  const back = await browser.follow(posted, actionUrl, redirectUri);
  const callback = new URL(back.url);
  if (!back.url.startsWith(redirectUri)) throw new Error(`Sign-in ended at ${back.url}`);
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${back.url}`);

  const tokens = await tokenRequest(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: CONSOLE_CLIENT_ID,
    code_verifier: verifier,
  });
  return { ok: true, tokens, browser };
}

/** A token endpoint call; throws with the error body on failure. */
export async function tokenRequest(
  issuer: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<TokenSet> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params).toString(),
  });
  const body = (await response.json()) as TokenSet & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`${response.status} ${body.error}: ${body.error_description}`);
  return body;
}

/** An API client's tokens through the client credentials grant (HTTP Basic, as scripts send). */
export function clientCredentialsTokens(
  origin: string,
  clientId: string,
  clientSecret: string,
): Promise<TokenSet> {
  const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  return tokenRequest(
    `${origin}/idp`,
    { grant_type: 'client_credentials' },
    { Authorization: `Basic ${basic}` },
  );
}

/** Signs in or fails the test. */
export async function tokensFor(
  origin: string,
  email: string,
  password = 'demo',
): Promise<TokenSet> {
  const result = await signIn(origin, email, password);
  if (!result.ok) throw new Error(`Sign-in failed for ${email}: ${result.page.slice(0, 200)}`);
  return result.tokens;
}
