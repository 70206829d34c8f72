import { createFleetClient, type components } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvisioningResource } from '../../sdk/src/resources/provisioning.js';
import { DEMO_PROVISION_CODES, EXPIRED_PROVISION_CODE } from '../src/seed/provision-codes.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { domainCallers, type DomainCallers } from './helpers/device-domain.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';
import { liveClient } from './helpers/updates.js';

type Schemas = components['schemas'];
type ProvisionClaim = Schemas['ProvisionClaim'];

const CLAIMS = '/api/v2beta/provision-claim';

let sandbox: Sandbox;
let who: DomainCallers;

const claim = (provisionCode: unknown, token = who.dev) =>
  call(sandbox, CLAIMS, { token, method: 'POST', body: { provisionCode } });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  who = await domainCallers(sandbox);
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §2 /devices/pair: claiming a provisioning code', () => {
  it('provisions the device into the repository and tells live clients with DeviceCreated', async () => {
    const live = await liveClient(sandbox, who.dev);
    const [code] = DEMO_PROVISION_CODES;
    const claimed = await claim(` ${code} `);
    expect(claimed.status).toBe(201);
    const body = claimed.body as ProvisionClaim;
    expect(body).toMatchObject({
      provisionCode: code,
      status: 'Provisioned',
      deviceUuid: expect.any(String),
    });
    const created = await live.waitFor((frame) => frame.type === 'DeviceCreated');
    expect(created).toEqual({ type: 'DeviceCreated', deviceUuid: body.deviceUuid });
    expect(live.problems()).toEqual([]);
    await live.close();

    const device = await call(sandbox, `/api/v2beta/devices/${body.deviceUuid}`, {
      token: who.dev,
    });
    expect(device.status).toBe(200);
    expect(device.body).toMatchObject({ deviceStatus: 'UpToDate', hibernated: false });
    const packages = (
      await call(sandbox, `/api/v2beta/devices/${body.deviceUuid}/packages`, { token: who.dev })
    ).body as unknown[];
    expect(packages.length).toBeGreaterThan(0);

    expect((await call(sandbox, `${CLAIMS}/${code}/status`, { token: who.dev })).body).toEqual(
      body,
    );
    const listed = (await call(sandbox, CLAIMS, { token: who.dev }))
      .body as Schemas['ProvisionClaimPage'];
    expect(listed).toMatchObject({ total: 1, values: [body] });
    expect(
      (await call(sandbox, `${CLAIMS}?provisionCode=${code}`, { token: who.dev })).body,
    ).toMatchObject({ total: 1 });
    expect(
      (await call(sandbox, `${CLAIMS}?provisionCode=NOPE-000`, { token: who.dev })).body,
    ).toMatchObject({ total: 0, values: [] });
  });

  it('answers 409 for a code claimed before, 404 for unknown or expired codes, 400 for none', async () => {
    const [code] = DEMO_PROVISION_CODES;
    const again = await claim(code);
    expect(again.status).toBe(409);
    expect(errorOf(again.body).code).toBe('conflict');
    expect((await claim('ZZZ-000')).status).toBe(404);
    const expired = await claim(EXPIRED_PROVISION_CODE);
    expect(expired.status).toBe(404);
    expect(errorOf(expired.body).msg).toMatch(/expired/);
    for (const empty of ['', '   ', undefined, 42]) {
      const refused = await claim(empty);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).msg).toBe('Provisioning code is required');
    }
  });

  it('keeps claims per repository: another repository sees no claim of the code', async () => {
    const code = DEMO_PROVISION_CODES[1]!;
    expect((await claim(code, who.devInPilot)).status).toBe(201);
    expect(
      (await call(sandbox, `${CLAIMS}/${code}/status`, { token: who.devInPilot })).body,
    ).toMatchObject({ status: 'Provisioned' });
    expect((await call(sandbox, `${CLAIMS}/${code}/status`, { token: who.dev })).status).toBe(404);
    expect((await call(sandbox, `${CLAIMS}/NEVER-SEEN/status`, { token: who.dev })).status).toBe(
      404,
    );
  });

  it('SPEC §9 refuses a Maker account at its limit of 5 devices with 409', async () => {
    const refused = await claim(DEMO_PROVISION_CODES[2], who.maker);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'device_limit_reached',
      msg: 'Your Maker account has reached its limit of 5 devices. Start a free trial of the Commercial account to add more.',
    });
    // The code was not used up.
    expect((await claim(DEMO_PROVISION_CODES[2])).status).toBe(201);
  });

  it('needs the device token right: 403 for the read-only guest, 200 for a provision client', async () => {
    expect((await claim(DEMO_PROVISION_CODES[3], who.guest)).status).toBe(403);
    expect((await call(sandbox, CLAIMS, { token: who.guest })).status).toBe(403);
    expect((await call(sandbox, CLAIMS, { token: who.provisionClient })).status).toBe(200);
  });

  it('lets new codes be made claimable, as a device showing one would', async () => {
    expect(
      await sandbox.context.stores.provisioning.addPendingCode({
        code: 'NEW-0001',
        deviceId: 'apalis-imx8-77000001',
        productName: null,
        productFamily: 'Apalis',
        hardwareIds: ['apalis-imx8', 'docker-compose'],
        expiresAt: null,
      }),
    ).toBe(true);
    const provisioning = createProvisioningResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => who.dev }),
    );
    const claimed = await provisioning.claimProvisionCode('NEW-0001');
    expect(claimed.status).toBe('Provisioned');
    expect((await provisioning.getProvisionClaimStatus('NEW-0001')).deviceUuid).toBe(
      claimed.deviceUuid,
    );
    const device = await sandbox.context.stores.devices.find(
      who.devRepositoryId,
      claimed.deviceUuid ?? '',
    );
    expect(device).toMatchObject({
      deviceId: 'apalis-imx8-77000001',
      hardwareIds: ['apalis-imx8', 'docker-compose'],
    });
  });
});
