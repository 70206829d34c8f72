import { describe, expect, it } from 'vitest';
import { cachedTokenSource, type FetchedToken } from './cached-token-source';

/** A page's token backend: counts its calls, answers token-1, token-2, … */
function tokenBackend(
  answer: (n: number) => FetchedToken = (n) => ({ accessToken: `token-${n}`, expiresIn: 300 }),
) {
  const backend = {
    calls: 0,
    fail: false,
    fetch: async (): Promise<FetchedToken> => {
      backend.calls += 1;
      const n = backend.calls;
      await Promise.resolve();
      if (backend.fail) throw new Error('The token backend answered 502');
      return answer(n);
    },
  };
  return backend;
}

function clock() {
  let now = Date.UTC(2026, 0, 1);
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** An unsigned JWT whose `exp` claim is `exp` (seconds since the epoch). */
const jwtExpiringAt = (exp: number) =>
  `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.`;

describe('cachedTokenSource: a getToken for pages and widgets', () => {
  it('shares one request between every caller that needs a token at the same time', async () => {
    const backend = tokenBackend();
    const getToken = cachedTokenSource(backend.fetch);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => getToken()));
    expect(tokens).toEqual(Array(6).fill('token-1'));
    expect(backend.calls).toBe(1);
  });

  it('reuses the token until 30 seconds before it expires, then fetches a new one', async () => {
    const backend = tokenBackend();
    const time = clock();
    const getToken = cachedTokenSource(backend.fetch, { now: time.now });
    await expect(getToken()).resolves.toBe('token-1');
    time.advance(269_999); // 30 s and 1 ms left of 300 s
    await expect(getToken()).resolves.toBe('token-1');
    time.advance(1);
    await expect(getToken()).resolves.toBe('token-2');
    await expect(getToken()).resolves.toBe('token-2');
    expect(backend.calls).toBe(2);
  });

  it("reads the expiry from the token's exp claim when the backend sends only the token", async () => {
    const time = clock();
    const exp = time.now() / 1000 + 600;
    const backend = tokenBackend((n) => `${jwtExpiringAt(exp)}${n}`);
    const getToken = cachedTokenSource(backend.fetch, { now: time.now });
    const first = await getToken();
    time.advance(569_000); // 31 s left
    await expect(getToken()).resolves.toBe(first);
    time.advance(1_000);
    await expect(getToken()).resolves.not.toBe(first);
    expect(backend.calls).toBe(2);
  });

  it('keeps nothing from a failed fetch: every waiting caller sees the error, the next call asks again', async () => {
    const backend = tokenBackend();
    backend.fail = true;
    const getToken = cachedTokenSource(backend.fetch);
    const results = await Promise.allSettled([getToken(), getToken()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(backend.calls).toBe(1);
    backend.fail = false;
    await expect(getToken()).resolves.toBe('token-2');
  });

  it('renew() fetches a new token at once, and later calls get it', async () => {
    const backend = tokenBackend();
    const getToken = cachedTokenSource(backend.fetch);
    await getToken();
    await expect(getToken.renew()).resolves.toBe('token-2');
    await expect(getToken()).resolves.toBe('token-2');
  });

  it('rejects a backend answer without a token, naming the helper', async () => {
    const getToken = cachedTokenSource(async () => ({ accessToken: '' }));
    await expect(getToken()).rejects.toThrow(
      'The token fetch of cachedTokenSource returned no accessToken.',
    );
  });
});
