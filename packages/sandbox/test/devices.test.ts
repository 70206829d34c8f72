import { loadContract } from '@fleet/contract';
import { createFleetClient, type components } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevicesResource } from '../../sdk/src/resources/devices.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { domainCallers, query, type DomainCallers } from './helpers/device-domain.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';
import { liveClient } from './helpers/updates.js';

type Schemas = components['schemas'];
type Device = Schemas['Device'];
type DevicePage = Schemas['DevicePage'];

const DEVICES = '/api/v2beta/devices';
const SEEDED = 120;

let sandbox: Sandbox;
let who: DomainCallers;
/** Every device of dev's repository, as listed (limit 1000 holds them all). */
let all: Device[];

const list = async (params: Parameters<typeof query>[0], token = who.dev): Promise<DevicePage> => {
  const response = await call(sandbox, `${DEVICES}${query(params)}`, { token });
  expect(response.status).toBe(200);
  return response.body as DevicePage;
};

/** SQLite's NOCASE: ASCII letters compare without case. */
const nocase = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};
/** Times compare as their ISO text; null (never) sorts first ascending. */
const byTime = (a: string | null | undefined, b: string | null | undefined): number =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: SEEDED });
  who = await domainCallers(sandbox);
  all = (await list({ limit: 1000 })).values;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SPEC §3 Device list query: paging, sorting and filters, done by the server', () => {
  it('answers the page envelope, by default the first 50 by lastSeen, newest first', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: SEEDED, offset: 0, limit: 50 });
    expect(page.values).toHaveLength(50);
    const seen = page.values.map((device) => device.lastSeen ?? '');
    expect(seen).toEqual([...seen].sort().reverse());
    expect(all).toHaveLength(SEEDED);
  });

  it('sorts by Name ascending, case-insensitively, and pages without gaps or repeats', async () => {
    const pages: Device[] = [];
    for (let offset = 0; offset < SEEDED; offset += 35)
      pages.push(
        ...(await list({ sortBy: 'Name', sortDirection: 'Asc', offset, limit: 35 })).values,
      );
    expect(new Set(pages.map((device) => device.deviceUuid)).size).toBe(SEEDED);
    const names = pages.map((device) => device.deviceName);
    expect(names).toEqual([...names].sort(nocase));
  });

  it.each([
    ['DeviceId', (d: Device) => d.deviceId],
    ['Uuid', (d: Device) => d.deviceUuid],
    ['CreatedAt', (d: Device) => d.createdAt],
    ['ActivatedAt', (d: Device) => d.activatedAt ?? null],
    ['LastSeen', (d: Device) => d.lastSeen ?? null],
  ] as const)('sorts by %s in both directions', async (sortBy, key) => {
    const up = (await list({ sortBy, sortDirection: 'Asc', limit: 1000 })).values.map(key);
    expect(up).toEqual([...up].sort(byTime));
    const down = (await list({ sortBy, sortDirection: 'Desc', limit: 1000 })).values.map(key);
    expect(down).toEqual([...down].sort(byTime).reverse());
  });

  it('matches nameContains case-insensitively', async () => {
    const expected = all.filter((device) => device.deviceName.toLowerCase().includes('line'));
    expect(expected.length).toBeGreaterThan(0);
    const page = await list({ nameContains: 'LiNe', limit: 1000 });
    expect(page.total).toBe(expected.length);
    expect(page.values.every((device) => device.deviceName.toLowerCase().includes('line'))).toBe(
      true,
    );
  });

  it('filters by any of several statuses (repeated status)', async () => {
    const statuses = ['Error', 'NotSeen'];
    const expected = all.filter((device) => statuses.includes(device.deviceStatus));
    expect(expected.length).toBeGreaterThan(0);
    const page = await list({ status: statuses, limit: 1000 });
    expect(page.total).toBe(expected.length);
    expect(page.values.map((d) => d.deviceUuid).sort()).toEqual(
      expected.map((d) => d.deviceUuid).sort(),
    );
  });

  it('filters by hibernation, times, uuids and hardware ids', async () => {
    const count = async (params: Parameters<typeof query>[0]) =>
      (await list({ ...params, limit: 0 })).total;
    const now = Date.now();
    const dayAgo = new Date(now - 86_400_000).toISOString();
    const monthAgo = new Date(now - 30 * 86_400_000).toISOString();
    expect(await count({ hibernated: true })).toBe(all.filter((d) => d.hibernated).length);
    expect(await count({ hibernated: false })).toBe(all.filter((d) => !d.hibernated).length);
    expect(await count({ lastSeenStart: dayAgo })).toBe(
      all.filter((d) => (d.lastSeen ?? '') >= dayAgo).length,
    );
    expect(await count({ lastSeenEnd: dayAgo })).toBe(
      all.filter((d) => d.lastSeen && d.lastSeen < dayAgo).length,
    );
    expect(await count({ createdAtStart: monthAgo, createdAtEnd: dayAgo })).toBe(
      all.filter((d) => d.createdAt >= monthAgo && d.createdAt < dayAgo).length,
    );
    expect(await count({ activatedAfter: monthAgo })).toBe(
      all.filter((d) => (d.activatedAt ?? '') >= monthAgo).length,
    );
    expect(await count({ activatedBefore: monthAgo })).toBe(
      all.filter((d) => d.activatedAt && d.activatedAt < monthAgo).length,
    );
    const picked = all.slice(3, 7).map((d) => d.deviceUuid);
    expect((await list({ deviceUuids: picked })).values.map((d) => d.deviceUuid).sort()).toEqual(
      [...picked].sort(),
    );
    expect(await count({ hardwareIds: ['mcu-m7'] })).toBe(
      all.filter((d) => d.hardwareIds?.includes('mcu-m7')).length,
    );
    expect(await count({ hardwareIds: ['mcu-m7', 'apalis-imx8'] })).toBe(
      all.filter((d) => d.hardwareIds?.some((id) => id === 'mcu-m7' || id === 'apalis-imx8'))
        .length,
    );
  });

  it('answers only the total for limit=0 and caps the page size at 1000', async () => {
    expect(await list({ limit: 0 })).toEqual({ total: SEEDED, offset: 0, limit: 0, values: [] });
    // limit=5000 is outside the description's range, so only the answer is checked here.
    const capped = await api(sandbox, `${DEVICES}?limit=5000`, { token: who.dev });
    expect(
      loadContract().checkResponse({
        method: 'GET',
        url: `${DEVICES}?limit=5000`,
        status: capped.status,
        contentType: capped.headers.get('content-type'),
        body: capped.body,
      }),
    ).toEqual([]);
    expect(capped.body).toMatchObject({ limit: 1000, total: SEEDED });
  });

  it.each([
    ['offset=abc', 'offset must be a number'],
    ['limit=-1', 'limit must be at least 0'],
    [
      'sortBy=Colour',
      'sortBy must be one of Name, DeviceId, Uuid, CreatedAt, ActivatedAt, LastSeen',
    ],
    ['sortDirection=Up', 'sortDirection must be Asc or Desc'],
    [
      'status=Broken',
      'status must be one of UpToDate, Outdated, UpdatePending, UpdateScheduled, Error, NotSeen',
    ],
    ['hibernated=maybe', 'hibernated must be a boolean'],
    ['lastSeenStart=yesterday-ish', 'lastSeenStart must be a valid date'],
  ])('answers 400 with the error body for %s', async (search, msg) => {
    const response = await call(sandbox, `${DEVICES}?${search}`, { token: who.dev });
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: 'invalid_request', msg });
  });

  it('answers 401 without a token and 403 without the devices read right', async () => {
    expect((await call(sandbox, DEVICES)).status).toBe(401);
    const refused = await call(sandbox, DEVICES, { token: who.provisionClient });
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).description).toContain('read:devices');
  });

  it("shows the guest the shared repository's devices, and counts devices", async () => {
    expect((await list({ limit: 0 }, who.guest)).total).toBe(36);
    expect((await call(sandbox, '/api/v2beta/devices-count', { token: who.dev })).body).toEqual({
      total: SEEDED,
    });
    expect((await call(sandbox, '/api/v2beta/devices-count', { token: who.maker })).body).toEqual({
      total: 5,
    });
    const ids = (await call(sandbox, `${DEVICES}/hardware-ids`, { token: who.dev })).body as {
      values: string[];
    };
    expect(ids.values).toEqual([...new Set(all.flatMap((d) => d.hardwareIds ?? []))].sort());
  });
});

describe('SPEC §7 Devices: one device', () => {
  const activated = () =>
    all.find((d) => d.deviceStatus !== 'NotSeen' && d.hardwareIds?.includes('mcu-m7'))!;
  const notSeen = () => all.find((d) => d.deviceStatus === 'NotSeen')!;

  it('answers the device with its fleets, packages and network information', async () => {
    const device = activated();
    const detail = await call(sandbox, `${DEVICES}/${device.deviceUuid}`, { token: who.dev });
    expect(detail.status).toBe(200);
    const body = detail.body as Schemas['DeviceDetail'];
    expect(body).toMatchObject({ ...device, networkInfo: { deviceUuid: device.deviceUuid } });
    expect(body.devicePackages?.map((p) => p.component)).toEqual(device.hardwareIds);
    const membership = (
      await call(sandbox, `${DEVICES}/fleet-membership?deviceUuids=${device.deviceUuid}`, {
        token: who.dev,
      })
    ).body as Schemas['FleetMembership'];
    expect(body.deviceFleets).toEqual(membership.values[device.deviceUuid]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call(sandbox, `${DEVICES}/${id}`, { token: who.dev });
      expect(response.status).toBe(404);
      expect(errorOf(response.body).code).toBe('not_found');
    }
  });

  it('lists installed packages per component, and Uptane components (404 when none)', async () => {
    const device = activated();
    const packages = (
      await call(sandbox, `${DEVICES}/${device.deviceUuid}/packages`, { token: who.dev })
    ).body as Schemas['InstalledPackage'][];
    expect(packages.map((p) => p.hardwareIds[0])).toEqual(device.hardwareIds);
    expect(packages[0]).toMatchObject({
      packageId: `${packages[0]?.name}-${packages[0]?.version}`,
      hashes: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const components = (
      await call(sandbox, `${DEVICES}/uptane/${device.deviceUuid}/components`, { token: who.dev })
    ).body as Schemas['UptaneComponent'][];
    expect(components.map((c) => [c.hardwareId, c.primary, c.image.filepath])).toEqual(
      packages.map((p, i) => [p.hardwareIds[0], i === 0, p.packageId]),
    );
    expect(
      (
        await call(sandbox, `${DEVICES}/uptane/${notSeen().deviceUuid}/components`, {
          token: who.dev,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(sandbox, `${DEVICES}/${notSeen().deviceUuid}/packages`, { token: who.dev })).body,
    ).toEqual([]);
    expect(
      (
        await call(sandbox, `${DEVICES}/00000000-0000-4000-8000-000000000000/packages`, {
          token: who.dev,
        })
      ).status,
    ).toBe(404);
  });

  it('renames a device (trimmed) and refuses an empty name, an unknown device and the guest', async () => {
    const { deviceUuid } = all[0]!;
    expect(
      (
        await call(sandbox, `${DEVICES}/name/${deviceUuid}`, {
          token: who.dev,
          method: 'PUT',
          body: { name: '  Line 9 HMI ' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await sandbox.context.stores.devices.find(who.devRepositoryId, deviceUuid))?.deviceName,
    ).toBe('Line 9 HMI');
    const empty = await call(sandbox, `${DEVICES}/name/${deviceUuid}`, {
      token: who.dev,
      method: 'PUT',
      body: { name: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).msg).toBe('Name is required');
    expect(
      (
        await call(sandbox, `${DEVICES}/name/00000000-0000-4000-8000-000000000000`, {
          token: who.dev,
          method: 'PUT',
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    const pilotDevice = (await list({ limit: 1 }, who.guest)).values[0]!;
    expect(
      (
        await call(sandbox, `${DEVICES}/name/${pilotDevice.deviceUuid}`, {
          token: who.guest,
          method: 'PUT',
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(403);
  });

  it('sets and clears notes, and refuses notes that are not text', async () => {
    const { deviceUuid } = all[1]!;
    for (const notes of ['Behind the **packing** station.', '']) {
      expect(
        (
          await call(sandbox, `${DEVICES}/notes/${deviceUuid}`, {
            token: who.dev,
            method: 'PUT',
            body: { notes },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(sandbox, `${DEVICES}/${deviceUuid}`, { token: who.dev })).body,
      ).toMatchObject({ notes });
    }
    const wrong = await call(sandbox, `${DEVICES}/notes/${deviceUuid}`, {
      token: who.dev,
      method: 'PUT',
      body: { notes: 42 },
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body).msg).toBe('notes must be a string');
    const pilotDevice = (await list({ limit: 1 }, who.guest)).values[0]!;
    expect(
      (
        await call(sandbox, `${DEVICES}/notes/${pilotDevice.deviceUuid}`, {
          token: who.guest,
          method: 'PUT',
          body: { notes: '' },
        })
      ).status,
    ).toBe(403);
  });

  it('SPEC §4 hibernates and wakes a device; the mode must be a boolean', async () => {
    const device = all.find((d) => !d.hibernated)!;
    const path = `${DEVICES}/hibernation/${device.deviceUuid}`;
    expect(
      (await call(sandbox, path, { token: who.dev, method: 'PUT', body: { status: true } })).status,
    ).toBe(200);
    expect((await list({ hibernated: true, deviceUuids: [device.deviceUuid] })).total).toBe(1);
    expect(
      (await call(sandbox, path, { token: who.dev, method: 'PUT', body: { status: false } }))
        .status,
    ).toBe(200);
    expect((await list({ hibernated: false, deviceUuids: [device.deviceUuid] })).total).toBe(1);
    const wrong = await call(sandbox, path, {
      token: who.dev,
      method: 'PUT',
      body: { status: 'yes' },
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body).msg).toBe('Hibernation mode must be a boolean');
    const pilotDevice = (await list({ limit: 1 }, who.guest)).values[0]!;
    expect(
      (
        await call(sandbox, `${DEVICES}/hibernation/${pilotDevice.deviceUuid}`, {
          token: who.guest,
          method: 'PUT',
          body: { status: true },
        })
      ).status,
    ).toBe(403);
  });

  it('tells live clients of a rename, new notes and hibernation with DeviceChanged', async () => {
    const live = await liveClient(sandbox, who.dev);
    const { deviceUuid, hibernated } = all[1]!;
    const changes: Array<[string, object, object]> = [
      ['name', { name: ' Press 4 ' }, { deviceName: 'Press 4' }],
      ['notes', { notes: 'Moved to hall B' }, { notes: 'Moved to hall B' }],
      ['hibernation', { status: !hibernated }, { hibernated: !hibernated }],
      ['hibernation', { status: hibernated }, { hibernated }],
    ];
    for (const [path, body, change] of changes) {
      const answer = await call(sandbox, `${DEVICES}/${path}/${deviceUuid}`, {
        token: who.dev,
        method: 'PUT',
        body,
      });
      expect(answer.status).toBe(200);
      expect(
        await live.waitFor(
          (frame) =>
            frame.type === 'DeviceChanged' &&
            frame.deviceUuid === deviceUuid &&
            Object.entries(change).every(([key, value]) => frame[key] === value),
        ),
      ).toEqual({ type: 'DeviceChanged', deviceUuid, ...change });
    }
    expect(live.problems()).toEqual([]);
    await live.close();
  });

  it('SPEC §4 deletes a device (202) and tells live clients with DeleteDeviceRequest', async () => {
    const live = await liveClient(sandbox, who.dev);
    const device = all[all.length - 1]!;
    const pilotDevice = (await list({ limit: 1 }, who.guest)).values[0]!;
    expect(
      (
        await call(sandbox, `${DEVICES}/${pilotDevice.deviceUuid}`, {
          token: who.guest,
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(sandbox, `${DEVICES}/${device.deviceUuid}`, { token: who.dev, method: 'DELETE' }))
        .status,
    ).toBe(202);
    expect(
      await live.waitFor(
        (frame) => frame.type === 'DeleteDeviceRequest' && frame.deviceUuid === device.deviceUuid,
      ),
    ).toEqual({
      type: 'DeleteDeviceRequest',
      deviceUuid: device.deviceUuid,
    });
    expect(live.problems()).toEqual([]);
    await live.close();
    expect(
      (await call(sandbox, `${DEVICES}/${device.deviceUuid}`, { token: who.dev })).status,
    ).toBe(404);
    expect(
      (await call(sandbox, `${DEVICES}/${device.deviceUuid}`, { token: who.dev, method: 'DELETE' }))
        .status,
    ).toBe(404);
    all = (await list({ limit: 1000 })).values;
  });
});

describe('SPEC §7 Devices: calls over many devices', () => {
  it('answers fleet membership per asked device; unknown ones map to no fleet', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asked = [all[0]!.deviceUuid, all[3]!.deviceUuid, unknown];
    const response = await call(
      sandbox,
      `${DEVICES}/fleet-membership${query({ deviceUuids: asked })}`,
      { token: who.dev },
    );
    const values = (response.body as Schemas['FleetMembership']).values;
    expect(Object.keys(values).sort()).toEqual([...asked].sort());
    expect(values[unknown]).toEqual([]);
    const fleets = (await call(sandbox, '/api/v2beta/fleets', { token: who.dev }))
      .body as Schemas['FleetPage'];
    const known = new Set(fleets.values.map((fleet) => fleet.id));
    expect(
      Object.values(values)
        .flat()
        .every((fleet) => known.has(fleet.id)),
    ).toBe(true);
    const missing = await call(sandbox, `${DEVICES}/fleet-membership`, { token: who.dev });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).msg).toBe('deviceUuids is required');
  });

  it('lists the packages of asked devices in the order asked, paged by device', async () => {
    const asked = [
      all[5]!.deviceUuid,
      all[2]!.deviceUuid,
      '00000000-0000-4000-8000-000000000000',
      all[9]!.deviceUuid,
    ];
    const page = (
      await call(sandbox, `${DEVICES}/packages${query({ deviceUuid: asked, limit: 2 })}`, {
        token: who.dev,
      })
    ).body as Schemas['DevicePackagesPage'];
    expect(page.total).toBe(3);
    expect(page.values.map((v) => v.deviceUuid)).toEqual([asked[0], asked[1]]);
    for (const entry of page.values) {
      const own = (
        await call(sandbox, `${DEVICES}/${entry.deviceUuid}/packages`, { token: who.dev })
      ).body;
      expect(entry.installedPackages).toEqual(own);
    }
    const everyone = (await call(sandbox, `${DEVICES}/packages?limit=0`, { token: who.dev })).body;
    expect(everyone).toMatchObject({ total: all.length, values: [] });
  });

  it('counts devices per installed package, by package id and by sha256', async () => {
    const page = (await call(sandbox, `${DEVICES}/packages?limit=1000`, { token: who.dev }))
      .body as Schemas['DevicePackagesPage'];
    const installed = page.values.flatMap((v) => v.installedPackages);
    const [first] = installed;
    const byId = installed.filter((p) => p.packageId === first!.packageId).length;
    const missingHash = 'f'.repeat(64);
    const response = await call(sandbox, `${DEVICES}/packages/installed-count`, {
      token: who.dev,
      method: 'POST',
      body: {
        targetNames: [first!.packageId, 'no-such-package-1.0'],
        hashes: [first!.hashes.sha256, missingHash],
      },
    });
    expect(response.body).toEqual({
      targetNames: { [first!.packageId]: byId, 'no-such-package-1.0': 0 },
      hashes: { [first!.hashes.sha256]: byId, [missingHash]: 0 },
    });
    for (const body of [{}, { hashes: ['not-a-hash'] }, { targetNames: 'x' }]) {
      const refused = await call(sandbox, `${DEVICES}/packages/installed-count`, {
        token: who.dev,
        method: 'POST',
        body,
      });
      expect(refused.status).toBe(400);
    }
  });
});

describe('SPEC §7 Devices: the provisioning token', () => {
  it('gives a token for the active repository with the device count and the Maker limit', async () => {
    const dev = (await call(sandbox, `${DEVICES}/token`, { token: who.dev }))
      .body as Schemas['DeviceProvisioningToken'];
    expect(dev).toEqual({ token: expect.any(String), provisionedDevices: all.length });
    expect(await sandbox.context.stores.provisioning.repositoryOfToken(dev.token)).toBe(
      who.devRepositoryId,
    );
    expect((await call(sandbox, `${DEVICES}/token`, { token: who.maker })).body).toMatchObject({
      provisionedDevices: 5,
      standardDeviceLimit: 5,
    });
    expect((await call(sandbox, `${DEVICES}/token`, { token: who.provisionClient })).status).toBe(
      200,
    );
    expect((await call(sandbox, `${DEVICES}/token`, { token: who.guest })).status).toBe(403);
  });
});

describe('SDK devices resource against the sandbox', () => {
  it('lists, reads, renames and counts devices through @fleet/sdk', async () => {
    const client = createFleetClient({ baseUrl: sandbox.url, getToken: () => who.dev });
    const devices = createDevicesResource(client);
    const page = await devices.listDevices({
      sortBy: 'Name',
      sortDirection: 'Asc',
      limit: 5,
      search: 'line',
    });
    expect(page.values.every((d) => d.deviceName.toLowerCase().includes('line'))).toBe(true);
    const names: string[] = [];
    for await (const device of devices.iterateDevices(
      { sortBy: 'Name', sortDirection: 'Asc' },
      { pageSize: 40 },
    ))
      names.push(device.deviceName);
    expect(names).toHaveLength(all.length);
    expect(names).toEqual([...names].sort(nocase));
    const [first] = page.values;
    expect((await devices.getDevice(first!.deviceUuid)).deviceUuid).toBe(first!.deviceUuid);
    expect(
      await devices.editDevice(first!.deviceUuid, { name: 'Renamed by the SDK', notes: '' }),
    ).toEqual({
      name: { updated: true, message: 'Name updated successfully' },
      notes: { updated: true, message: 'Description updated successfully' },
    });
    expect(await devices.countDevices()).toBe(all.length);
    expect(Object.keys(await devices.getFleetMembership([first!.deviceUuid]))).toEqual([
      first!.deviceUuid,
    ]);
  });
});
