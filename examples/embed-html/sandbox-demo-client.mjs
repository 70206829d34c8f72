// Sandbox demo only: gets API client credentials without a manual step, by signing in to the
// sandbox as a demo account (authorization code + PKCE through its sign-in page, as a
// browser would) and creating an API client. A partner creates its API client once in the
// console (Account → API clients) and gives server.mjs its id and secret instead.
import { createHash, randomBytes } from 'node:crypto';

const CONSOLE_CLIENT_ID = 'fleet-console';
export const DEMO_CLIENT_NAME = 'embed-html example';

/** Follows redirects by hand, keeping cookies, like a browser on one origin. */
function browser() {
  const cookies = new Map();
  async function request(url, init = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }
  async function follow(response, url, stopAt) {
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      url = new URL(location, url).href;
      if (url.startsWith(stopAt)) return { response, url };
      await response.body?.cancel();
      response = await request(url);
    }
    throw new Error('Too many redirects');
  }
  return { request, follow };
}

/** An access token of a demo account, from the sandbox's sign-in page. */
async function signIn(baseUrl, email, password) {
  const issuer = `${baseUrl}/idp`;
  const redirectUri = `${baseUrl}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();

  const b = browser();
  const toPage = await b.follow(await b.request(authorize.href), authorize.href, redirectUri);
  const page = await toPage.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`No sign-in form at ${toPage.url}`);
  const actionUrl = new URL(action.replaceAll('&#38;', '&').replaceAll('&amp;', '&'), toPage.url)
    .href;
  const posted = await b.request(actionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const back = await b.follow(posted, actionUrl, redirectUri);
  const code = new URL(back.url).searchParams.get('code');
  if (!code) throw new Error(`Could not sign in as ${email} (ended at ${back.url})`);
  const token = await fetch(`${issuer}/token`, {
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
  if (!token.ok) throw new Error(`The code exchange failed (${token.status})`);
  return (await token.json()).access_token;
}

/**
 * Signs in as `email` and creates a fresh API client of `type` named `name` (replacing the one
 * of that name made before, whose secret is not kept). Resolves to `{ clientId, clientSecret }`.
 */
export async function createSandboxApiClient(
  baseUrl,
  { email = 'dev@example.com', password = 'demo', type = 'api-v2', name = DEMO_CLIENT_NAME } = {},
) {
  const accessToken = await signIn(baseUrl, email, password);
  const api = (path, init = {}) =>
    fetch(`${baseUrl}/api/accounts/users/clients${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  const existing = await api('');
  if (existing.ok) {
    for (const client of await existing.json())
      if (client.name === name)
        await api(`/${encodeURIComponent(client.clientId)}`, { method: 'DELETE' });
  }
  const created = await api('', {
    method: 'POST',
    body: JSON.stringify({
      name,
      type,
      description: 'Mints the tokens of examples/embed-html',
    }),
  });
  if (!created.ok)
    throw new Error(`Could not create an API client (${created.status}): ${await created.text()}`);
  const { clientId, clientSecret } = await created.json();
  return { clientId, clientSecret };
}
