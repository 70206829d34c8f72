// A round of check-ins recorded at once (markSeenMany, used by the simulator and the bench
// mode's storm): the same contact markSeen records for one device, for many in one
// transaction. Runs on the suite's engine (libsql, or PostgreSQL with FLEET_TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

let sandbox: Sandbox;
let repositoryId: string;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 10 });
  const { stores } = sandbox.context;
  const dev = await stores.users.findByEmail('dev@example.com');
  const repository = dev && (await stores.repositories.personalOf(dev.id));
  if (!repository) throw new Error('dev@example.com has no repository');
  repositoryId = repository.id;
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

const deviceOf = async (uuid: string) =>
  (await api(sandbox, `/api/v2beta/devices/${uuid}`, { token })).body as {
    lastSeen?: string | null;
    activatedAt?: string | null;
    deviceStatus: string;
  };

const notSeenTotal = async () =>
  (
    (await api(sandbox, '/api/v2beta/devices?offset=0&limit=0&status=NotSeen', { token })).body as {
      total: number;
    }
  ).total;

describe('markSeenMany: a round of check-ins in one transaction', () => {
  it('records every known device as seen at that time and leaves unknown uuids out', async () => {
    const { devices } = sandbox.context.stores;
    const fresh = await Promise.all(
      [1, 2, 3].map((n) =>
        devices.create(repositoryId, {
          deviceId: `check-in-${n}`,
          name: `Check-in ${n}`,
          components: [{ hardwareId: 'verdin-imx8mp' }],
        }),
      ),
    );
    const notSeenBefore = await notSeenTotal();
    const at = '2031-05-04T03:02:01.000Z';
    const uuids = [fresh[2]!.deviceUuid, 'no-such-device', fresh[0]!.deviceUuid];

    const seen = await devices.markSeenMany(uuids, at);

    expect(seen.map((device) => device.deviceUuid)).toEqual([
      fresh[2]!.deviceUuid,
      fresh[0]!.deviceUuid,
    ]);
    expect(seen.every((device) => device.repositoryId === repositoryId)).toBe(true);
    for (const uuid of [fresh[2]!.deviceUuid, fresh[0]!.deviceUuid]) {
      const device = await deviceOf(uuid);
      expect(device.lastSeen).toBe(at);
      // Never seen before: activated at that contact, and no longer NotSeen.
      expect(device.activatedAt).toBe(at);
      expect(device.deviceStatus).toBe('UpToDate');
    }
    expect((await deviceOf(fresh[1]!.deviceUuid)).lastSeen ?? null).toBeNull();
    expect(await notSeenTotal()).toBe(notSeenBefore - 2);

    // A later contact moves lastSeen on and keeps the first activation.
    const later = '2031-05-04T03:05:00.000Z';
    await devices.markSeenMany([fresh[0]!.deviceUuid], later);
    expect(await deviceOf(fresh[0]!.deviceUuid)).toMatchObject({
      lastSeen: later,
      activatedAt: at,
    });
  });

  it('records more devices than one statement holds, and nothing for an empty round', async () => {
    const { devices } = sandbox.context.stores;
    const many = await devices.importDevices(
      repositoryId,
      Array.from({ length: 1_200 }, (_, n) => ({
        deviceId: `round-${n}`,
        name: `Round ${n}`,
        components: [{ hardwareId: 'verdin-imx8mp' }],
      })),
      { rebuildIndexes: false },
    );
    expect(many).toBe(1_200);
    const { values } = await devices.list(
      repositoryId,
      { nameContains: 'Round ' },
      { sortBy: 'Name', sortDirection: 'Asc' },
      { offset: 0, limit: 2_000 },
    );
    expect(values).toHaveLength(1_200);
    const at = '2031-06-01T00:00:00.000Z';

    const seen = await devices.markSeenMany(
      values.map((device) => device.deviceUuid),
      at,
    );

    expect(seen).toHaveLength(1_200);
    expect(new Set(seen.map((device) => device.lastSeen))).toEqual(new Set([at]));
    expect(await devices.markSeenMany([], at)).toEqual([]);
  });
});

describe("checkInRound: a storm's round chosen and recorded in one transaction", () => {
  it('records the next devices of the check-in order after the cursor, and says who', async () => {
    const { devices } = sandbox.context.stores;
    const order = await devices.listCheckInRound('', 10_000);
    expect(order.length).toBeGreaterThan(3);
    const cursor = order[0]!.deviceUuid;
    const at = '2032-02-02T02:02:02.000Z';

    const round = await devices.checkInRound(cursor, 3, at);

    // The same devices listCheckInRound gives after the cursor, in uuid order.
    expect(round).toEqual(
      order.slice(1, 4).map(({ deviceUuid, repositoryId: repository }) => ({
        deviceUuid,
        repositoryId: repository,
      })),
    );
    for (const { deviceUuid } of round.filter((device) => device.repositoryId === repositoryId))
      expect((await deviceOf(deviceUuid)).lastSeen).toBe(at);
    // Past the last device: an empty round.
    expect(await devices.checkInRound(order.at(-1)!.deviceUuid, 3, at)).toEqual([]);
  });
});
