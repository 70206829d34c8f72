import { createFleetClient } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevicesResource } from '../../sdk/src/resources/devices.js';
import type { Sandbox } from '../src/sandbox.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

const SEEDED = 1_200;
const PAGE = 100;

let sandbox: Sandbox;
let token: string;
let repositoryId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: SEEDED });
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const { stores } = sandbox.context;
  const dev = await stores.users.findByEmail('dev@example.com');
  const repository = dev && (await stores.repositories.personalOf(dev.id));
  if (!repository) throw new Error('dev@example.com has no repository');
  repositoryId = repository.id;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('SDK iterateDevices against the sandbox while devices change', () => {
  it('returns every device exactly once while devices check in, arrive and leave', async () => {
    const { stores } = sandbox.context;
    const devices = createDevicesResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => token }),
    );
    const before = (await stores.devices.list(repositoryId, {}, BY_UUID, ALL)).values.map(
      (d) => d.deviceUuid,
    );
    expect(before.length).toBeGreaterThan(SEEDED - 10);

    const seen: string[] = [];
    const left = new Set<string>();
    const arrived = new Set<string>();
    let clock = Date.parse('2030-01-01T00:00:00Z');
    for await (const device of devices.iterateDevices({}, { pageSize: PAGE })) {
      seen.push(device.deviceUuid);
      if (seen.length % PAGE !== 0) continue;
      // Between pages: the last devices of the default order check in and move to its front,
      // a device already listed and one not listed yet leave, and a new device arrives.
      const { values: stale } = await stores.devices.list(repositoryId, {}, LAST_SEEN_FIRST, {
        offset: 0,
        limit: 50,
      });
      for (const d of stale) {
        clock += 1000;
        await stores.devices.markSeen(d.deviceUuid, new Date(clock).toISOString());
      }
      for (const uuid of [seen[seen.length - 5], before.at(-1 - left.size)]) {
        if (uuid === undefined || left.has(uuid)) continue;
        await stores.devices.remove(repositoryId, uuid);
        left.add(uuid);
      }
      const added = await stores.devices.create(repositoryId, {
        deviceId: `arrival-${seen.length}`,
        name: `Arrival ${seen.length}`,
        components: [{ hardwareId: 'verdin-imx8mp' }],
      });
      arrived.add(added.deviceUuid);
    }

    expect(left.size).toBeGreaterThan(10);
    // Exactly once each: no device twice, and every device there all along.
    expect(new Set(seen).size).toBe(seen.length);
    const stayed = before.filter((uuid) => !left.has(uuid));
    const seenSet = new Set(seen);
    expect(stayed.filter((uuid) => !seenSet.has(uuid))).toEqual([]);
    // Nothing else: the devices that left after being listed, and some of the arrivals.
    expect(
      seen.filter((uuid) => !stayed.includes(uuid) && !left.has(uuid) && !arrived.has(uuid)),
    ).toEqual([]);
    // In uuid order.
    expect(seen).toEqual([...seen].sort());
    // A few seconds alone; about 18 s on a machine at a load of 17, where 30 s once ran out.
  }, 120_000);
});

describe('a range of the uuid cursor over HTTP', () => {
  it('answers the devices between uuidAfter and uuidBefore, with the total of the list', async () => {
    const all = (await sandbox.context.stores.devices.list(repositoryId, {}, BY_UUID, ALL)).values;
    const uuids = all.map((d) => d.deviceUuid);
    const [after, before] = [uuids[100], uuids[160]];
    const query = `sortBy=Uuid&sortDirection=Asc&offset=0&limit=1000&uuidAfter=${after}&uuidBefore=${before}`;
    const { status, body } = await api(sandbox, `/api/v2beta/devices?${query}`, { token });
    expect(status).toBe(200);
    const page = body as { values: { deviceUuid: string }[]; total: number };
    expect(page.values.map((d) => d.deviceUuid)).toEqual(uuids.slice(101, 160));
    // Like an offset, the cursor pages through the list: the total is the list's.
    expect(page.total).toBe(uuids.length);
    const bad = await api(sandbox, '/api/v2beta/devices?uuidBefore=not-a-uuid', { token });
    expect(bad.status).toBe(400);
  });
});

const BY_UUID = { sortBy: 'Uuid', sortDirection: 'Asc' } as const;
/** Oldest check-ins first: the devices a check-in moves farthest in the default order. */
const LAST_SEEN_FIRST = { sortBy: 'LastSeen', sortDirection: 'Asc' } as const;
const ALL = { offset: 0, limit: 100_000 };
