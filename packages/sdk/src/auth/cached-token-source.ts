// A browser page's getToken for the Fleet widgets and the SDK: the page's own backend mints
// the tokens (an API client's secret never reaches the browser), and this keeps the one it got
// until shortly before it expires, so six widgets on a page cost one token request, not twenty.
import { createTokenCache, type IssuedToken } from './token-cache';

/**
 * What a page's token fetch returns: the token alone, or with its lifetime, as the backend of
 * examples/embed-html answers (`{ accessToken, expiresIn }`).
 */
export type FetchedToken =
  | string
  | {
      /** The access token (the `access_token` of an OAuth token response). */
      accessToken: string;
      /** Seconds it stays valid from now (the `expires_in` of an OAuth token response). */
      expiresIn?: number | undefined;
    };

export interface CachedTokenSourceOptions {
  /** The clock, in ms since the epoch (tests). */
  now?: () => number;
}

/** A getToken function that keeps its token; `renew()` fetches a new one at once. */
export interface CachedTokenSource {
  (): Promise<string>;
  /** Fetches a new token now, e.g. when the API refused the kept one. */
  renew(): Promise<string>;
}

/**
 * Wraps a page's token fetch into a getToken that reuses the token until shortly before it
 * expires (its `expiresIn`, else the token's `exp` claim; 30 s early, or a tenth of a short
 * lifetime) and shares one request between every caller that needs a token meanwhile. A
 * failed fetch is not kept: the next call fetches again.
 *
 * ```ts
 * const getToken = cachedTokenSource(() =>
 *   fetch('/fleet-token', { method: 'POST' }).then((response) => response.json()),
 * );
 * element.getToken = getToken;
 * ```
 */
export function cachedTokenSource(
  fetchToken: () => Promise<FetchedToken>,
  options: CachedTokenSourceOptions = {},
): CachedTokenSource {
  const now = options.now ?? Date.now;
  const cache = createTokenCache(async (): Promise<IssuedToken> => {
    const sentAt = now();
    const fetched = await fetchToken();
    if (typeof fetched === 'string') return { token: fetched };
    if (typeof fetched?.accessToken !== 'string' || fetched.accessToken === '')
      throw new TypeError('The token fetch of cachedTokenSource returned no accessToken.');
    return {
      token: fetched.accessToken,
      expiresAt: fetched.expiresIn === undefined ? undefined : sentAt + fetched.expiresIn * 1000,
    };
  }, now);
  const getToken = () => cache.get();
  return Object.assign(getToken, { renew: async () => (await cache.renew()).token });
}
