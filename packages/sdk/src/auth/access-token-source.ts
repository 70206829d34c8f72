// Where the host's access token comes from: a browser sign-in, an API client's credentials or
// a token handed in. The token manager (fleet-tokens.ts) builds on this one shape.

export interface RefreshOptions {
  /**
   * Renew only when the token has fewer seconds than this left. Asking for more than a token
   * ever lives forces a renewal: that is the 30-day refresh after creating a user (SPEC §9
   * NEW_USER_TOKEN_REFRESH_S). Without it, the token is always renewed (after a 401).
   */
  minValiditySeconds?: number;
}

export interface AccessTokenSource {
  /**
   * The current access token, renewed first when it has expired; undefined when there is
   * none (signed out). Rejects when a token had to be fetched and could not be.
   */
  getToken(): Promise<string | undefined>;
  /** Renews the access token (see RefreshOptions); rejects when that fails. */
  refresh(options?: RefreshOptions): Promise<void>;
}

/** True when a token expiring at `expiresAt` (ms) has fewer than `seconds` left at `now`. */
export function hasLessThan(seconds: number, expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || expiresAt - now < seconds * 1000;
}
