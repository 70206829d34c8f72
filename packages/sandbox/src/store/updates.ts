import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlValue } from '../db/sql-client.js';
import {
  COLUMNS,
  toUpdate,
  type DeviceUpdate,
  type NewDeviceUpdate,
} from './device-update-rows.js';
import { integer } from './rows.js';

export type {
  ComponentTarget,
  DeviceUpdate,
  NewDeviceUpdate,
  UpdateState,
} from './device-update-rows.js';

/** Changes the simulator (or the scheduler) makes to an open update. */
export type UpdateProgress = Partial<
  Pick<DeviceUpdate, 'state' | 'inFlight' | 'step' | 'dueAt' | 'assignedAt' | 'closedAt'>
>;

export type CancelResult =
  | { outcome: 'cancelled'; update: DeviceUpdate }
  /** The device has fetched it; only a forced cancel drops it. */
  | { outcome: 'inFlight'; update: DeviceUpdate }
  /** It finished or was cancelled before. */
  | { outcome: 'closed'; update: DeviceUpdate };

export interface UpdateStore {
  /**
   * Records updates in one transaction. A device that already has an open update is skipped
   * (a device has at most one); returns the updates recorded.
   */
  create(updates: readonly NewDeviceUpdate[]): Promise<DeviceUpdate[]>;
  find(repositoryId: string, id: string): Promise<DeviceUpdate | undefined>;
  /** The open (scheduled or pending) updates of these devices. */
  openOf(repositoryId: string, deviceUuids: readonly string[]): Promise<DeviceUpdate[]>;
  /** A page of the repository's pending updates (the assignments), newest first. */
  listPending(
    repositoryId: string,
    query: { deviceUuids?: readonly string[]; offset: number; limit: number },
  ): Promise<{ total: number; values: DeviceUpdate[] }>;
  /** Cancels an open update; an in-flight one only with `force`. Undefined: unknown id. */
  cancel(
    repositoryId: string,
    deviceUuid: string,
    id: string,
    options: { force: boolean; at: string },
  ): Promise<CancelResult | undefined>;
  /** Open updates whose `dueAt` has come, soonest first, across repositories. */
  due(now: string, limit: number): Promise<DeviceUpdate[]>;
  /**
   * Moves an open update on from `fromStep`; undefined when it was closed or moved meanwhile
   * (e.g. cancelled while the device worked), so a stale step never overwrites a newer one.
   */
  advance(
    id: string,
    fromStep: number,
    progress: UpdateProgress,
  ): Promise<DeviceUpdate | undefined>;
  /** How many updates of the device have finished (completed or failed). */
  finishedCount(repositoryId: string, deviceUuid: string): Promise<number>;
}

const OPEN = `state IN ('Scheduled', 'Pending')`;

/** Rows per statement when many updates are recorded at once (a fleet, the seed). */
const BATCH = 500;

// Many rows from one JSON parameter: one statement per batch instead of one per row.
const INSERT = `INSERT OR IGNORE INTO device_updates (id, repository_id, device_uuid,
    correlation_id, package_ids, targets, state, scheduled_for, previous_status, due_at,
    created_at, assigned_at)
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6,
    value->>7, value->>8, value->>9, value->>10, value->>11
  FROM json_each(?)`;

const PROGRESS_COLUMNS: Readonly<Record<keyof UpdateProgress, string>> = {
  state: 'state',
  inFlight: 'in_flight',
  step: 'step',
  dueAt: 'due_at',
  assignedAt: 'assigned_at',
  closedAt: 'closed_at',
};

export function createSqlUpdateStore(db: SqlClient): UpdateStore {
  const findById = async (q: SqlClient, id: string): Promise<DeviceUpdate | undefined> => {
    const row = await q.get(`SELECT ${COLUMNS} FROM device_updates WHERE id = ?`, [id]);
    return row && toUpdate(row);
  };

  return {
    async create(updates) {
      const rows = updates.map((update) => {
        const scheduled = update.scheduledFor !== null;
        return [
          randomUUID(),
          update.repositoryId,
          update.deviceUuid,
          update.correlationId,
          JSON.stringify(update.packageIds),
          JSON.stringify(update.targets),
          scheduled ? 'Scheduled' : 'Pending',
          update.scheduledFor,
          update.previousStatus,
          update.scheduledFor ?? update.createdAt,
          update.createdAt,
          scheduled ? null : update.createdAt,
        ];
      });
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += BATCH)
          // OR IGNORE: the partial unique index keeps a second open update of a device out.
          await tx.run(INSERT, [JSON.stringify(rows.slice(start, start + BATCH))]);
      });
      const created: DeviceUpdate[] = [];
      for (let start = 0; start < rows.length; start += BATCH) {
        const ids = rows.slice(start, start + BATCH).map(([id]) => id);
        created.push(
          ...(
            await db.all(
              `SELECT ${COLUMNS} FROM device_updates WHERE id IN (SELECT value FROM json_each(?))`,
              [JSON.stringify(ids)],
            )
          ).map(toUpdate),
        );
      }
      return created;
    },

    async find(repositoryId, id) {
      const update = await findById(db, id);
      return update?.repositoryId === repositoryId ? update : undefined;
    },

    async openOf(repositoryId, deviceUuids) {
      if (deviceUuids.length === 0) return [];
      return (
        await db.all(
          `SELECT ${COLUMNS} FROM device_updates
           WHERE ${OPEN} AND repository_id = ?
             AND device_uuid IN (SELECT value FROM json_each(?))
           ORDER BY state DESC, coalesce(scheduled_for, created_at), id`,
          [repositoryId, JSON.stringify(deviceUuids)],
        )
      ).map(toUpdate);
    },

    async listPending(repositoryId, { deviceUuids, offset, limit }) {
      const where = `state = 'Pending' AND repository_id = ?${
        deviceUuids ? ' AND device_uuid IN (SELECT value FROM json_each(?))' : ''
      }`;
      const params: SqlValue[] = [repositoryId];
      if (deviceUuids) params.push(JSON.stringify(deviceUuids));
      const counted = await db.get(
        `SELECT count(*) AS n FROM device_updates WHERE ${where}`,
        params,
      );
      const values =
        limit === 0
          ? []
          : (
              await db.all(
                `SELECT ${COLUMNS} FROM device_updates WHERE ${where}
                 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
                [...params, limit, offset],
              )
            ).map(toUpdate);
      return { total: counted ? integer(counted, 'n') : 0, values };
    },

    async cancel(repositoryId, deviceUuid, id, { force, at }) {
      return db.transaction(async (tx): Promise<CancelResult | undefined> => {
        const update = await findById(tx, id);
        if (!update || update.repositoryId !== repositoryId || update.deviceUuid !== deviceUuid)
          return undefined;
        if (update.state !== 'Scheduled' && update.state !== 'Pending')
          return { outcome: 'closed', update };
        if (update.inFlight && !force) return { outcome: 'inFlight', update };
        await tx.run(
          `UPDATE device_updates SET state = 'Cancelled', due_at = NULL, closed_at = ?
           WHERE id = ?`,
          [at, id],
        );
        return { outcome: 'cancelled', update: (await findById(tx, id)) ?? update };
      });
    },

    async due(now, limit) {
      return (
        await db.all(
          `SELECT ${COLUMNS} FROM device_updates
           WHERE due_at IS NOT NULL AND due_at <= ? AND ${OPEN}
           ORDER BY due_at, id LIMIT ?`,
          [now, limit],
        )
      ).map(toUpdate);
    },

    async advance(id, fromStep, progress) {
      const sets: string[] = [];
      const params: SqlValue[] = [];
      for (const [key, value] of Object.entries(progress) as Array<
        [keyof UpdateProgress, UpdateProgress[keyof UpdateProgress]]
      >) {
        if (value === undefined) continue;
        sets.push(`${PROGRESS_COLUMNS[key]} = ?`);
        params.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
      }
      if (sets.length === 0) return findById(db, id);
      const { changes } = await db.run(
        `UPDATE device_updates SET ${sets.join(', ')} WHERE id = ? AND step = ? AND ${OPEN}`,
        [...params, id, fromStep],
      );
      return changes > 0 ? findById(db, id) : undefined;
    },

    async finishedCount(repositoryId, deviceUuid) {
      const row = await db.get(
        `SELECT count(*) AS n FROM device_updates
         WHERE repository_id = ? AND device_uuid = ? AND state IN ('Completed', 'Failed')`,
        [repositoryId, deviceUuid],
      );
      return row ? integer(row, 'n') : 0;
    },
  };
}
