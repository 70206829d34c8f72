import { createHash } from 'node:crypto';
import type { components } from '@fleet/sdk';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { containsPattern, type PageWindow } from './device-query.js';
import type { Reads } from './reads.js';
import { integer, optionalText, stringList, text } from './rows.js';

type Schemas = components['schemas'];
export type InstalledPackage = Schemas['InstalledPackage'];
export type UptaneComponent = Schemas['UptaneComponent'];
export type DevicePackagesPage = Schemas['DevicePackagesPage'];
export type InstalledPackageCount = Schemas['InstalledPackageCount'];

/** A package to record as installed on a component; the id defaults to `{name}-{version}`. */
export type NewInstalledPackage = Omit<InstalledPackage, 'packageId'> & {
  packageId?: string;
  /** The image size in bytes (shown with the Uptane component). */
  size?: number;
};

/** A component (Uptane ECU) of a device being registered. */
export interface NewComponent {
  /** The component's hardware id, e.g. `verdin-imx8mp` or `docker-compose`. */
  hardwareId: string;
  /** The ECU serial; derived from the device and hardware id when absent. */
  serial?: string;
  /** What the device reported installed on it, if anything. */
  installed?: NewInstalledPackage | null;
}

/** A component of a device and the package id it runs (null: it reported none). */
export interface DeviceComponentRecord {
  serial: string;
  hardwareId: string;
  primary: boolean;
  packageId: string | null;
}

export interface InstalledPackageStore {
  /** The packages installed on each component of a device; undefined for an unknown device. */
  listOfDevice(repositoryId: string, deviceUuid: string): Promise<InstalledPackage[] | undefined>;
  /**
   * A page of devices with their installed packages: the asked devices in the order asked
   * (unknown ones left out), or every device by name; `nameContains` matches device names.
   */
  listOfDevices(
    repositoryId: string,
    query: { deviceUuids?: readonly string[]; nameContains?: string },
    page: PageWindow,
  ): Promise<DevicePackagesPage>;
  /**
   * The components that reported an installed image, primary first; undefined for an
   * unknown device.
   */
  componentsOf(repositoryId: string, deviceUuid: string): Promise<UptaneComponent[] | undefined>;
  /**
   * Every component of each device, with or without a reported image, primary first; one
   * query for many devices (added by the updates work, which checks whole fleets at once).
   * Devices not in the repository are left out.
   */
  listComponents(
    repositoryId: string,
    deviceUuids: readonly string[],
  ): Promise<Map<string, DeviceComponentRecord[]>>;
  /** How many devices have each package installed, by package id and by sha256. */
  countInstalled(
    repositoryId: string,
    query: { targetNames: readonly string[]; hashes: readonly string[] },
  ): Promise<InstalledPackageCount>;
  /**
   * Records `pkg` as what `component` (a hardware id) of the device runs now, adding the
   * component if the device did not have it. Installing on the primary component also sets
   * the device's tagName to the version. False for a device not in the repository.
   */
  setInstalledPackage(
    repositoryId: string,
    deviceUuid: string,
    component: string,
    pkg: NewInstalledPackage,
  ): Promise<boolean>;
}

/** A stable ECU serial for a component that did not report one. */
export function defaultSerial(deviceUuid: string, hardwareId: string): string {
  const digest = createHash('sha256').update(`${deviceUuid}/${hardwareId}`).digest('hex');
  return digest.slice(0, 24);
}

/**
 * The package columns of device_components for an installed package, in order: package_id,
 * package_name, package_version, sha256, size, package_hardware_ids, package_source.
 */
export function packageColumns(pkg: NewInstalledPackage): Array<string | number> {
  return [
    pkg.packageId ?? `${pkg.name}-${pkg.version}`,
    pkg.name,
    pkg.version,
    pkg.hashes.sha256,
    pkg.size ?? 0,
    JSON.stringify(pkg.hardwareIds),
    pkg.packageSource,
  ];
}

const PACKAGE_COLUMNS = `device_uuid, hardware_id, serial, position, package_id, package_name,
  package_version, sha256, size, package_hardware_ids, package_source`;

function toInstalledPackage(row: SqlRow): InstalledPackage {
  return {
    packageId: text(row, 'package_id'),
    name: text(row, 'package_name'),
    version: text(row, 'package_version'),
    hashes: { sha256: text(row, 'sha256') },
    hardwareIds: stringList(row, 'package_hardware_ids'),
    packageSource: optionalText(row, 'package_source') ?? 'device',
  };
}

function toUptaneComponent(row: SqlRow): UptaneComponent {
  return {
    id: text(row, 'serial'),
    hardwareId: text(row, 'hardware_id'),
    primary: integer(row, 'position') === 0,
    image: {
      filepath: text(row, 'package_id'),
      size: integer(row, 'size'),
      hash: { sha256: text(row, 'sha256') },
    },
  };
}

/** Counts per asked key, every key present (0 when no device has it). */
function countsFor(keys: readonly string[], rows: SqlRow[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  for (const row of rows) counts[text(row, 'k')] = integer(row, 'n');
  return counts;
}

/**
 * The installed packages of asked devices (in the order asked) or of every device by name,
 * a page of them. Asked devices drive the queries (CROSS JOIN keeps them the outer loop: one
 * primary-key lookup each, not a walk over the repository's devices per asked one).
 */
export async function listPackagesOfDevices(
  db: SqlClient,
  repositoryId: string,
  { deviceUuids, nameContains }: { deviceUuids?: readonly string[]; nameContains?: string },
  page: PageWindow,
): Promise<DevicePackagesPage> {
  const nameCondition = nameContains ? `AND d.name LIKE ? ESCAPE '\\'` : '';
  const nameParams = nameContains ? [containsPattern(nameContains)] : [];
  // Asked devices keep the order asked; otherwise devices go by name.
  const from = deviceUuids
    ? `FROM json_each(?) j CROSS JOIN devices d ON d.uuid = j.value AND d.repository_id = ?
         WHERE 1 ${nameCondition}`
    : `FROM devices d WHERE d.repository_id = ? ${nameCondition}`;
  const fromParams = deviceUuids
    ? [JSON.stringify(deviceUuids), repositoryId, ...nameParams]
    : [repositoryId, ...nameParams];
  const counted = await db.get(`SELECT count(*) AS n ${from}`, fromParams);
  const uuids =
    page.limit === 0
      ? []
      : (
          await db.all(
            `SELECT d.uuid ${from}
               ORDER BY ${deviceUuids ? 'j.key' : 'd.name COLLATE NOCASE, d.uuid'}
               LIMIT ? OFFSET ?`,
            [...fromParams, page.limit, page.offset],
          )
        ).map((row) => text(row, 'uuid'));
  const packages = new Map<string, InstalledPackage[]>(uuids.map((uuid) => [uuid, []]));
  if (uuids.length) {
    const rows = await db.all(
      `SELECT ${PACKAGE_COLUMNS} FROM device_components
         WHERE device_uuid IN (SELECT value FROM json_each(?)) AND package_id IS NOT NULL
         ORDER BY device_uuid, position`,
      [JSON.stringify(uuids)],
    );
    for (const row of rows) packages.get(text(row, 'device_uuid'))?.push(toInstalledPackage(row));
  }
  return {
    total: counted ? integer(counted, 'n') : 0,
    offset: page.offset,
    limit: page.limit,
    values: uuids.map((uuid) => ({
      deviceUuid: uuid,
      installedPackages: packages.get(uuid) ?? [],
    })),
  };
}

export function createSqlInstalledPackageStore(db: SqlClient, reads: Reads): InstalledPackageStore {
  const deviceExists = async (q: SqlClient, repositoryId: string, uuid: string): Promise<boolean> =>
    (await q.get('SELECT 1 AS found FROM devices WHERE uuid = ? AND repository_id = ?', [
      uuid,
      repositoryId,
    ])) !== undefined;

  const installedRows = (uuid: string): Promise<SqlRow[]> =>
    db.all(
      `SELECT ${PACKAGE_COLUMNS} FROM device_components
       WHERE device_uuid = ? AND package_id IS NOT NULL ORDER BY position`,
      [uuid],
    );

  return {
    async listOfDevice(repositoryId, deviceUuid) {
      if (!(await deviceExists(db, repositoryId, deviceUuid))) return undefined;
      return (await installedRows(deviceUuid)).map(toInstalledPackage);
    },

    async listOfDevices(repositoryId, query, page) {
      return reads.read('devices.packages', repositoryId, query, page);
    },

    async listComponents(repositoryId, deviceUuids) {
      const components = new Map<string, DeviceComponentRecord[]>();
      if (deviceUuids.length === 0) return components;
      const rows = await db.all(
        // CROSS JOIN keeps the asked uuids as the outer loop: a primary-key lookup each.
        `SELECT c.device_uuid, c.hardware_id, c.serial, c.position, c.package_id
         FROM json_each(?) j CROSS JOIN device_components c ON c.device_uuid = j.value
         WHERE c.repository_id = ?
         ORDER BY c.device_uuid, c.position`,
        [JSON.stringify(deviceUuids), repositoryId],
      );
      for (const row of rows) {
        const uuid = text(row, 'device_uuid');
        const list = components.get(uuid) ?? [];
        list.push({
          serial: text(row, 'serial'),
          hardwareId: text(row, 'hardware_id'),
          primary: integer(row, 'position') === 0,
          packageId: optionalText(row, 'package_id'),
        });
        components.set(uuid, list);
      }
      return components;
    },

    async componentsOf(repositoryId, deviceUuid) {
      if (!(await deviceExists(db, repositoryId, deviceUuid))) return undefined;
      return (await installedRows(deviceUuid)).map(toUptaneComponent);
    },

    async countInstalled(repositoryId, { targetNames, hashes }) {
      const count = async (column: string, keys: readonly string[]): Promise<SqlRow[]> =>
        keys.length === 0
          ? []
          : db.all(
              `SELECT ${column} AS k, count(DISTINCT device_uuid) AS n FROM device_components
               WHERE repository_id = ? AND ${column} IN (SELECT value FROM json_each(?))
               GROUP BY ${column}`,
              [repositoryId, JSON.stringify(keys)],
            );
      return {
        targetNames: countsFor(targetNames, await count('package_id', targetNames)),
        hashes: countsFor(hashes, await count('sha256', hashes)),
      };
    },

    async setInstalledPackage(repositoryId, deviceUuid, component, pkg) {
      return db.transaction(async (tx) => {
        if (!(await deviceExists(tx, repositoryId, deviceUuid))) return false;
        const existing = await tx.get(
          'SELECT position FROM device_components WHERE device_uuid = ? AND hardware_id = ?',
          [deviceUuid, component],
        );
        const columns = packageColumns(pkg);
        if (existing) {
          await tx.run(
            `UPDATE device_components SET package_id = ?, package_name = ?, package_version = ?,
               sha256 = ?, size = ?, package_hardware_ids = ?, package_source = ?
             WHERE device_uuid = ? AND hardware_id = ?`,
            [...columns, deviceUuid, component],
          );
          if (integer(existing, 'position') === 0)
            await tx.run('UPDATE devices SET tag_name = ? WHERE uuid = ?', [
              pkg.version,
              deviceUuid,
            ]);
          return true;
        }
        const last = await tx.get(
          'SELECT coalesce(max(position), -1) AS p FROM device_components WHERE device_uuid = ?',
          [deviceUuid],
        );
        const position = (last ? integer(last, 'p') : -1) + 1;
        await tx.run(
          `INSERT INTO device_components (${PACKAGE_COLUMNS}, repository_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            deviceUuid,
            component,
            defaultSerial(deviceUuid, component),
            position,
            ...columns,
            repositoryId,
          ],
        );
        await tx.run(
          `UPDATE devices SET hardware_ids = json_insert(hardware_ids, '$[#]', ?) WHERE uuid = ?`,
          [component, deviceUuid],
        );
        if (position === 0)
          await tx.run('UPDATE devices SET tag_name = ? WHERE uuid = ?', [pkg.version, deviceUuid]);
        return true;
      });
    },
  };
}
