// Scripts and CI jobs sign in as an API client (SPEC §3 API clients) with the OAuth client
// credentials grant: one token endpoint call, the token kept until shortly before it expires.
import type { AccessTokenSource } from './access-token-source';
import { cachedAccessTokenSource, createTokenCache, type IssuedToken } from './token-cache';
import { reachProvider, readJsonObject } from './token-request';

export interface ClientCredentialsOptions {
  /**
   * The identity provider's issuer, e.g. `http://127.0.0.1:8080/idp`; its token endpoint is
   * read from `<issuer>/.well-known/openid-configuration`. Give this or `tokenEndpoint`.
   */
  issuer?: string;
  /** The token endpoint itself (no discovery call). */
  tokenEndpoint?: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for; the provider's default when left out. */
  scope?: string;
  /** A fetch to use instead of `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch (tests). */
  now?: () => number;
}

/** The identity provider refused an API client's token request, or could not be asked. */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The OAuth error code (`invalid_client`, …) when the provider sent one. */
  readonly error: string | undefined;
  /** The provider's explanation (`error_description`) when it sent one. */
  readonly description: string | undefined;
  /** The API client that asked. */
  readonly clientId: string | undefined;

  constructor(
    message: string,
    status: number,
    error?: string,
    options?: ErrorOptions & { description?: string; clientId?: string },
  ) {
    super(message, options);
    this.status = status;
    this.error = error;
    this.description = options?.description;
    this.clientId = options?.clientId;
  }
}

// RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic auth.
const formEncode = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');

/**
 * An API client's access token from the client credentials grant. The token is cached until
 * shortly before it expires; `refresh()` always fetches a new one (after a 401), and
 * `refresh({ minValiditySeconds })` only when fewer seconds are left. Calls that need a token
 * at the same time share one request.
 *
 * ```ts
 * const auth = clientCredentialsAuth({ issuer: `${origin}/idp`, clientId, clientSecret });
 * ```
 */
export function clientCredentialsAuth(options: ClientCredentialsOptions): AccessTokenSource {
  if (!options.issuer && !options.tokenEndpoint)
    throw new TypeError('clientCredentialsAuth needs an issuer or a tokenEndpoint.');
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  let endpoint: Promise<string> | undefined = options.tokenEndpoint
    ? Promise.resolve(options.tokenEndpoint)
    : undefined;

  async function discoverTokenEndpoint(issuer: string): Promise<string> {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await send(url, { headers: { Accept: 'application/json' } });
    const metadata = await readJsonObject(response);
    if (!response.ok || typeof metadata.token_endpoint !== 'string')
      throw new TokenRequestError(
        `No token endpoint in ${url} (${response.status}).`,
        response.status,
        undefined,
        { clientId: options.clientId },
      );
    return metadata.token_endpoint;
  }

  const send = (url: string, init: RequestInit): Promise<Response> =>
    reachProvider(fetchFn, url, init, options.clientId);

  async function requestToken(): Promise<IssuedToken> {
    endpoint ??= discoverTokenEndpoint(options.issuer as string).catch((error: unknown) => {
      endpoint = undefined; // ask again next time
      throw error;
    });
    const url = await endpoint;
    const basic = btoa(`${formEncode(options.clientId)}:${formEncode(options.clientSecret)}`);
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scope) form.set('scope', options.scope);
    const sentAt = now();
    const response = await send(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form.toString(),
    });
    const body = await readJsonObject(response);
    if (!response.ok || typeof body.access_token !== 'string') {
      const code = typeof body.error === 'string' ? body.error : undefined;
      const description =
        typeof body.error_description === 'string' ? body.error_description : undefined;
      // Named after the client and with the provider's own words: a script's log says which
      // credentials to fix and why.
      const what = response.ok
        ? `sent API client "${options.clientId}" no access token`
        : `refused API client "${options.clientId}"`;
      throw new TokenRequestError(
        `The identity provider ${what} (${response.status}${code ? ` ${code}` : ''})${
          description ? `: ${description}` : ''
        }`,
        response.status,
        code,
        { description, clientId: options.clientId },
      );
    }
    const token = body.access_token;
    return {
      token,
      expiresAt: typeof body.expires_in === 'number' ? sentAt + body.expires_in * 1000 : undefined,
    };
  }

  return cachedAccessTokenSource(createTokenCache(requestToken, now), now);
}
