import type { DeviceStatus } from '@fleet/sdk/domain';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { BULK_IMPORT, insertDevices, withIndexesRebuilt } from './device-import.js';
import { optimizeNameSearch } from './device-name-search.js';
import { devicesIn } from './device-totals.js';
import type { DeviceFilter, DeviceOrder, PageWindow } from './device-query.js';
import {
  DEVICE_COLUMNS,
  toDevice,
  toDeviceRecord,
  toSimulated,
  type Device,
  type DevicePage,
  type DeviceRecord,
  type SeenDevice,
  type SimulatedDevice,
} from './device-rows.js';
import type { NewComponent } from './installed-packages.js';
import type { Reads } from './reads.js';
import { nowIso, text } from './rows.js';

export {
  DEVICE_COLUMNS,
  toDevice,
  type Device,
  type DeviceNetworkInfo,
  type DevicePage,
  type DeviceRecord,
  type SeenDevice,
  type SimulatedDevice,
} from './device-rows.js';

/** A device to register: what provisioning (or seeding) knows about it. */
export interface NewDevice {
  /** Assigned when absent. */
  uuid?: string;
  deviceId: string;
  name: string;
  notes?: string | null;
  status?: DeviceStatus;
  hibernated?: boolean;
  lastSeen?: string | null;
  createdAt?: string;
  activatedAt?: string | null;
  lastUpdated?: string | null;
  productName?: string | null;
  productFamily?: string | null;
  /** Release tag of the installed OS. */
  tagName?: string | null;
  network?: { localIpV4?: string | null; hostname?: string | null; macAddress?: string | null };
  /** The device's components, primary first; their hardware ids are the device's. */
  components: readonly NewComponent[];
}

export interface DeviceStore {
  /** A page of a repository's devices: filtered, sorted and paged in the database. */
  list(
    repositoryId: string,
    filter: DeviceFilter,
    order: DeviceOrder,
    page: PageWindow,
  ): Promise<DevicePage>;
  /** The same page as JSON (a DevicePage) in UTF-8, for the API to send as it is. */
  listJson(
    repositoryId: string,
    filter: DeviceFilter,
    order: DeviceOrder,
    page: PageWindow,
  ): Promise<Uint8Array<ArrayBuffer>>;
  /** How many devices the repository has, hibernated ones included. */
  count(repositoryId: string): Promise<number>;
  find(repositoryId: string, uuid: string): Promise<Device | undefined>;
  findRecord(repositoryId: string, uuid: string): Promise<DeviceRecord | undefined>;
  /** Every hardware id of a component of the repository's devices, sorted. */
  hardwareIds(repositoryId: string): Promise<string[]>;
  /** The name is stored as given (callers trim it); false for an unknown device. */
  rename(repositoryId: string, uuid: string, name: string): Promise<boolean>;
  /** An empty string clears the notes. */
  setNotes(repositoryId: string, uuid: string, notes: string): Promise<boolean>;
  setHibernated(repositoryId: string, uuid: string, hibernated: boolean): Promise<boolean>;
  /** Deletes the device with its components and fleet memberships. */
  remove(repositoryId: string, uuid: string): Promise<boolean>;
  /** Registers one device with its components. */
  create(repositoryId: string, device: NewDevice): Promise<Device>;
  /**
   * Registers many devices in one transaction, in batches of multi-row inserts, reading
   * `devices` as it goes (seeding 100,000 devices). `rebuildIndexes` drops and rebuilds the
   * indexes around the insert (and merges the name search index after it), worth it for
   * thousands of devices (the default for an array of 5,000 or more). Returns how many were
   * added.
   */
  importDevices(
    repositoryId: string,
    devices: Iterable<NewDevice>,
    options?: { rebuildIndexes?: boolean },
  ): Promise<number>;

  // For the device simulator.
  /** Devices that are not hibernated, most recently seen first, across repositories. */
  listAwake(options?: { repositoryId?: string; limit?: number }): Promise<SimulatedDevice[]>;
  /**
   * One round of the simulator's check-ins (added by the updates/simulator work): up to
   * `limit` devices seen before and not hibernated, across repositories, in uuid order after
   * `afterUuid` ('' starts from the first). Walks the primary key, so it stays cheap at
   * 100,000 devices.
   */
  listCheckInRound(afterUuid: string, limit: number): Promise<SimulatedDevice[]>;
  /**
   * Records a contact: sets lastSeen; a device never seen before is activated at that time
   * and leaves NotSeen for UpToDate. Undefined for an unknown device.
   */
  markSeen(uuid: string, at: string): Promise<SimulatedDevice | undefined>;
  /**
   * Records a contact of many devices at one time, as markSeen does for one, in one
   * transaction (one durable write for a round of check-ins). Returns the devices found, in
   * the order of `uuids`; unknown uuids are left out.
   */
  markSeenMany(uuids: readonly string[], at: string): Promise<SimulatedDevice[]>;
  /**
   * A storm's round of check-ins in one transaction: the next devices of listCheckInRound's
   * order after `afterUuid` (up to `limit`) record a contact at `at`, as markSeenMany does.
   * The round is chosen inside the writes (no read before them, none after), and only who
   * was seen comes back: uuid and repository, in uuid order.
   */
  checkInRound(afterUuid: string, limit: number, at: string): Promise<SeenDevice[]>;
  /**
   * Sets the update status. An update that ends (UpdatePending to UpToDate or Error) sets
   * lastUpdated to `at`. Undefined for an unknown device.
   */
  setStatus(uuid: string, status: DeviceStatus, at?: string): Promise<SimulatedDevice | undefined>;
}

/**
 * A contact recorded, in two statements so the common case touches only the indexes of
 * last_seen: lastSeen set, then a device never seen before activated and UpToDate.
 */
const markSeenStatements = (list: string) => [
  `UPDATE devices SET last_seen = ? WHERE uuid IN (${list})`,
  `UPDATE devices SET activated_at = coalesce(activated_at, ?),
     status = CASE status WHEN 'NotSeen' THEN 'UpToDate' ELSE status END
   WHERE uuid IN (${list}) AND (activated_at IS NULL OR status = 'NotSeen')`,
];
/** The devices of a round of check-ins (listCheckInRound's order), as a subquery. */
const CHECK_IN_ROUND = `SELECT r.uuid FROM devices r
  WHERE r.uuid > ? AND r.hibernated = 0 AND r.last_seen IS NOT NULL ORDER BY r.uuid LIMIT ?`;

/** Devices per statement of markSeenMany (well under both engines' parameter limits). */
const MARK_SEEN_CHUNK = 500;

export function createSqlDeviceStore(db: SqlClient, reads: Reads): DeviceStore {
  const findRow = (repositoryId: string, uuid: string): Promise<SqlRow | undefined> =>
    db.get(`SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.uuid = ? AND d.repository_id = ?`, [
      uuid,
      repositoryId,
    ]);
  const findAnywhere = async (uuid: string): Promise<SimulatedDevice | undefined> => {
    const row = await db.get(`SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.uuid = ?`, [uuid]);
    return row && toSimulated(row);
  };
  const updateOne = async (
    repositoryId: string,
    uuid: string,
    set: string,
    value: unknown,
  ): Promise<boolean> =>
    (
      await db.run(`UPDATE devices SET ${set} = ? WHERE uuid = ? AND repository_id = ?`, [
        value as string | number | null,
        uuid,
        repositoryId,
      ])
    ).changes > 0;

  async function markSeenMany(uuids: readonly string[], at: string): Promise<SimulatedDevice[]> {
    if (uuids.length === 0) return [];
    const found = await db.transaction(async (tx) => {
      const rows: SqlRow[] = [];
      for (let start = 0; start < uuids.length; start += MARK_SEEN_CHUNK) {
        const chunk = uuids.slice(start, start + MARK_SEEN_CHUNK);
        const list = chunk.map(() => '?').join(', ');
        for (const sql of markSeenStatements(list)) await tx.run(sql, [at, ...chunk]);
        rows.push(
          ...(await tx.all(`SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.uuid IN (${list})`, [
            ...chunk,
          ])),
        );
      }
      return rows;
    });
    const byUuid = new Map(
      found.map(toSimulated).map((device) => [device.deviceUuid, device] as const),
    );
    return uuids.flatMap((uuid) => byUuid.get(uuid) ?? []);
  }

  return {
    async list(repositoryId, filter, order, page) {
      return reads.read('devices.list', repositoryId, filter, order, page);
    },

    async listJson(repositoryId, filter, order, page) {
      return reads.read('devices.listJson', repositoryId, filter, order, page);
    },

    async count(repositoryId) {
      return await devicesIn(db, repositoryId);
    },

    async find(repositoryId, uuid) {
      const row = await findRow(repositoryId, uuid);
      return row && toDevice(row);
    },

    async findRecord(repositoryId, uuid) {
      const row = await findRow(repositoryId, uuid);
      return row && toDeviceRecord(row);
    },

    async hardwareIds(repositoryId) {
      return (
        await db.all(
          `SELECT DISTINCT hardware_id FROM device_components WHERE repository_id = ?
           ORDER BY hardware_id`,
          [repositoryId],
        )
      ).map((row) => text(row, 'hardware_id'));
    },

    async rename(repositoryId, uuid, name) {
      return updateOne(repositoryId, uuid, 'name', name);
    },

    async setNotes(repositoryId, uuid, notes) {
      return updateOne(repositoryId, uuid, 'notes', notes);
    },

    async setHibernated(repositoryId, uuid, hibernated) {
      return updateOne(repositoryId, uuid, 'hibernated', hibernated ? 1 : 0);
    },

    async remove(repositoryId, uuid) {
      return (
        (
          await db.run('DELETE FROM devices WHERE uuid = ? AND repository_id = ?', [
            uuid,
            repositoryId,
          ])
        ).changes > 0
      );
    },

    async create(repositoryId, device) {
      const [uuid] = await db.transaction((tx) => insertDevices(tx, repositoryId, [device]));
      const row = uuid === undefined ? undefined : await findRow(repositoryId, uuid);
      if (!row) throw new Error(`Device ${uuid} vanished after insert`);
      return toDevice(row);
    },

    async importDevices(repositoryId, devices, options = {}) {
      const rebuild =
        options.rebuildIndexes ?? (Array.isArray(devices) && devices.length >= BULK_IMPORT);
      const uuids = await db.transaction(async (tx) => {
        if (!rebuild) return insertDevices(tx, repositoryId, devices);
        const inserted = await withIndexesRebuilt(tx, ['devices', 'device_components'], () =>
          insertDevices(tx, repositoryId, devices),
        );
        await optimizeNameSearch(tx);
        return inserted;
      });
      return uuids.length;
    },

    async listAwake(options = {}) {
      const scoped = options.repositoryId !== undefined;
      return (
        await db.all(
          `SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.hibernated = 0
             ${scoped ? 'AND d.repository_id = ?' : ''}
           ORDER BY d.last_seen IS NULL, d.last_seen DESC, d.uuid
           ${options.limit === undefined ? '' : 'LIMIT ?'}`,
          [
            ...(scoped ? [options.repositoryId ?? ''] : []),
            ...(options.limit === undefined ? [] : [options.limit]),
          ],
        )
      ).map(toSimulated);
    },

    async listCheckInRound(afterUuid, limit) {
      return (
        await db.all(
          `SELECT ${DEVICE_COLUMNS} FROM devices d
           WHERE d.uuid > ? AND d.hibernated = 0 AND d.last_seen IS NOT NULL
           ORDER BY d.uuid LIMIT ?`,
          [afterUuid, limit],
        )
      ).map(toSimulated);
    },

    async markSeen(uuid, at) {
      return (await markSeenMany([uuid], at))[0];
    },

    markSeenMany,

    async checkInRound(afterUuid, limit, at) {
      const rows = await db.transaction(async (tx) => {
        // A never activated device is activated first; the round is the same for both
        // statements (the first changes neither last_seen nor hibernated).
        const [lastSeen = '', activation = ''] = markSeenStatements(CHECK_IN_ROUND);
        await tx.run(activation, [at, afterUuid, limit]);
        return await tx.all(`${lastSeen} RETURNING uuid, repository_id`, [at, afterUuid, limit]);
      });
      return rows
        .map((row) => ({ deviceUuid: text(row, 'uuid'), repositoryId: text(row, 'repository_id') }))
        .sort((a, b) => (a.deviceUuid < b.deviceUuid ? -1 : 1));
    },

    async setStatus(uuid, status, at = nowIso()) {
      await db.run(
        `UPDATE devices SET last_updated = CASE
             WHEN status = 'UpdatePending' AND ? IN ('UpToDate', 'Error') THEN ? ELSE last_updated END,
           status = ?
         WHERE uuid = ?`,
        [status, at, status, uuid],
      );
      return findAnywhere(uuid);
    },
  };
}
