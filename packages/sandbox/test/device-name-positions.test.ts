import { SORT_DIRECTIONS } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { deviceConditions, deviceOrderBy, type DeviceFilter } from '../src/store/device-query.js';
import { DEVICE_COLUMNS, toDevice, type DevicePage } from '../src/store/device-rows.js';
import { integer } from '../src/store/rows.js';
import { useSeededFleet } from './helpers/seeded-fleet.js';

// A deep page in name order seeks to a key the list keeps in memory while the repository's
// names stay the same (src/store/device-name-positions.ts), and a name search's total is kept
// the same way (device-totals.ts). Pages and totals must stay what one plain query answers,
// when read again and again and after every change of a name.

const SEEDED = 700;

const fleet = useSeededFleet(SEEDED);

async function plainList(
  filter: DeviceFilter,
  sortDirection: 'Asc' | 'Desc',
  offset: number,
  limit: number,
): Promise<DevicePage> {
  const where = deviceConditions(filter, fleet.repositoryId);
  const counted = await fleet.db.get(
    `SELECT count(*) AS n FROM devices d WHERE d.repository_id = ? AND ${where.sql}`,
    [fleet.repositoryId, ...where.params],
  );
  const values = (
    await fleet.db.all(
      `SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.repository_id = ? AND ${where.sql}
       ORDER BY ${deviceOrderBy({ sortBy: 'Name', sortDirection })} LIMIT ? OFFSET ?`,
      [fleet.repositoryId, ...where.params, limit, offset],
    )
  ).map(toDevice);
  return { total: counted ? integer(counted, 'n') : 0, offset, limit, values };
}

const listed = (
  filter: DeviceFilter,
  sortDirection: 'Asc' | 'Desc',
  offset: number,
  limit: number,
): Promise<DevicePage> =>
  fleet.stores.devices.list(
    fleet.repositoryId,
    filter,
    { sortBy: 'Name', sortDirection },
    { offset, limit },
  );

/** Every deep page, read three times (the keys are read on the second), as a plain query. */
async function expectDeepPagesPlain(): Promise<void> {
  const { total } = await plainList({}, 'Asc', 0, 0);
  const offsets = [64, 65, 100, 255, 256, 257, Math.floor(total / 2), total - 120, total - 70];
  for (const sortDirection of SORT_DIRECTIONS)
    for (const offset of offsets)
      for (const limit of [1, 10, 50]) {
        const expected = await plainList({}, sortDirection, offset, limit);
        for (let read = 0; read < 3; read++)
          expect(await listed({}, sortDirection, offset, limit)).toEqual(expected);
      }
}

describe('SPEC §3 Device list query: deep pages in name order', () => {
  it('answer what one plain query does, read again and again', async () => {
    await expectDeepPagesPlain();
  }, 120_000);

  it('follow a registration, a rename that moves a device and a deletion', async () => {
    await expectDeepPagesPlain();
    const device = await fleet.stores.devices.create(fleet.repositoryId, {
      deviceId: 'positions-1',
      name: 'Mmm middle of the order',
      components: [{ hardwareId: 'verdin-imx8mp' }],
    });
    await expectDeepPagesPlain();
    await fleet.stores.devices.rename(fleet.repositoryId, device.deviceUuid, '000 first of all');
    await expectDeepPagesPlain();
    await fleet.stores.devices.remove(fleet.repositoryId, device.deviceUuid);
    await expectDeepPagesPlain();
    // Hundreds of lists: generous for a busy machine.
  }, 300_000);
});

describe('SPEC §3 Device list query: a name search total, read again', () => {
  it('follows a registration, a rename and a deletion', async () => {
    const total = async (nameContains: string) => {
      const expected = (await plainList({ nameContains }, 'Asc', 0, 0)).total;
      for (let read = 0; read < 2; read++)
        expect((await listed({ nameContains }, 'Asc', 0, 0)).total).toBe(expected);
      return expected;
    };
    const before = await total('gateway');
    expect(before).toBeGreaterThan(0);
    const device = await fleet.stores.devices.create(fleet.repositoryId, {
      deviceId: 'positions-2',
      name: 'Spare gateway',
      components: [{ hardwareId: 'verdin-imx8mp' }],
    });
    expect(await total('gateway')).toBe(before + 1);
    await fleet.stores.devices.rename(fleet.repositoryId, device.deviceUuid, 'Spare router');
    expect(await total('gateway')).toBe(before);
    expect(await total('router')).toBeGreaterThan(0);
    await fleet.stores.devices.rename(fleet.repositoryId, device.deviceUuid, 'Spare gateway again');
    expect(await total('gateway')).toBe(before + 1);
    await fleet.stores.devices.remove(fleet.repositoryId, device.deviceUuid);
    expect(await total('gateway')).toBe(before);
  });
});
