// One access token at a time: kept until shortly before it expires, and fetched by a single
// request however many callers need it at once. The client credentials auth and
// cachedTokenSource (a browser page's getToken) both keep their token here.
import { TOKEN_MIN_VALIDITY_S } from '../domain/constants';
import { hasLessThan, type AccessTokenSource, type RefreshOptions } from './access-token-source';
import { tokenExpiresAt } from './jwt';

/** A token as a source fetched it. */
export interface IssuedToken {
  token: string;
  /** When it expires (ms since the epoch); read from the token's `exp` claim when left out. */
  expiresAt?: number | undefined;
}

export interface CachedToken {
  token: string;
  /** When to fetch a new one (ms); before the token really expires. */
  renewAt: number;
  expiresAt: number | undefined;
}

export interface TokenCache {
  /** The kept token while it is fresh, else a new one (one request for all callers). */
  get(): Promise<string>;
  /** Fetches a new token (joining a request already under way). */
  renew(): Promise<CachedToken>;
  /** The kept token, fresh or not; undefined before the first one arrived. */
  current(): CachedToken | undefined;
}

// Renew ahead of expiry so a call never leaves with a token about to lapse: 30 s, or a tenth
// of a short lifetime, but never less than the minimum validity of SPEC §9.
const renewalMarginMs = (lifetimeS: number): number =>
  Math.max(TOKEN_MIN_VALIDITY_S, Math.min(30, lifetimeS / 10)) * 1000;

/**
 * Keeps the tokens `request` fetches. A token whose expiry is unknown (no `expiresAt` and no
 * `exp` claim) is kept until `renew()`; a failed request keeps nothing, so the next caller asks
 * again.
 */
export function createTokenCache(
  request: () => Promise<IssuedToken>,
  now: () => number = Date.now,
): TokenCache {
  let cached: CachedToken | undefined;
  let inFlight: Promise<CachedToken> | undefined;

  async function fetchOne(): Promise<CachedToken> {
    const sentAt = now();
    const issued = await request();
    const expiresAt = issued.expiresAt ?? tokenExpiresAt(issued.token);
    const renewAt =
      expiresAt === undefined
        ? Number.POSITIVE_INFINITY
        : expiresAt - renewalMarginMs((expiresAt - sentAt) / 1000);
    return { token: issued.token, renewAt, expiresAt };
  }

  function renew(): Promise<CachedToken> {
    inFlight ??= fetchOne()
      .then((fresh) => (cached = fresh))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    async get() {
      if (cached && now() < cached.renewAt) return cached.token;
      return (await renew()).token;
    },
    renew,
    current: () => cached,
  };
}

/**
 * An AccessTokenSource over a cache: `refresh()` always renews (after a 401), and
 * `refresh({ minValiditySeconds })` only when fewer seconds are left.
 */
export function cachedAccessTokenSource(
  cache: TokenCache,
  now: () => number = Date.now,
): AccessTokenSource {
  return {
    getToken: () => cache.get(),
    async refresh({ minValiditySeconds }: RefreshOptions = {}) {
      const cached = cache.current();
      if (
        minValiditySeconds !== undefined &&
        cached &&
        !hasLessThan(minValiditySeconds, cached.expiresAt, now())
      )
        return;
      await cache.renew();
    },
  };
}
