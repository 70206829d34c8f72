import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../db/sql-client.js';
import type { NewDevice } from './devices.js';
import { defaultSerial, packageColumns } from './installed-packages.js';
import { nowIso, text } from './rows.js';

/**
 * Registering devices in bulk: rows go in as one JSON parameter per batch (a statement per
 * thousand devices, not per row), and the packages devices have installed, which repeat
 * across thousands of devices, are stored once in a temporary table the component rows join.
 */

/** Devices per statement. */
const IMPORT_BATCH = 1000;
/** From this many devices on, an import rebuilds the indexes instead of updating them. */
export const BULK_IMPORT = 5000;

// `value->>n` reads the n-th field of a row written by the loop below.
const DEVICE_INSERT = `INSERT INTO devices (uuid, repository_id, device_id, name, notes, status,
    hibernated, last_seen, created_at, activated_at, last_updated, product_name, product_family,
    tag_name, hardware_ids, local_ipv4, hostname, mac_address)
  SELECT value->>0, ?, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6,
    value->>7, value->>8, value->>9, value->>10, value->>11, value->>12, value->>13, value->>14,
    value->>15, value->>16
  FROM json_each(?)`;

const PACKAGES_TABLE = `CREATE TEMP TABLE IF NOT EXISTS import_packages (
  k INTEGER PRIMARY KEY, package_id TEXT, package_name TEXT, package_version TEXT, sha256 TEXT,
  size INTEGER, package_hardware_ids TEXT, package_source TEXT)`;

const PACKAGE_INSERT = `INSERT INTO temp.import_packages
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7
  FROM json_each(?)`;

const COMPONENT_INSERT = `INSERT INTO device_components (device_uuid, repository_id, hardware_id,
    serial, position, package_id, package_name, package_version, sha256, size,
    package_hardware_ids, package_source)
  SELECT j.value->>0, ?, j.value->>1, j.value->>2, j.value->>3, p.package_id, p.package_name,
    p.package_version, p.sha256, p.size, p.package_hardware_ids, p.package_source
  FROM json_each(?) j LEFT JOIN temp.import_packages p ON p.k = j.value->>4`;

/**
 * Inserts devices and their components, reading `devices` batch by batch; returns their
 * uuids. Runs inside the caller's transaction.
 */
export async function insertDevices(
  db: SqlClient,
  repositoryId: string,
  devices: Iterable<NewDevice>,
): Promise<string[]> {
  const now = nowIso();
  const uuids: string[] = [];
  const packageKeys = new Map<string, number>();
  let rows: unknown[][] = [];
  let componentRows: unknown[][] = [];
  let newPackages: unknown[][] = [];
  await db.run(PACKAGES_TABLE);
  const flush = async (): Promise<void> => {
    if (newPackages.length) await db.run(PACKAGE_INSERT, [JSON.stringify(newPackages)]);
    if (rows.length) await db.run(DEVICE_INSERT, [repositoryId, JSON.stringify(rows)]);
    if (componentRows.length)
      await db.run(COMPONENT_INSERT, [repositoryId, JSON.stringify(componentRows)]);
    rows = [];
    componentRows = [];
    newPackages = [];
  };
  try {
    for (const device of devices) {
      const uuid = device.uuid ?? randomUUID();
      uuids.push(uuid);
      rows.push([
        uuid,
        device.deviceId,
        device.name,
        device.notes ?? null,
        device.status ?? 'NotSeen',
        device.hibernated ? 1 : 0,
        device.lastSeen ?? null,
        device.createdAt ?? now,
        device.activatedAt ?? null,
        device.lastUpdated ?? null,
        device.productName ?? null,
        device.productFamily ?? null,
        device.tagName ?? null,
        JSON.stringify(device.components.map((component) => component.hardwareId)),
        device.network?.localIpV4 ?? null,
        device.network?.hostname ?? null,
        device.network?.macAddress ?? null,
      ]);
      device.components.forEach((component, position) => {
        let key: number | null = null;
        if (component.installed) {
          const columns = packageColumns(component.installed);
          const identity = JSON.stringify(columns);
          key = packageKeys.get(identity) ?? null;
          if (key === null) {
            key = packageKeys.size;
            packageKeys.set(identity, key);
            newPackages.push([key, ...columns]);
          }
        }
        componentRows.push([
          uuid,
          component.hardwareId,
          component.serial ?? defaultSerial(uuid, component.hardwareId),
          position,
          key,
        ]);
      });
      if (rows.length >= IMPORT_BATCH) await flush();
    }
    await flush();
  } finally {
    await db.run('DROP TABLE IF EXISTS temp.import_packages');
  }
  return uuids;
}

/**
 * Runs a bulk insert with the secondary indexes of `tables` dropped, then builds them again
 * from their own definitions (sqlite_master): one sort per index instead of a b-tree update
 * per row. Call it inside the transaction of the insert, so no reader ever sees the tables
 * without their indexes.
 */
export async function withIndexesRebuilt<T>(
  db: SqlClient,
  tables: readonly string[],
  insert: () => Promise<T>,
): Promise<T> {
  const indexes = (
    await db.all(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND tbl_name IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(tables)],
    )
  ).map((row) => ({ name: text(row, 'name'), sql: text(row, 'sql') }));
  for (const { name } of indexes) await db.run(`DROP INDEX "${name.replaceAll('"', '""')}"`);
  const result = await insert();
  for (const { sql } of indexes) await db.run(sql);
  return result;
}
