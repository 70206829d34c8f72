import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, tokenExpiresAt } from './jwt';
import { fakeJwt } from './testing/fake-jwt';

describe('reading an access token', () => {
  it('decodes the payload, UTF-8 included, without verifying it', () => {
    const token = fakeJwt({
      sub: 'u-1',
      exp: 1_700_000_000,
      given_name: 'Zoë',
      realm_access: { roles: ['cloud-admin'] },
    });
    expect(decodeJwtPayload(token)).toMatchObject({
      sub: 'u-1',
      given_name: 'Zoë',
      realm_access: { roles: ['cloud-admin'] },
    });
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
  });

  it('reads nothing from a token that is not a JWT', () => {
    for (const token of [undefined, '', 'opaque-token', 'a.!!!.c', `a.${btoa('[1]')}.c`])
      expect(decodeJwtPayload(token)).toBeUndefined();
    expect(tokenExpiresAt(fakeJwt({ sub: 'u-1' }))).toBeUndefined();
    expect(tokenExpiresAt(fakeJwt({ exp: 'soon' }))).toBeUndefined();
  });
});
