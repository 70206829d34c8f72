import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../src/db/sql-client.js';
import type { Sandbox } from '../src/sandbox.js';
import { demoDevices, demoDeviceUuids, randomFrom, seedDemoDevices } from '../src/seed/devices.js';
import type { NewDevice } from '../src/store/devices.js';
import { packageColumns } from '../src/store/installed-packages.js';
import { integer } from '../src/store/rows.js';
import { domainCallers } from './helpers/device-domain.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

// The big seed (`--devices`, 100,000 in the bench) goes in through the bulk path: batches of
// rows per statement, the device tallies kept per statement. What it stores must be what the
// demo device generator (seed/demo-devices.ts) defines, device for device, on either engine.

/** Above the size from which seeding rebuilds the indexes (seed/devices.ts). */
const DEVICES = 6000;
const NOW = new Date('2026-06-01T12:00:00.000Z');

let sandbox: Sandbox;
let db: SqlClient;
let repositoryId: string;
let expected: NewDevice[];

beforeAll(async () => {
  // No devices on start: the test seeds dev's repository itself, at a known time.
  sandbox = await startTestSandbox({ devices: 0 });
  db = sandbox.context.db;
  repositoryId = (await domainCallers(sandbox)).devRepositoryId;
  const { seed } = sandbox.config;
  const added = await seedDemoDevices(sandbox.context.stores, { devices: DEVICES, seed }, NOW);
  expect(added).toEqual({ dev: DEVICES });
  const random = randomFrom(seed, 'devices:dev');
  expected = [...demoDevices(demoDeviceUuids(DEVICES, random), random, NOW.getTime(), seed)];
}, 300_000);

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

/** A stored device as the generator describes one. */
const described = (device: NewDevice) => ({
  uuid: device.uuid,
  deviceId: device.deviceId,
  name: device.name,
  notes: device.notes ?? null,
  status: device.status,
  hibernated: device.hibernated ? 1 : 0,
  lastSeen: device.lastSeen ?? null,
  createdAt: device.createdAt,
  activatedAt: device.activatedAt ?? null,
  lastUpdated: device.lastUpdated ?? null,
  productName: device.productName ?? null,
  productFamily: device.productFamily ?? null,
  tagName: device.tagName ?? null,
  localIpV4: device.network?.localIpV4 ?? null,
  hostname: device.network?.hostname ?? null,
  macAddress: device.network?.macAddress ?? null,
});

describe('SPEC §3 the demo seed of many devices', () => {
  it('stores every generated device, field for field, in the order of their uuids', async () => {
    const rows = await db.all(
      `SELECT uuid, device_id, name, notes, status, hibernated, last_seen, created_at,
         activated_at, last_updated, product_name, product_family, tag_name, local_ipv4,
         hostname, mac_address
       FROM devices WHERE repository_id = ? ORDER BY uuid`,
      [repositoryId],
    );
    const stored = rows.map((row) => ({
      uuid: row.uuid,
      deviceId: row.device_id,
      name: row.name,
      notes: row.notes,
      status: row.status,
      hibernated: Number(row.hibernated),
      lastSeen: row.last_seen,
      createdAt: row.created_at,
      activatedAt: row.activated_at,
      lastUpdated: row.last_updated,
      productName: row.product_name,
      productFamily: row.product_family,
      tagName: row.tag_name,
      localIpV4: row.local_ipv4,
      hostname: row.hostname,
      macAddress: row.mac_address,
    }));
    expect(stored).toEqual(expected.map(described));
  });

  it('stores every component with the package the generator installed on it', async () => {
    const rows = await db.all(
      `SELECT device_uuid, hardware_id, serial, position, package_id, package_name,
         package_version, sha256, size, package_hardware_ids, package_source
       FROM device_components WHERE repository_id = ? ORDER BY device_uuid, position`,
      [repositoryId],
    );
    const stored = rows.map((row) => [
      row.device_uuid,
      row.hardware_id,
      row.serial,
      Number(row.position),
      ...(row.package_id === null
        ? []
        : [
            row.package_id,
            row.package_name,
            row.package_version,
            row.sha256,
            Number(row.size),
            row.package_hardware_ids,
            row.package_source,
          ]),
    ]);
    expect(stored).toEqual(
      expected.flatMap((device) =>
        device.components.map((component, position) => [
          device.uuid,
          component.hardwareId,
          component.serial,
          position,
          ...(component.installed ? packageColumns(component.installed) : []),
        ]),
      ),
    );
  });

  it('keeps the distributions the generator draws', () => {
    const share = (keep: (device: NewDevice) => boolean, among = expected): number =>
      among.filter(keep).length / among.length;
    const activated = expected.filter((device) => device.activatedAt !== null);
    expect(share((device) => device.activatedAt === null)).toBeCloseTo(0.08, 1);
    expect(share((device) => device.status === 'UpToDate', activated)).toBeCloseTo(0.6, 1);
    expect(share((device) => device.status === 'Outdated', activated)).toBeCloseTo(0.3, 1);
    expect(share((device) => device.status === 'Error', activated)).toBeCloseTo(0.1, 1);
    expect(share((device) => device.hibernated === true, activated)).toBeCloseTo(0.04, 1);
    expect(share((device) => device.productName?.includes('Verdin') ?? false)).toBeCloseTo(0.5, 1);
  });

  it('counts the devices per status and hibernation as the rows do', async () => {
    const counted = async (table: string, column: string) =>
      Object.fromEntries(
        (
          await db.all(
            `SELECT hibernated, status, ${column} AS n FROM ${table} WHERE repository_id = ?
             GROUP BY hibernated, status ORDER BY hibernated, status`,
            [repositoryId],
          )
        )
          .map((row): [string, number] => [
            `${Number(row.hibernated)}:${String(row.status)}`,
            integer(row, 'n'),
          ])
          .filter(([, n]) => n !== 0),
      );
    const rows = await counted('devices', 'count(*)');
    expect(await counted('device_tallies', 'sum(devices)')).toEqual(rows);
    // And after a delete of many devices in one statement.
    await db.run(
      `DELETE FROM devices WHERE repository_id = ? AND uuid IN
         (SELECT uuid FROM devices WHERE repository_id = ? ORDER BY uuid LIMIT 1000)`,
      [repositoryId, repositoryId],
    );
    expect(await counted('device_tallies', 'sum(devices)')).toEqual(
      await counted('devices', 'count(*)'),
    );
    expect(Object.values(await counted('devices', 'count(*)')).reduce((a, b) => a + b, 0)).toBe(
      DEVICES - 1000,
    );
  });
});
