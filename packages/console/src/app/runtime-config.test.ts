import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, resolveConfig } from './runtime-config';

describe('runtime configuration (config.json)', () => {
  it('fills what the file leaves out, the sales address included', () => {
    expect(resolveConfig({}, 'http://127.0.0.1:8080')).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8080',
      oidcAuthority: 'http://127.0.0.1:8080/idp',
      oidcClientId: 'fleet-console',
      liveUrl: 'http://127.0.0.1:8080',
      salesEmail: DEFAULT_CONFIG.salesEmail,
    });
  });

  it('takes the sales address of the Trial dialog from the file (SPEC §2, §8)', () => {
    expect(resolveConfig({ salesEmail: ' sales@fleet.example ' }, 'http://x').salesEmail).toBe(
      'sales@fleet.example',
    );
    expect(resolveConfig({ salesEmail: '' }, 'http://x').salesEmail).toBe('sales@example.com');
  });
});
