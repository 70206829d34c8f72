import { createFleet } from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the SDK against a running sandbox', () => {
  let sandbox: Sandbox;
  let token: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!session.ok) throw new Error(`sign-in failed: ${session.page}`);
    token = session.tokens.access_token;
  });
  afterAll(() => sandbox?.close());

  it('discovers the signed-in developer’s rights', async () => {
    const fleet = createFleet({ baseUrl: sandbox.url, getToken: () => token });
    const { permissions, rights } = await fleet.auth.discoverPermissions();
    expect(permissions).toContain('read:devices');
    expect(rights.can('devices', 'hibernate')).toBe(true);
  });
});
