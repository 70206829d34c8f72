// devices.iterateDevicePackages against a running sandbox: every device of the repository
// with its installed packages, each device once, in pages of the server's largest size.
import { createFleet, type FleetSdk } from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let sdk: FleetSdk;
const requested: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 1_100 });
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  const counting: typeof fetch = (input, init) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return fetch(input, init);
  };
  sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token, fetch: counting });
});
afterAll(() => sandbox?.close());

describe('devices.iterateDevicePackages', () => {
  it('gives every device once with its packages, 1,000 devices a request', async () => {
    const { total } = await sdk.devices.listDevices({ limit: 0 });
    requested.length = 0;
    const seen = new Map<string, number>();
    for await (const device of sdk.devices.iterateDevicePackages()) {
      seen.set(device.deviceUuid, device.installedPackages.length);
    }
    expect(total).toBeGreaterThan(1_000);
    expect(seen.size).toBe(total);
    expect(requested).toHaveLength(Math.ceil(total / 1_000));
    expect([...seen.values()].filter((count) => count > 0).length).toBeGreaterThan(total / 2);
  });
});
