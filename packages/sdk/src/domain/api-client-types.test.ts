import { describe, expect, it } from 'vitest';
import { availableApiClientTypes } from './api-client-types.js';

const context = (over: {
  isAdmin?: boolean;
  betaEnabled?: boolean;
  flags?: Record<string, boolean>;
}) => ({
  isAdmin: false,
  betaEnabled: false,
  flags: {},
  ...over,
});

describe('SPEC §3 API client types: api-v2 is beta', () => {
  it('is offered to admins, with the beta setting, or by its flag', () => {
    expect(availableApiClientTypes(context({}))).toEqual(['provision', 'api-minimal']);
    expect(availableApiClientTypes(context({ betaEnabled: true }))).toEqual([
      'provision',
      'api-v2',
      'api-minimal',
    ]);
    expect(availableApiClientTypes(context({ isAdmin: true }))).toContain('api-v2');
    expect(availableApiClientTypes(context({ flags: { 'api-v2-clients': true } }))).toContain(
      'api-v2',
    );
  });
});
