import { describe, expect, it, vi } from 'vitest';
import { NEW_USER_TOKEN_REFRESH_S } from '../domain/constants';
import type { GuestToken } from '../resources/organizations';
import type { AccessTokenSource } from './access-token-source';
import { createFleetTokens, type FleetTokensOptions } from './fleet-tokens';
import { staticTokenAuth } from './static-token';
import { tokenExpiringIn } from './testing/fake-jwt';

const T0 = Date.UTC(2025, 0, 1);
const SHARED = 'shared-repository-1';

function setup(overrides: Partial<FleetTokensOptions> = {}) {
  let clock = T0;
  const warnings: string[] = [];
  let issued = 0;
  const getGuestToken = vi.fn(async (repositoryId: string): Promise<GuestToken> => ({
    access: tokenExpiringIn(300, clock, { repository_id: repositoryId, n: ++issued }),
    expires_in: 300,
  }));
  const tokens = createFleetTokens({
    auth: staticTokenAuth('host-token'),
    getGuestToken,
    now: () => clock,
    logger: { warn: (message) => void warnings.push(message) },
    ...overrides,
  });
  return {
    tokens,
    getGuestToken,
    warnings,
    advance: (ms: number) => void (clock += ms),
    now: () => clock,
  };
}

describe('SPEC §7 base: the token each call carries', () => {
  it('gives the host token for account calls, and for every call in the personal repository', async () => {
    const { tokens, getGuestToken } = setup();
    expect(tokens.activeRepositoryId).toBe('personal');
    await expect(tokens.getToken('host')).resolves.toBe('host-token');
    await expect(tokens.getToken('active')).resolves.toBe('host-token');
    expect(getGuestToken).not.toHaveBeenCalled();
  });

  it('gives the guest token inside a shared repository, the host token still for account calls', async () => {
    const { tokens, getGuestToken } = setup();
    tokens.setActiveRepository(SHARED);
    const guest = await tokens.getToken('active');
    expect(guest).toMatch(/\./);
    await expect(tokens.getToken('host')).resolves.toBe('host-token');
    await expect(tokens.getToken('active')).resolves.toBe(guest);
    expect(getGuestToken).toHaveBeenCalledTimes(1);
    expect(getGuestToken).toHaveBeenCalledWith(SHARED);
  });

  it('fetches one guest token for calls that need it at the same time', async () => {
    const { tokens, getGuestToken } = setup({ activeRepositoryId: SHARED });
    const all = await Promise.all([1, 2, 3].map(() => tokens.getToken('active')));
    expect(new Set(all).size).toBe(1);
    expect(getGuestToken).toHaveBeenCalledTimes(1);
  });
});

describe('SPEC §4/§9 the guest token is refreshed when less than 5 seconds remain', () => {
  it('keeps the token while 5 s or more remain, and fetches a new one below that', async () => {
    const { tokens, getGuestToken, advance } = setup({ activeRepositoryId: SHARED });
    const first = await tokens.getToken('active');

    advance(295_000); // exactly 5 s left
    await expect(tokens.getToken('active')).resolves.toBe(first);
    expect(getGuestToken).toHaveBeenCalledTimes(1);

    advance(1); // 4.999 s left
    const second = await tokens.getToken('active');
    expect(second).not.toBe(first);
    expect(getGuestToken).toHaveBeenCalledTimes(2);
  });

  it('reads the expiry from expires_in when the guest token is not a JWT', async () => {
    const getGuestToken = vi.fn(async () => ({ access: 'opaque-guest-token', expires_in: 60 }));
    const { tokens, advance } = setup({ activeRepositoryId: SHARED, getGuestToken });
    await tokens.getToken('active');
    advance(55_000); // 5 s left
    await tokens.getToken('active');
    expect(getGuestToken).toHaveBeenCalledTimes(1);
    advance(1);
    await tokens.getToken('active');
    expect(getGuestToken).toHaveBeenCalledTimes(2);
  });

  it('fetches a new guest token after a repository switch, and drops a late answer for the old one', async () => {
    let release: (token: GuestToken) => void = () => undefined;
    const getGuestToken = vi.fn((repositoryId: string): Promise<GuestToken> =>
      repositoryId === 'old'
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve({ access: `token-of-${repositoryId}`, expires_in: 300 }),
    );
    const { tokens } = setup({ activeRepositoryId: 'old', getGuestToken });
    const late = tokens.getToken('active');
    tokens.setActiveRepository('new');
    release({ access: 'token-of-old', expires_in: 300 });
    await expect(late).resolves.toBe('token-of-old');
    await expect(tokens.getToken('active')).resolves.toBe('token-of-new');
    await expect(tokens.getToken('active')).resolves.toBe('token-of-new');
    expect(getGuestToken.mock.calls.map(([id]) => id)).toEqual(['old', 'new']);
  });
});

describe('SPEC §8 failed guest token refresh and access token fetch are only logged', () => {
  it('logs a failed guest token fetch once and sends the call without a token', async () => {
    const { tokens, warnings } = setup({
      activeRepositoryId: SHARED,
      getGuestToken: () => Promise.reject(new Error('503 from the API')),
    });
    const answers = await Promise.all([tokens.getToken('active'), tokens.getToken('active')]);
    expect(answers).toEqual([undefined, undefined]);
    expect(warnings).toEqual([`Could not refresh the guest token of repository ${SHARED}.`]);
  });

  it('keeps the last guest token when its refresh fails (the call then fails with 401)', async () => {
    let fail = false;
    const { tokens, warnings, advance } = setup({
      activeRepositoryId: SHARED,
      getGuestToken: async () => {
        if (fail) throw new Error('network down');
        return { access: 'opaque-guest', expires_in: 10 };
      },
    });
    await expect(tokens.getToken('active')).resolves.toBe('opaque-guest');
    fail = true;
    advance(6_000);
    await expect(tokens.getToken('active')).resolves.toBe('opaque-guest');
    expect(warnings).toHaveLength(1);
  });

  it('logs a failed access token fetch and answers the last token it had', async () => {
    let fail = false;
    const auth: AccessTokenSource = {
      getToken: async () => {
        if (fail) throw new Error('identity provider down');
        return 'host-1';
      },
      refresh: async () => undefined,
    };
    const { tokens, warnings } = setup({ auth });
    await expect(tokens.getToken('host')).resolves.toBe('host-1');
    fail = true;
    await expect(tokens.getToken('host')).resolves.toBe('host-1');
    expect(warnings).toEqual(['Could not fetch the access token.']);
  });
});

describe('a script whose first access token fetch fails gets the reason, not a 401', () => {
  it('rejects with the auth’s error while no token was ever fetched, then works once one is', async () => {
    const refused = new Error('The identity provider refused API client "ci" (401 invalid_client)');
    let fail = true;
    const auth: AccessTokenSource = {
      getToken: async () => {
        if (fail) throw refused;
        return 'host-1';
      },
      refresh: async () => undefined,
    };
    const { tokens, warnings } = setup({ auth });
    await expect(tokens.getToken('host')).rejects.toBe(refused);
    await expect(tokens.getToken('active')).rejects.toBe(refused);
    expect(warnings).toEqual([]); // the caller has the error: nothing to log
    fail = false;
    await expect(tokens.getToken('active')).resolves.toBe('host-1');
  });
});

describe('SPEC §7 a 401 triggers a token refresh', () => {
  it('renews the host token and fetches a new guest token on next use', async () => {
    const refresh = vi.fn(async () => undefined);
    const { tokens, getGuestToken } = setup({
      activeRepositoryId: SHARED,
      auth: { getToken: async () => 'host', refresh },
    });
    const before = await tokens.getToken('active');
    await tokens.refresh();
    expect(refresh).toHaveBeenCalledWith({});
    const after = await tokens.getToken('active');
    expect(after).not.toBe(before);
    expect(getGuestToken).toHaveBeenCalledTimes(2);
  });

  it('logs a failed renewal and rejects, so the client answers the 401 at once', async () => {
    const failure = new Error('refresh token expired');
    const { tokens, warnings } = setup({
      auth: { getToken: async () => 'host', refresh: () => Promise.reject(failure) },
    });
    await expect(tokens.refresh()).rejects.toBe(failure);
    expect(warnings).toEqual(['Could not renew the access token.']);
  });

  it('passes the 30-day minimum validity of a new user on to the auth (SPEC §9)', async () => {
    const refresh = vi.fn(async () => undefined);
    const { tokens } = setup({ auth: { getToken: async () => 'host', refresh } });
    await tokens.refresh({ minValiditySeconds: NEW_USER_TOKEN_REFRESH_S });
    expect(refresh).toHaveBeenCalledWith({ minValiditySeconds: 2_592_000 });
  });
});
