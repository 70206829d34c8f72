import { DEVICE_STATUSES, type DeviceStatus } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../src/db/sql-client.js';
import {
  deviceConditions,
  deviceOrderBy,
  type DeviceFilter,
  type DeviceOrder,
} from '../src/store/device-query.js';
import { DEVICE_COLUMNS, toDevice } from '../src/store/device-rows.js';
import { integer } from '../src/store/rows.js';
import { onDatabaseBefore } from './helpers/database-before.js';
import { useSeededFleet } from './helpers/seeded-fleet.js';

// The totals of last-seen windows come from tallies of the devices' last contacts by day,
// hour and minute (migration 200, src/store/device-seen-tallies.ts). They must stay equal to
// a count of the devices through every change, and a window's total must be its plain count
// wherever its bounds fall: on a period's first instant, inside one, in the same minute.

const SEEDED = 600;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The tallies as a recount of the devices would make them, and as they are kept. */
const RECOUNT = `SELECT d.repository_id, s.span, substr(d.last_seen, 1, s.span) AS period,
    d.hibernated, d.status, count(*) AS devices
  FROM devices d CROSS JOIN (SELECT 10 AS span UNION ALL SELECT 13 UNION ALL SELECT 16) s
  WHERE d.last_seen IS NOT NULL
  GROUP BY d.repository_id, s.span, substr(d.last_seen, 1, s.span), d.hibernated, d.status
  ORDER BY 1, 2, 3, 4, 5`;
const KEPT = `SELECT repository_id, span, period, hibernated, status, devices
  FROM device_seen_tallies ORDER BY 1, 2, 3, 4, 5`;

async function tallies(db: SqlClient): Promise<{ kept: unknown[]; recounted: unknown[] }> {
  const rows = async (sql: string) =>
    (await db.all(sql)).map((row) => ({
      ...row,
      span: integer(row, 'span'),
      hibernated: integer(row, 'hibernated'),
      devices: integer(row, 'devices'),
    }));
  return { kept: await rows(KEPT), recounted: await rows(RECOUNT) };
}

describe('SPEC §3 Device list query: last-seen windows from the tallies of last contacts', () => {
  const fleet = useSeededFleet(SEEDED);

  const total = async (filter: DeviceFilter): Promise<number> =>
    (
      await fleet.stores.devices.list(
        fleet.repositoryId,
        filter,
        { sortBy: 'LastSeen', sortDirection: 'Desc' },
        { offset: 0, limit: 0 },
      )
    ).total;
  const plainTotal = async (filter: DeviceFilter): Promise<number> => {
    const where = deviceConditions(filter, fleet.repositoryId);
    const row = await fleet.db.get(
      `SELECT count(*) AS n FROM devices d WHERE d.repository_id = ? AND ${where.sql}`,
      [fleet.repositoryId, ...where.params],
    );
    return row ? integer(row, 'n') : 0;
  };

  /** Bounds around the devices' own contacts and the periods' edges near them. */
  async function bounds(): Promise<string[]> {
    const seen = (
      await fleet.db.all(
        `SELECT last_seen FROM devices WHERE repository_id = ? AND last_seen IS NOT NULL
         ORDER BY last_seen DESC LIMIT 40`,
        [fleet.repositoryId],
      )
    ).map((row) => Date.parse(String(row.last_seen)));
    const now = Date.now();
    const times = new Set<number>([now, now - 30 * MINUTE, now - 25 * HOUR, now - 40 * DAY]);
    for (const at of [...seen.slice(0, 3), seen[seen.length - 1] ?? now])
      for (const step of [MINUTE, HOUR, DAY]) {
        const edge = Math.floor(at / step) * step;
        for (const t of [at, at + 1, edge, edge - 1, edge + step]) times.add(t);
      }
    return [...times].sort((a, b) => a - b).map((t) => new Date(t).toISOString());
  }

  it('counts every window exactly, wherever its bounds fall', async () => {
    const times = await bounds();
    const groups: DeviceFilter[] = [
      {},
      { hibernated: false },
      { statuses: ['UpToDate'] },
      { statuses: ['Outdated', 'Error'] as DeviceStatus[] },
      { hibernated: false, statuses: [...DEVICE_STATUSES] },
    ];
    let nonEmpty = 0;
    for (const group of groups)
      for (const [i, start] of times.entries()) {
        const windows: DeviceFilter[] = [
          { lastSeenStart: start },
          { lastSeenEnd: start },
          ...times.slice(i + 1, i + 6).map((end) => ({ lastSeenStart: start, lastSeenEnd: end })),
        ];
        for (const window of windows) {
          const filter = { ...group, ...window };
          const expected = await plainTotal(filter);
          expect(await total(filter), JSON.stringify(filter)).toBe(expected);
          if (expected > 0) nonEmpty += 1;
        }
      }
    // The windows hold devices, so the comparison could fail.
    expect(nonEmpty).toBeGreaterThan(100);
    // A few thousand lists: generous for a busy machine.
  }, 300_000);

  it("answers a window's page as one plain query, wherever its bounds fall", async () => {
    const times = await bounds();
    const plainPage = async (filter: DeviceFilter, order: DeviceOrder) => {
      const where = deviceConditions(filter, fleet.repositoryId);
      return (
        await fleet.db.all(
          `SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.repository_id = ? AND ${where.sql}
           ORDER BY ${deviceOrderBy(order)} LIMIT 10`,
          [fleet.repositoryId, ...where.params],
        )
      ).map(toDevice);
    };
    let nonEmpty = 0;
    for (const group of [{}, { hibernated: false }] as DeviceFilter[])
      for (const [i, start] of times.entries())
        for (const window of [
          { lastSeenStart: start },
          { lastSeenEnd: start },
          { lastSeenStart: start, lastSeenEnd: times[i + 2] ?? start },
        ] as DeviceFilter[])
          for (const sortDirection of ['Desc', 'Asc'] as const) {
            const filter = { ...group, ...window };
            const order: DeviceOrder = { sortBy: 'LastSeen', sortDirection };
            const page = await fleet.stores.devices.list(fleet.repositoryId, filter, order, {
              offset: 0,
              limit: 10,
            });
            const expected = await plainPage(filter, order);
            expect(page.values, JSON.stringify({ filter, order })).toEqual(expected);
            expect(page.total, JSON.stringify(filter)).toBe(await plainTotal(filter));
            if (expected.length > 0) nonEmpty += 1;
          }
    expect(nonEmpty).toBeGreaterThan(50);
  }, 300_000);

  it('counts the devices seen at the ends of time in open windows', async () => {
    const { stores, repositoryId } = fleet;
    const ends = ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'];
    const devices = await Promise.all(
      ends.map((_, i) =>
        stores.devices.create(repositoryId, {
          deviceId: `seen-at-the-end-${i}`,
          name: `Seen at the end ${i}`,
          components: [{ hardwareId: 'verdin-imx8mp' }],
        }),
      ),
    );
    for (const [i, device] of devices.entries())
      await stores.devices.markSeen(device.deviceUuid, ends[i] ?? '');
    const now = new Date().toISOString();
    for (const filter of [
      { lastSeenStart: now },
      { lastSeenEnd: now },
      { lastSeenStart: '9999-12-31T23:59:00.000Z' },
      { lastSeenStart: '9999-12-31T00:00:00.000Z' },
      { lastSeenEnd: '0001-01-01T00:01:00.000Z' },
    ] as DeviceFilter[])
      expect(await total(filter), JSON.stringify(filter)).toBe(await plainTotal(filter));
    expect(await total({ lastSeenStart: '9999-12-31T00:00:00.000Z' })).toBe(1);
    for (const device of devices) await stores.devices.remove(repositoryId, device.deviceUuid);
  });

  it('keeps the tallies equal to a recount through every change of a device', async () => {
    const check = async () => {
      const { kept, recounted } = await tallies(fleet.db);
      expect(kept).toEqual(recounted);
    };
    await check();
    const device = await fleet.stores.devices.create(fleet.repositoryId, {
      deviceId: 'seen-tallies-1',
      name: 'Seen tallies',
      components: [{ hardwareId: 'verdin-imx8mp' }],
    });
    await check();
    const now = Date.now();
    await fleet.stores.devices.markSeen(device.deviceUuid, new Date(now - 3 * DAY).toISOString());
    await check();
    // Within the same minute, then into another minute, hour and day.
    await fleet.stores.devices.markSeen(
      device.deviceUuid,
      new Date(now - 3 * DAY + 1).toISOString(),
    );
    await check();
    await fleet.stores.devices.markSeen(device.deviceUuid, new Date(now).toISOString());
    await check();
    const others = (
      await fleet.db.all(
        'SELECT uuid FROM devices WHERE repository_id = ? ORDER BY uuid LIMIT 50',
        [fleet.repositoryId],
      )
    ).map((row) => String(row.uuid));
    await fleet.stores.devices.markSeenMany(others, new Date(now + MINUTE).toISOString());
    await check();
    await fleet.stores.devices.setHibernated(fleet.repositoryId, device.deviceUuid, true);
    await check();
    await fleet.stores.devices.setStatus(device.deviceUuid, 'Error');
    await check();
    expect(
      await total({ hibernated: true, lastSeenStart: new Date(now - MINUTE).toISOString() }),
    ).toBe(
      await plainTotal({ hibernated: true, lastSeenStart: new Date(now - MINUTE).toISOString() }),
    );
    await fleet.stores.devices.remove(fleet.repositoryId, device.deviceUuid);
    await check();
  });
});

describe('a contact changes the tallies of the periods it leaves alone (migration 203)', () => {
  const fleet = useSeededFleet(20);

  /**
   * The tally rows a write changed: on the embedded database the rows its statements and
   * triggers changed (total_changes), on PostgreSQL the device's tally rows with a new row
   * version (xmin) or gone, by span.
   */
  async function tallyWrites(repositoryId: string, write: () => Promise<unknown>) {
    if (fleet.db.dialect === 'sqlite') {
      const changes = async () =>
        integer((await fleet.db.get('SELECT total_changes() AS n')) ?? {}, 'n');
      const before = await changes();
      await write();
      // The device's own row changes once (its last_seen, or its hibernation or status).
      return { rows: (await changes()) - before - 1 };
    }
    const versions = async () =>
      new Map(
        (
          await fleet.db.all(
            `SELECT span, period, hibernated, status, xmin::text AS version
             FROM device_seen_tallies WHERE repository_id = ?`,
            [repositoryId],
          )
        ).map((row) => [
          `${String(row.span)} ${String(row.period)} ${String(row.hibernated)} ${String(row.status)}`,
          String(row.version),
        ]),
      );
    const before = await versions();
    await write();
    const after = await versions();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (key) => before.get(key) !== after.get(key),
    );
    return {
      rows: changed.length,
      spans: new Set(changed.map((key) => Number(key.split(' ')[0]))),
    };
  }

  it('another minute of the same hour: the minute alone; another hour or day: down to it', async () => {
    const { stores, repositoryId } = fleet;
    const device = await stores.devices.create(repositoryId, {
      deviceId: 'seen-periods-1',
      name: 'Seen periods',
      components: [{ hardwareId: 'verdin-imx8mp' }],
    });
    const check = async () => {
      const { kept, recounted } = await tallies(fleet.db);
      expect(kept).toEqual(recounted);
    };
    // A day of its own, so the device is alone in each of its periods.
    await stores.devices.markSeen(device.deviceUuid, '2026-03-04T05:10:00.000Z');
    await check();
    // A device alone in its period, per span it leaves: on the embedded database three rows
    // changed (its old row taken down, then removed, and the new one put up), on PostgreSQL
    // two tally rows differ afterwards (the old one gone, the new one there).
    const perSpan = fleet.db.dialect === 'sqlite' ? 3 : 2;
    const move = (at: string) =>
      tallyWrites(repositoryId, () => stores.devices.markSeen(device.deviceUuid, at));
    // Its minute's row taken down (and removed, now empty), the next minute's put up: the
    // day's and the hour's stay as they are.
    const inHour = await move('2026-03-04T05:11:30.000Z');
    expect(inHour.rows).toBe(perSpan);
    if (inHour.spans) expect([...inHour.spans]).toEqual([16]);
    await check();
    // Within the same minute: no tally changes.
    expect((await move('2026-03-04T05:11:59.000Z')).rows).toBe(0);
    // Another hour of the day: the hour's and the minute's rows.
    const inDay = await move('2026-03-04T06:00:00.000Z');
    expect(inDay.rows).toBe(2 * perSpan);
    if (inDay.spans) expect([...inDay.spans].sort()).toEqual([13, 16]);
    await check();
    // Another day: all three.
    expect((await move('2026-03-05T06:00:00.000Z')).rows).toBe(3 * perSpan);
    await check();
    // A change of status within the minute moves the device in every span (other tallies of
    // the status change too: only the totals are compared).
    await stores.devices.setStatus(device.deviceUuid, 'Error');
    await check();
    await stores.devices.setHibernated(repositoryId, device.deviceUuid, true);
    await check();
    await stores.devices.remove(repositoryId, device.deviceUuid);
    await check();
  });
});

describe('migration 200 on a database made before it', () => {
  /** Devices of one repository, some never seen, some sharing a minute. */
  const DEVICES: Array<[string, string | null, number, string]> = [
    ['d1', '2026-11-20T10:15:30.000Z', 0, 'UpToDate'],
    ['d2', '2026-11-20T10:15:59.999Z', 0, 'UpToDate'],
    ['d3', '2026-11-20T10:59:00.000Z', 1, 'Outdated'],
    ['d4', '2026-11-21T00:00:00.000Z', 0, 'Error'],
    ['d5', null, 0, 'NotSeen'],
  ];
  const setUp = async (db: SqlClient) => {
    await db.run(
      `INSERT INTO users (id, email, created_at) VALUES ('u1', 'old@example.com', '2026-01-01T00:00:00.000Z')`,
    );
    await db.run(
      `INSERT INTO repositories (id, owner_id, name, created_at) VALUES ('r1', 'u1', 'Old', '2026-01-01T00:00:00.000Z')`,
    );
    for (const [id, seen, hibernated, status] of DEVICES)
      await db.run(
        `INSERT INTO devices (uuid, repository_id, device_id, name, status, hibernated, last_seen, created_at)
         VALUES (?, 'r1', ?, ?, ?, ?, ?, '2026-01-01T00:00:00.000Z')`,
        [`uuid-${id}`, id, `Device ${id}`, status, hibernated, seen],
      );
  };
  const expectedTallies = async (db: SqlClient) => {
    const { kept, recounted } = await tallies(db);
    expect(kept).toEqual(recounted);
    // Days, hours and minutes: d1 and d2 share all three, d3 (hibernated) is in a group of its
    // own, d4 in a day of its own; d5 was never seen.
    expect(kept).toHaveLength(9);
    expect(kept).toContainEqual(
      expect.objectContaining({ span: 16, period: '2026-11-20T10:15', devices: 2 }),
    );
  };

  // On the suite's engine: the embedded database, or PostgreSQL under `pnpm test:postgres`.
  it('tallies the devices already stored', async () => {
    await onDatabaseBefore(200, async ({ db, migrateRest }) => {
      await setUp(db);
      expect(await migrateRest()).toContain(200);
      await expectedTallies(db);
    });
  });
});
