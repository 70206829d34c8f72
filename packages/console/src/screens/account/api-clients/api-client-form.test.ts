import type { ApiClient } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { NEW_API_CLIENT, createRequestOf, formOf, lifetimeOf, updateOf } from './api-client-form';

const ci: ApiClient = {
  clientId: 'ci-1',
  name: 'ci',
  type: 'api-minimal',
  description: 'Nightly',
  access_token_lifetime_seconds: 3600,
};

describe('SPEC §3 API client: the form', () => {
  it('reads the token lifetime as whole seconds, empty for the default', () => {
    expect(lifetimeOf('')).toBeUndefined();
    expect(lifetimeOf(' 600 ')).toBe(600);
    expect(lifetimeOf('1.5')).toBe('invalid');
    expect(lifetimeOf('0')).toBe('invalid');
    expect(lifetimeOf('ten')).toBe('invalid');
  });

  it('creates with the name trimmed and only the optional fields given', () => {
    expect(createRequestOf({ ...NEW_API_CLIENT, name: ' ci ' })).toEqual({
      ok: true,
      value: { name: 'ci', type: 'provision' },
    });
    expect(
      createRequestOf({ ...NEW_API_CLIENT, name: 'ci', description: 'x', lifetime: '60' }),
    ).toEqual({
      ok: true,
      value: { name: 'ci', type: 'provision', description: 'x', access_token_lifetime_seconds: 60 },
    });
    expect(createRequestOf({ ...NEW_API_CLIENT, lifetime: 'soon' })).toEqual({
      ok: false,
      invalid: 'lifetime',
    });
  });

  it('updates only what changed', () => {
    expect(updateOf(ci, formOf(ci))).toEqual({ ok: true, value: {} });
    expect(updateOf(ci, { ...formOf(ci), description: 'Weekly' })).toEqual({
      ok: true,
      value: { description: 'Weekly' },
    });
    expect(updateOf(ci, { ...formOf(ci), name: 'ci2', lifetime: '60' })).toEqual({
      ok: true,
      value: { name: 'ci2', access_token_lifetime_seconds: 60 },
    });
  });
});
