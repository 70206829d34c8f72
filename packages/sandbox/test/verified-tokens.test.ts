import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from '../src/auth/verified-tokens.js';

describe('verified access tokens', () => {
  it('answers the claims of a token kept, until its expiry', () => {
    const verified = createVerifiedTokens<{ exp: number; sub: string }>(10);
    verified.remember('token-a', { exp: 1_000, sub: 'dev' });
    expect(verified.claimsOf('token-a', 999)).toEqual({ exp: 1_000, sub: 'dev' });
    expect(verified.claimsOf('token-b', 999)).toBeUndefined();
    // Expired at `exp` itself, and forgotten: a later call verifies it again (and refuses it).
    expect(verified.claimsOf('token-a', 1_000)).toBeUndefined();
    expect(verified.claimsOf('token-a', 999)).toBeUndefined();
  });

  it('keeps at most its capacity, forgetting the token kept longest', () => {
    const verified = createVerifiedTokens<{ exp: number }>(2);
    verified.remember('first', { exp: 10 });
    verified.remember('second', { exp: 10 });
    verified.remember('third', { exp: 10 });
    expect(verified.claimsOf('first', 0)).toBeUndefined();
    expect(verified.claimsOf('second', 0)).toEqual({ exp: 10 });
    expect(verified.claimsOf('third', 0)).toEqual({ exp: 10 });
  });
});
