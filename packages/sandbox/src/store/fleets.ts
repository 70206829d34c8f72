import { randomUUID } from 'node:crypto';
import type { FleetSortBy, SortDirection } from '@fleet/sdk/domain';
import type { SqlClient, SqlValue } from '../db/sql-client.js';
import {
  containsPattern,
  deviceConditions,
  deviceOrderBy,
  type DeviceFilter,
  type DeviceOrder,
  type PageWindow,
  type SqlPart,
} from './device-query.js';
import { DEVICE_COLUMNS, toDevice, type DevicePage } from './devices.js';
import { fleetDeviceStats, fleetsOfDevices } from './fleet-devices.js';
import { fleetExpressionCondition } from './fleet-expressions.js';
import { anyMemberCondition, fleetMemberCondition } from './fleet-membership.js';
import {
  FLEET_COLUMNS,
  toFleet,
  type Fleet,
  type FleetDeviceStats,
  type FleetPage,
  type FleetType,
} from './fleet-rows.js';
import { integer, nowIso, text } from './rows.js';

export { fleetMemberCondition, fleetMemberSource } from './fleet-membership.js';
export type { Fleet, FleetDeviceStats, FleetPage, FleetType } from './fleet-rows.js';

export interface NewFleet {
  name: string;
  fleetType: FleetType;
  /** Dynamic fleets only; checked by the caller with fleetExpressionCondition. */
  expression: string | null;
  createdAt?: string;
}

/** Another fleet of the repository already has the name (case-insensitively). */
export const NAME_TAKEN = 'nameTaken';

export interface FleetStore {
  list(
    repositoryId: string,
    query: { nameContains?: string },
    order: { sortBy: FleetSortBy; sortDirection: SortDirection },
    page: PageWindow,
  ): Promise<FleetPage>;
  find(repositoryId: string, id: string): Promise<Fleet | undefined>;
  create(repositoryId: string, fleet: NewFleet): Promise<Fleet | typeof NAME_TAKEN>;
  /** Undefined for an unknown fleet. */
  update(
    repositoryId: string,
    id: string,
    change: { name: string; expression?: string | null },
  ): Promise<Fleet | typeof NAME_TAKEN | undefined>;
  /** The fleet goes; its devices stay. */
  remove(repositoryId: string, id: string): Promise<boolean>;
  /**
   * Adds devices to a static fleet (those already in it stay). When any uuid is not a device
   * of the repository nothing is added and those uuids are returned.
   */
  addDevices(repositoryId: string, id: string, deviceUuids: readonly string[]): Promise<string[]>;
  /** Removes the devices from a static fleet; returns how many were in it. */
  removeDevices(repositoryId: string, id: string, deviceUuids: readonly string[]): Promise<number>;
  /** The devices of any of the fleets, each once; unknown fleet ids match nothing. */
  listDevices(
    repositoryId: string,
    fleetIds: readonly string[],
    filter: DeviceFilter,
    order: DeviceOrder,
    page: PageWindow,
  ): Promise<DevicePage>;
  /** The devices a dynamic fleet with `expression` would hold (a preview; throws as it does). */
  listExpressionDevices(
    repositoryId: string,
    expression: string,
    order: DeviceOrder,
    page: PageWindow,
  ): Promise<DevicePage>;
  /** Device count per known fleet id (unknown ids are left out). */
  countDevices(repositoryId: string, fleetIds: readonly string[]): Promise<Record<string, number>>;
  deviceStats(repositoryId: string, id: string): Promise<FleetDeviceStats | undefined>;
  /** The fleets of each asked device, by name; unknown devices map to an empty list. */
  membership(
    repositoryId: string,
    deviceUuids: readonly string[],
  ): Promise<Record<string, Fleet[]>>;
}

const FLEET_SORT_COLUMNS: Readonly<Record<FleetSortBy, readonly string[]>> = {
  Name: ['f.name COLLATE NOCASE', 'f.id'],
  Id: ['f.id'],
  CreatedAt: ['f.created_at', 'f.id'],
};

export function createSqlFleetStore(db: SqlClient): FleetStore {
  const findFleet = async (
    q: SqlClient,
    repositoryId: string,
    id: string,
  ): Promise<Fleet | undefined> => {
    const row = await q.get(
      `SELECT ${FLEET_COLUMNS} FROM fleets f WHERE f.id = ? AND f.repository_id = ?`,
      [id, repositoryId],
    );
    return row && toFleet(row);
  };
  const findMany = async (repositoryId: string, ids: readonly string[]): Promise<Fleet[]> =>
    (
      await db.all(
        `SELECT ${FLEET_COLUMNS} FROM fleets f WHERE f.repository_id = ?
           AND f.id IN (SELECT value FROM json_each(?))`,
        [repositoryId, JSON.stringify(ids)],
      )
    ).map(toFleet);
  const nameTaken = async (
    q: SqlClient,
    repositoryId: string,
    name: string,
    exceptId?: string,
  ): Promise<boolean> =>
    (await q.get(
      `SELECT 1 AS taken FROM fleets WHERE repository_id = ? AND name = ? COLLATE NOCASE
         AND id IS NOT ?`,
      [repositoryId, name, exceptId ?? null],
    )) !== undefined;
  const countWhere = async (repositoryId: string, condition: SqlPart): Promise<number> => {
    const row = await db.get(
      `SELECT count(*) AS n FROM devices d WHERE d.repository_id = ? AND ${condition.sql}`,
      [repositoryId, ...condition.params],
    );
    return row ? integer(row, 'n') : 0;
  };
  /** One page of the repository's devices that meet `condition` (over `devices d`). */
  const pageOfDevices = async (
    repositoryId: string,
    condition: SqlPart,
    order: DeviceOrder,
    page: PageWindow,
  ): Promise<DevicePage> => {
    const sql = `FROM devices d WHERE d.repository_id = ? AND ${condition.sql}`;
    const params = [repositoryId, ...condition.params];
    const values =
      page.limit === 0
        ? []
        : (
            await db.all(
              `SELECT ${DEVICE_COLUMNS} ${sql} ORDER BY ${deviceOrderBy(order)} LIMIT ? OFFSET ?`,
              [...params, page.limit, page.offset],
            )
          ).map(toDevice);
    return {
      total: await countWhere(repositoryId, condition),
      offset: page.offset,
      limit: page.limit,
      values,
    };
  };

  return {
    async list(repositoryId, { nameContains }, { sortBy, sortDirection }, page) {
      const where = nameContains ? `AND f.name LIKE ? ESCAPE '\\'` : '';
      const params: SqlValue[] = [
        repositoryId,
        ...(nameContains ? [containsPattern(nameContains)] : []),
      ];
      const counted = await db.get(
        `SELECT count(*) AS n FROM fleets f WHERE f.repository_id = ? ${where}`,
        params,
      );
      const direction = sortDirection === 'Desc' ? 'DESC' : 'ASC';
      const orderBy = FLEET_SORT_COLUMNS[sortBy]
        .map((column) => `${column} ${direction}`)
        .join(', ');
      const values =
        page.limit === 0
          ? []
          : (
              await db.all(
                `SELECT ${FLEET_COLUMNS} FROM fleets f WHERE f.repository_id = ? ${where}
                 ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
                [...params, page.limit, page.offset],
              )
            ).map(toFleet);
      return {
        total: counted ? integer(counted, 'n') : 0,
        offset: page.offset,
        limit: page.limit,
        values,
      };
    },

    async find(repositoryId, id) {
      return findFleet(db, repositoryId, id);
    },

    async create(repositoryId, fleet) {
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, repositoryId, fleet.name)) return NAME_TAKEN;
        const id = randomUUID();
        await tx.run(
          `INSERT INTO fleets (id, repository_id, name, fleet_type, expression, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [
            id,
            repositoryId,
            fleet.name,
            fleet.fleetType,
            fleet.expression,
            fleet.createdAt ?? nowIso(),
          ],
        );
        const created = await findFleet(tx, repositoryId, id);
        if (!created) throw new Error(`Fleet ${id} vanished after insert`);
        return created;
      });
    },

    async update(repositoryId, id, change) {
      return db.transaction(async (tx) => {
        const fleet = await findFleet(tx, repositoryId, id);
        if (!fleet) return undefined;
        if (await nameTaken(tx, repositoryId, change.name, id)) return NAME_TAKEN;
        const expression = change.expression === undefined ? fleet.expression : change.expression;
        await tx.run('UPDATE fleets SET name = ?, expression = ? WHERE id = ?', [
          change.name,
          expression ?? null,
          id,
        ]);
        return { ...fleet, name: change.name, expression: expression ?? null };
      });
    },

    async remove(repositoryId, id) {
      return (
        (await db.run('DELETE FROM fleets WHERE id = ? AND repository_id = ?', [id, repositoryId]))
          .changes > 0
      );
    },

    async addDevices(repositoryId, id, deviceUuids) {
      return db.transaction(async (tx) => {
        const unknown = (
          await tx.all(
            `SELECT j.value AS uuid FROM json_each(?) j
             WHERE NOT EXISTS (SELECT 1 FROM devices d WHERE d.uuid = j.value AND d.repository_id = ?)`,
            [JSON.stringify(deviceUuids), repositoryId],
          )
        ).map((row) => text(row, 'uuid'));
        if (unknown.length) return unknown;
        await tx.run(
          `INSERT OR IGNORE INTO fleet_devices (fleet_id, device_uuid, repository_id, added_at)
           SELECT ?, value, ?, ? FROM json_each(?)`,
          [id, repositoryId, nowIso(), JSON.stringify(deviceUuids)],
        );
        return [];
      });
    },

    async removeDevices(repositoryId, id, deviceUuids) {
      return (
        await db.run(
          `DELETE FROM fleet_devices WHERE fleet_id = ? AND repository_id = ?
           AND device_uuid IN (SELECT value FROM json_each(?))`,
          [id, repositoryId, JSON.stringify(deviceUuids)],
        )
      ).changes;
    },

    async listDevices(repositoryId, fleetIds, filter, order, page) {
      const members = anyMemberCondition(await findMany(repositoryId, fleetIds), repositoryId);
      const where = deviceConditions(filter, repositoryId);
      return pageOfDevices(
        repositoryId,
        { sql: `${members.sql} AND ${where.sql}`, params: [...members.params, ...where.params] },
        order,
        page,
      );
    },

    async listExpressionDevices(repositoryId, expression, order, page) {
      return pageOfDevices(
        repositoryId,
        fleetExpressionCondition(expression, repositoryId),
        order,
        page,
      );
    },

    async countDevices(repositoryId, fleetIds) {
      const counts: Record<string, number> = {};
      for (const fleet of await findMany(repositoryId, fleetIds)) {
        if (fleet.fleetType === 'static') {
          // Memberships go with their device, so the join table alone has the count.
          const row = await db.get('SELECT count(*) AS n FROM fleet_devices WHERE fleet_id = ?', [
            fleet.id,
          ]);
          counts[fleet.id] = row ? integer(row, 'n') : 0;
        } else {
          counts[fleet.id] = await countWhere(
            repositoryId,
            fleetMemberCondition(fleet, repositoryId),
          );
        }
      }
      return counts;
    },

    async deviceStats(repositoryId, id) {
      const fleet = await findFleet(db, repositoryId, id);
      return fleet && (await fleetDeviceStats(db, fleet, repositoryId));
    },

    async membership(repositoryId, deviceUuids) {
      return await fleetsOfDevices(db, repositoryId, deviceUuids);
    },
  };
}
