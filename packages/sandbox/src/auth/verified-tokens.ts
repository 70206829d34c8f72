/**
 * Access tokens already verified, so a client sending the same token on every call pays the
 * RS256 signature check once (it was the largest fixed cost of a call: about a quarter of a
 * millisecond of the event loop, docs/benchmarks.md "API under load").
 *
 * Verifying a token reads nothing but the token and the provider's keys, which stay for the
 * life of the process, so its answer stays true — except expiry, which is checked again on
 * every call. Whether the token's user, guest or API client still has access is decided after
 * this, on every call (principal.ts), so a cached token never outlives a revoked access.
 * Only tokens that passed are kept; a refused token is verified again each time.
 */

/** What is kept of a verified token: its claims, with the expiry that bounds them. */
export interface VerifiedClaims {
  /** Expiry, in seconds since the epoch (JWT `exp`). */
  exp: number;
}

export interface VerifiedTokens<C extends VerifiedClaims> {
  /** The claims of a token verified before and not expired at `nowSeconds`. */
  claimsOf(token: string, nowSeconds: number): C | undefined;
  /** Keeps a token that has just passed verification. */
  remember(token: string, claims: C): void;
}

/** Up to `capacity` tokens; past it, the one kept longest goes first. */
export function createVerifiedTokens<C extends VerifiedClaims>(
  capacity: number,
): VerifiedTokens<C> {
  const kept = new Map<string, C>();
  return {
    claimsOf(token, nowSeconds) {
      const claims = kept.get(token);
      if (claims === undefined) return undefined;
      // As jose decides it: expired once `exp` is not after now (no clock tolerance).
      if (claims.exp <= nowSeconds) {
        kept.delete(token);
        return undefined;
      }
      return claims;
    },
    remember(token, claims) {
      if (kept.size >= capacity && !kept.has(token)) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(token, claims);
    },
  };
}
