import { canonicalJson } from '../src/credentials/canonical-json.js';
import type { components } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { verifySignature } from '../src/tuf/keys.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

type Lockbox = components['schemas']['Lockbox'];
type LockboxDetails = components['schemas']['LockboxDetails'];

let sandbox: Sandbox;
let token: string;
let guestToken: string;

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

async function lockbox(name: string, query = ''): Promise<{ status: number; body: Lockbox }> {
  const { status, body } = await call(sandbox, `/api/v2beta/lockboxes/${name}${query}`, { token });
  return { status, body: body as Lockbox };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [shared] = await sandbox.context.stores.repositories.listShared(dev!.id);
  const guest = await tokensFor(sandbox.url, 'guest@example.com');
  const minted = await api(sandbox, `/api/accounts/organizations/guest/${shared!.id}`, {
    method: 'POST',
    token: guest.access_token,
  });
  guestToken = (minted.body as { access: string }).access;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §3 the seeded lockboxes', () => {
  it('lists a current and an expired lockbox, by name and in detail', async () => {
    const names = await call(sandbox, '/api/v2beta/lockboxes', { token });
    expect(names.body).toEqual(['pilot-rollout', 'winter-maintenance']);

    const { body } = await call(sandbox, '/api/v2beta/lockbox-details', { token });
    const details = body as LockboxDetails;
    expect(Date.parse(details['pilot-rollout']!.signed.expires)).toBeGreaterThan(Date.now());
    expect(Date.parse(details['winter-maintenance']!.signed.expires)).toBeLessThan(Date.now());
    expect(details['pilot-rollout']!.signed).toMatchObject({ _type: 'Targets', version: 2 });
    expect(Object.keys(details['pilot-rollout']!.signed.targets).sort()).toEqual([
      'sensor-gateway-1.2.0',
      'torizon-os-verdin-imx8mp-7.1.0',
      'u-boot-verdin-imx8mp-2024.07.0',
    ]);
  });

  it('keeps earlier versions readable', async () => {
    const first = await lockbox('pilot-rollout', '?version=1');
    expect(first.body.signed.version).toBe(1);
    expect(Object.keys(first.body.signed.targets)).toContain('sensor-gateway-1.1.0');
    expect((await lockbox('pilot-rollout', '?version=3')).status).toBe(404);
    expect((await lockbox('pilot-rollout', '?version=zero')).status).toBe(400);
  });
});

describe('SPEC §5 defining lockboxes', () => {
  it('creates a lockbox as signed metadata of its packages', async () => {
    const expiresAt = inDays(30);
    const created = await call(sandbox, '/api/v2beta/lockboxes/line-3', {
      token,
      method: 'POST',
      body: { packageIds: ['kiosk-dashboard-2.4.1', 'weston-demo-4.0.0'], expiresAt },
    });
    expect(created.status).toBe(200);
    const { body } = await lockbox('line-3');
    expect(body.signed).toMatchObject({ _type: 'Targets', version: 1, expires: expiresAt });
    const packages = (
      (await call(sandbox, '/api/v2beta/packages?packageIds=kiosk-dashboard-2.4.1', { token }))
        .body as {
        values: Array<{ hashes: { sha256: string }; size: number }>;
      }
    ).values;
    expect(body.signed.targets['kiosk-dashboard-2.4.1']).toMatchObject({
      hashes: { sha256: packages[0]!.hashes.sha256 },
      length: packages[0]!.size,
      custom: { name: 'kiosk-dashboard', version: '2.4.1', hardwareIds: ['docker-compose'] },
    });
    // The signature verifies over the canonical form of `signed`.
    const [signature] = body.signatures;
    const key = await sandbox.context.db.get(
      'SELECT public_key FROM lockbox_signing_keys WHERE keyid = ?',
      [signature!.keyid],
    );
    expect(
      verifySignature(
        { keyid: signature!.keyid, keytype: 'ED25519', public: String(key?.public_key) },
        Buffer.from(canonicalJson(body.signed)),
        signature!.sig,
      ),
    ).toBe(true);
  });

  it('replaces the contents of a lockbox of the same name, one version up', async () => {
    const body = {
      packageIds: ['mcu-firmware-3.2.0'],
      expiresAt: inDays(10),
      custom: { 'mcu-firmware-3.2.0': { metadata: 'line 4' } },
    };
    await call(sandbox, '/api/v2beta/lockboxes/line-4', { token, method: 'POST', body });
    await call(sandbox, '/api/v2beta/lockboxes/line-4', {
      token,
      method: 'POST',
      body: { packageIds: ['mcu-firmware-3.1.0', 'mcu-firmware-3.2.0'], expiresAt: inDays(20) },
    });
    const latest = await lockbox('line-4');
    expect(latest.body.signed.version).toBe(2);
    expect(Object.keys(latest.body.signed.targets).sort()).toEqual([
      'mcu-firmware-3.1.0',
      'mcu-firmware-3.2.0',
    ]);
    expect(
      (await lockbox('line-4', '?version=1')).body.signed.targets['mcu-firmware-3.2.0']?.custom,
    ).toMatchObject({
      metadata: 'line 4',
    });
  });

  it('accepts an expiry in the past: expired lockboxes are listed too', async () => {
    await call(sandbox, '/api/v2beta/lockboxes/bygone', {
      token,
      method: 'POST',
      body: { packageIds: ['sensor-gateway-1.0.0'], expiresAt: inDays(-1) },
    });
    expect((await call(sandbox, '/api/v2beta/lockboxes', { token })).body).toContain('bygone');
  });

  it('answers 400 without packageIds or expiresAt, for an invalid date or an unknown package', async () => {
    const cases: Array<[unknown, string | undefined]> = [
      [{ expiresAt: inDays(1) }, 'packageIds must be an array'],
      [{ packageIds: [], expiresAt: inDays(1) }, 'Choose at least one package version.'],
      [{ packageIds: ['sensor-gateway-1.0.0'] }, 'Choose when the offline update expires.'],
      [
        { packageIds: ['sensor-gateway-1.0.0'], expiresAt: 'next week' },
        'Enter a valid expiry date.',
      ],
      [
        { packageIds: ['no-such-package-1'], expiresAt: inDays(1) },
        'No package no-such-package-1.',
      ],
      [
        { packageIds: ['sensor-gateway-1.0.0'], expiresAt: inDays(1), custom: { other: {} } },
        undefined,
      ],
      [['sensor-gateway-1.0.0'], undefined],
    ];
    for (const [body, msg] of cases) {
      const answer = await call(sandbox, '/api/v2beta/lockboxes/refused', {
        token,
        method: 'POST',
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (msg) expect(errorOf(answer.body).msg).toBe(msg);
    }
    expect((await lockbox('refused')).status).toBe(404);
  });

  it('deletes a lockbox (200), then 404', async () => {
    await call(sandbox, '/api/v2beta/lockboxes/temporary', {
      token,
      method: 'POST',
      body: { packageIds: ['sensor-gateway-1.0.0'], expiresAt: inDays(1) },
    });
    expect(
      (await call(sandbox, '/api/v2beta/lockboxes/temporary', { token, method: 'DELETE' })).status,
    ).toBe(200);
    expect((await lockbox('temporary')).status).toBe(404);
    expect(
      (await call(sandbox, '/api/v2beta/lockboxes/temporary', { token, method: 'DELETE' })).status,
    ).toBe(404);
  });
});

describe('SPEC §6 lockbox rights', () => {
  it('lets the read-only guest read lockboxes and answers 403 to its changes', async () => {
    expect((await call(sandbox, '/api/v2beta/lockboxes', { token: guestToken })).body).toEqual([
      'pilot-rollout',
      'winter-maintenance',
    ]);
    const create = await call(sandbox, '/api/v2beta/lockboxes/guest', {
      token: guestToken,
      method: 'POST',
      body: { packageIds: ['sensor-gateway-1.0.0'], expiresAt: inDays(1) },
    });
    expect(create.status).toBe(403);
    expect(errorOf(create.body).description).toContain('manage:lockboxes');
    expect(
      (
        await call(sandbox, '/api/v2beta/lockboxes/pilot-rollout', {
          token: guestToken,
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
  });
});
