// A person signing in from a native app, such as the `fleet` command line (RFC 8252): the
// browser opens the identity provider's page (authorization code + PKCE), which returns to a
// loopback address the app listens on; the app then keeps the refresh token and renews its
// access token with it — rotating refresh tokens are handed to `onRefreshToken` to be kept.
import type { AccessTokenSource } from './access-token-source';
import { TokenRequestError } from './client-credentials';
import { cachedAccessTokenSource, createTokenCache, type IssuedToken } from './token-cache';
import { reachProvider, readJsonObject } from './token-request';

export interface NativeAppProvider {
  /** The identity provider's issuer; its endpoints are read from its discovery document. */
  issuer: string;
  /** The public client the app signs in as (no secret). */
  clientId: string;
  /** A fetch to use instead of `globalThis.fetch`. */
  fetch?: typeof fetch;
}

export interface NativeSignInOptions extends NativeAppProvider {
  /** Where the provider returns to: the app's loopback address, e.g. http://127.0.0.1:53123/callback. */
  redirectUri: string;
  /** Default `openid profile email offline_access`. */
  scope?: string;
}

/** The tokens a sign-in or a renewal gave. */
export interface NativeAppTokens {
  accessToken: string;
  /** The refresh token to keep (a new one replaces the old when the provider rotates them). */
  refreshToken: string | undefined;
  /** When the access token expires (ms since the epoch), when the provider said. */
  expiresAt: number | undefined;
}

export interface NativeSignIn {
  /** The address to open in the browser. */
  authorizationUrl: string;
  /**
   * Finishes the sign-in with the address the browser came back to: checks `state`, exchanges
   * the code (with the PKCE verifier) for tokens. Rejects with the provider's error.
   */
  complete(callbackUrl: string): Promise<NativeAppTokens>;
}

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomText = (): string => base64Url(crypto.getRandomValues(new Uint8Array(32)));

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

function fetchOf(provider: NativeAppProvider): typeof fetch {
  return provider.fetch ?? ((input, init) => globalThis.fetch(input, init));
}

/** The provider's authorization and token endpoints, from its discovery document. */
async function endpointsOf(provider: NativeAppProvider) {
  const url = `${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await reachProvider(fetchOf(provider), url, {
    headers: { Accept: 'application/json' },
  });
  const metadata = await readJsonObject(response);
  const { authorization_endpoint: authorization, token_endpoint: token } = metadata;
  if (!response.ok || typeof authorization !== 'string' || typeof token !== 'string')
    throw new TokenRequestError(`No endpoints in ${url} (${response.status}).`, response.status);
  return { authorization, token };
}

/** One token endpoint call of a public client; the provider's error, worded, on failure. */
async function requestTokens(
  provider: NativeAppProvider,
  tokenEndpoint: string,
  form: Record<string, string>,
): Promise<NativeAppTokens> {
  const sentAt = Date.now();
  const response = await reachProvider(fetchOf(provider), tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ ...form, client_id: provider.clientId }).toString(),
  });
  const body = await readJsonObject(response);
  if (!response.ok || typeof body.access_token !== 'string') {
    const code = typeof body.error === 'string' ? body.error : undefined;
    const description =
      typeof body.error_description === 'string' ? body.error_description : undefined;
    throw new TokenRequestError(
      `The identity provider refused the sign-in (${response.status}${code ? ` ${code}` : ''})${
        description ? `: ${description}` : ''
      }`,
      response.status,
      code,
      { description, clientId: provider.clientId },
    );
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresAt: typeof body.expires_in === 'number' ? sentAt + body.expires_in * 1000 : undefined,
  };
}

/**
 * Starts a browser sign-in: the address to open, and `complete` for the address the browser
 * returns to.
 *
 * ```ts
 * const signIn = await startNativeSignIn({ issuer, clientId: 'fleet-console', redirectUri });
 * // open signIn.authorizationUrl, wait for the request to redirectUri, then:
 * const tokens = await signIn.complete(callbackUrl);
 * ```
 */
export async function startNativeSignIn(options: NativeSignInOptions): Promise<NativeSignIn> {
  const endpoints = await endpointsOf(options);
  const verifier = randomText();
  const state = randomText();
  const url = new URL(endpoints.authorization);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid profile email offline_access',
    code_challenge: await s256(verifier),
    code_challenge_method: 'S256',
    state,
  }).toString();
  return {
    authorizationUrl: url.href,
    async complete(callbackUrl) {
      const params = new URL(callbackUrl).searchParams;
      const error = params.get('error');
      if (error)
        throw new TokenRequestError(
          `The identity provider refused the sign-in (${error})${
            params.get('error_description') ? `: ${params.get('error_description')}` : ''
          }`,
          0,
          error,
          { clientId: options.clientId },
        );
      if (params.get('state') !== state)
        throw new TokenRequestError('The sign-in came back for another request (state).', 0);
      const code = params.get('code');
      if (!code) throw new TokenRequestError('The sign-in came back without a code.', 0);
      return requestTokens(options, endpoints.token, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: options.redirectUri,
      });
    },
  };
}

export interface RefreshTokenAuthOptions extends NativeAppProvider {
  /** The refresh token a sign-in gave (kept by the app). */
  refreshToken: string;
  /** Told of each new refresh token when the provider rotates them: keep it for next time. */
  onRefreshToken?: (refreshToken: string) => void;
  /** The clock, in ms since the epoch (tests). */
  now?: () => number;
}

/**
 * A person's access token from a kept refresh token: renewed shortly before it expires, after
 * a 401, and on `refresh()`; each rotated refresh token is handed to `onRefreshToken`.
 */
export function refreshTokenAuth(options: RefreshTokenAuthOptions): AccessTokenSource {
  const now = options.now ?? Date.now;
  let refreshToken = options.refreshToken;
  let tokenEndpoint: Promise<string> | undefined;

  async function renew(): Promise<IssuedToken> {
    tokenEndpoint ??= endpointsOf(options).then(
      (endpoints) => endpoints.token,
      (error: unknown) => {
        tokenEndpoint = undefined;
        throw error;
      },
    );
    const tokens = await requestTokens(options, await tokenEndpoint, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    if (tokens.refreshToken && tokens.refreshToken !== refreshToken) {
      refreshToken = tokens.refreshToken;
      options.onRefreshToken?.(refreshToken);
    }
    return { token: tokens.accessToken, expiresAt: tokens.expiresAt };
  }

  return cachedAccessTokenSource(createTokenCache(renew, now), now);
}
