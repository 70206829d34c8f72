// Rollouts and the devices each phase picked (migration 196_rollouts.sql, docs/rollouts.md).
// Where a device stands is read from its assignment (device_updates) each time, so the counts
// follow the simulator without the engine copying anything.
import type { components } from '@fleet/sdk';
import type { SqlClient, SqlValue } from '../db/sql-client.js';
import {
  CHANGE_COLUMNS,
  OUTCOME_SQL,
  ROLLOUT_COLUMNS,
  toRollout,
  type RolloutChange,
  type RolloutRunField,
  type RolloutState,
  type StoredRollout,
} from './rollout-rows.js';
import { integer, optionalText, text } from './rows.js';

export type { PhaseRun, RolloutChange, RolloutState, StoredRollout } from './rollout-rows.js';

type Schemas = components['schemas'];
/** Where a device of a rollout stands; `waiting` while it has no assignment. */
export type RolloutDeviceOutcome = Schemas['RolloutDeviceOutcome'];

export type NewRollout = Omit<StoredRollout, RolloutRunField | 'updatedAt'>;

/** The count of each outcome per phase; `notAffected` split by reason code. */
export interface PhaseTally {
  phase: number;
  byOutcome: Partial<Record<RolloutDeviceOutcome, number>>;
  notAffectedReasons: Record<string, number>;
}

export interface StoredRolloutDevice {
  deviceUuid: string;
  deviceId: string;
  name: string;
  phase: number;
  outcome: RolloutDeviceOutcome;
  code: string | null;
  updateId: string | null;
  correlationId: string | null;
  assignedAt: string | null;
  finishedAt: string | null;
}

export interface RolloutStore {
  create(rollout: NewRollout): Promise<StoredRollout>;
  find(repositoryId: string, id: string): Promise<StoredRollout | undefined>;
  /** A page of the repository's rollouts, newest first. */
  list(
    repositoryId: string,
    query: { states?: readonly RolloutState[]; offset: number; limit: number },
  ): Promise<{ total: number; values: StoredRollout[] }>;
  /** Rollouts the engine looks after (scheduled, running, waiting, paused), across repositories. */
  active(): Promise<StoredRollout[]>;
  /** Finished rollouts whose devices may still be installing (`settling`), across repositories. */
  settling(): Promise<StoredRollout[]>;
  /**
   * Changes a rollout if it is still in `fromState` (so two writers never both move it);
   * undefined when it was not.
   */
  change(
    id: string,
    fromState: RolloutState,
    change: RolloutChange,
    at: string,
  ): Promise<StoredRollout | undefined>;
  /** Records the devices of each phase; a device already recorded keeps its phase. */
  addDevices(
    rolloutId: string,
    devices: ReadonlyArray<{ deviceUuid: string; phase: number; position: number }>,
  ): Promise<void>;
  /** The devices of a phase not handled yet, in the seed's order. */
  unhandled(rolloutId: string, phase: number): Promise<string[]>;
  /** Marks devices handled: assigned (`updateId`) or not affected (`code`). */
  markHandled(
    rolloutId: string,
    handled: ReadonlyArray<{ deviceUuid: string; updateId: string | null; code: string | null }>,
    at: string,
  ): Promise<void>;
  /** How many devices of each phase stand where. */
  tally(rolloutId: string): Promise<PhaseTally[]>;
  /** A page of a phase's devices, by name. */
  phaseDevices(
    rolloutId: string,
    phase: number,
    query: { outcomes?: readonly RolloutDeviceOutcome[]; offset: number; limit: number },
  ): Promise<{ total: number; values: StoredRolloutDevice[] }>;
  /** The open assignments of the rollout the devices have not fetched yet. */
  unfetchedUpdates(rolloutId: string): Promise<Array<{ deviceUuid: string; updateId: string }>>;
}

const ACTIVE = `state IN ('scheduled', 'running', 'waitingForApproval', 'paused')`;
const DEVICE_JOIN = `FROM rollout_devices rd
  JOIN devices d ON d.uuid = rd.device_uuid
  LEFT JOIN device_updates u ON u.id = rd.update_id`;

export function createSqlRolloutStore(db: SqlClient): RolloutStore {
  const findById = async (id: string): Promise<StoredRollout | undefined> => {
    const row = await db.get(`SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE id = ?`, [id]);
    return row && toRollout(row);
  };

  return {
    async create(rollout) {
      await db.run(
        `INSERT INTO rollouts (id, repository_id, name, package_ids, target, phases, phase_runs,
           maintenance_window, start_at, seed, state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?)`,
        [
          rollout.id,
          rollout.repositoryId,
          rollout.name,
          JSON.stringify(rollout.packageIds),
          JSON.stringify(rollout.target),
          JSON.stringify(rollout.phases),
          JSON.stringify(rollout.phaseRuns),
          rollout.maintenanceWindow && JSON.stringify(rollout.maintenanceWindow),
          rollout.startAt,
          rollout.seed,
          rollout.createdAt,
          rollout.createdAt,
        ],
      );
      const created = await findById(rollout.id);
      if (!created) throw new Error(`Rollout ${rollout.id} was not recorded`);
      return created;
    },

    async find(repositoryId, id) {
      const rollout = await findById(id);
      return rollout?.repositoryId === repositoryId ? rollout : undefined;
    },

    async list(repositoryId, { states, offset, limit }) {
      const where = `repository_id = ?${
        states && states.length > 0 ? ' AND state IN (SELECT value FROM json_each(?))' : ''
      }`;
      const params: SqlValue[] = [repositoryId];
      if (states && states.length > 0) params.push(JSON.stringify(states));
      const counted = await db.get(`SELECT count(*) AS n FROM rollouts WHERE ${where}`, params);
      const values =
        limit === 0
          ? []
          : (
              await db.all(
                `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE ${where}
                 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
                [...params, limit, offset],
              )
            ).map(toRollout);
      return { total: counted ? integer(counted, 'n') : 0, values };
    },

    async active() {
      return (
        await db.all(
          `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE ${ACTIVE} ORDER BY created_at, id`,
        )
      ).map(toRollout);
    },

    async settling() {
      return (
        await db.all(
          `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE settling = 1 ORDER BY created_at, id`,
        )
      ).map(toRollout);
    },

    async change(id, fromState, change, at) {
      const sets = ['updated_at = ?'];
      const params: SqlValue[] = [at];
      for (const [key, value] of Object.entries(change) as Array<
        [keyof RolloutChange, RolloutChange[keyof RolloutChange]]
      >) {
        if (value === undefined) continue;
        const [column, asJson] = CHANGE_COLUMNS[key];
        sets.push(`${column} = ?`);
        params.push(
          typeof value === 'boolean'
            ? Number(value)
            : asJson && value !== null
              ? JSON.stringify(value)
              : (value as SqlValue),
        );
      }
      const { changes } = await db.run(
        `UPDATE rollouts SET ${sets.join(', ')} WHERE id = ? AND state = ?`,
        [...params, id, fromState],
      );
      return changes > 0 ? await findById(id) : undefined;
    },

    async addDevices(rolloutId, devices) {
      await db.transaction(async (tx) => {
        for (let start = 0; start < devices.length; start += 500)
          await tx.run(
            `INSERT OR IGNORE INTO rollout_devices (rollout_id, device_uuid, phase, position)
             SELECT ?, value->>0, CAST(value->>1 AS INTEGER), CAST(value->>2 AS INTEGER) FROM json_each(?)`,
            [
              rolloutId,
              JSON.stringify(
                devices
                  .slice(start, start + 500)
                  .map(({ deviceUuid, phase, position }) => [deviceUuid, phase, position]),
              ),
            ],
          );
      });
    },

    async unhandled(rolloutId, phase) {
      return (
        await db.all(
          `SELECT device_uuid FROM rollout_devices
           WHERE rollout_id = ? AND phase = ? AND handled_at IS NULL ORDER BY position`,
          [rolloutId, phase],
        )
      ).map((row) => text(row, 'device_uuid'));
    },

    async markHandled(rolloutId, handled, at) {
      await db.transaction(async (tx) => {
        for (const { deviceUuid, updateId, code } of handled)
          await tx.run(
            `UPDATE rollout_devices SET update_id = ?, not_affected_code = ?, handled_at = ?
             WHERE rollout_id = ? AND device_uuid = ? AND handled_at IS NULL`,
            [updateId, code, at, rolloutId, deviceUuid],
          );
      });
    },

    async tally(rolloutId) {
      const byPhase = new Map<number, PhaseTally>();
      const rows = await db.all(
        `SELECT rd.phase AS phase, ${OUTCOME_SQL} AS outcome, rd.not_affected_code AS code,
           count(*) AS n
         FROM rollout_devices rd LEFT JOIN device_updates u ON u.id = rd.update_id
         WHERE rd.rollout_id = ? GROUP BY 1, 2, 3`,
        [rolloutId],
      );
      for (const row of rows) {
        const phase = integer(row, 'phase');
        const tally = byPhase.get(phase) ?? { phase, byOutcome: {}, notAffectedReasons: {} };
        const outcome = text(row, 'outcome') as RolloutDeviceOutcome;
        const n = integer(row, 'n');
        tally.byOutcome[outcome] = (tally.byOutcome[outcome] ?? 0) + n;
        const code = optionalText(row, 'code');
        if (code !== null)
          tally.notAffectedReasons[code] = (tally.notAffectedReasons[code] ?? 0) + n;
        byPhase.set(phase, tally);
      }
      return [...byPhase.values()].sort((a, b) => a.phase - b.phase);
    },

    async phaseDevices(rolloutId, phase, { outcomes, offset, limit }) {
      const filtered = outcomes && outcomes.length > 0;
      const where = `rd.rollout_id = ? AND rd.phase = ?${
        filtered ? ` AND ${OUTCOME_SQL} IN (SELECT value FROM json_each(?))` : ''
      }`;
      const params: SqlValue[] = [rolloutId, phase];
      if (filtered) params.push(JSON.stringify(outcomes));
      const counted = await db.get(`SELECT count(*) AS n ${DEVICE_JOIN} WHERE ${where}`, params);
      const rows =
        limit === 0
          ? []
          : await db.all(
              `SELECT rd.device_uuid, d.device_id, d.name, rd.phase, ${OUTCOME_SQL} AS outcome,
                 rd.not_affected_code, rd.update_id, u.correlation_id, u.assigned_at, u.closed_at
               ${DEVICE_JOIN} WHERE ${where}
               ORDER BY d.name COLLATE NOCASE, rd.device_uuid LIMIT ? OFFSET ?`,
              [...params, limit, offset],
            );
      return {
        total: counted ? integer(counted, 'n') : 0,
        values: rows.map((row) => ({
          deviceUuid: text(row, 'device_uuid'),
          deviceId: text(row, 'device_id'),
          name: text(row, 'name'),
          phase: integer(row, 'phase'),
          outcome: text(row, 'outcome') as RolloutDeviceOutcome,
          code: optionalText(row, 'not_affected_code'),
          updateId: optionalText(row, 'update_id'),
          correlationId: optionalText(row, 'correlation_id'),
          assignedAt: optionalText(row, 'assigned_at'),
          finishedAt: optionalText(row, 'closed_at'),
        })),
      };
    },

    async unfetchedUpdates(rolloutId) {
      return (
        await db.all(
          `SELECT rd.device_uuid, u.id FROM rollout_devices rd
           JOIN device_updates u ON u.id = rd.update_id
           WHERE rd.rollout_id = ? AND u.state IN ('Scheduled', 'Pending') AND u.in_flight = 0`,
          [rolloutId],
        )
      ).map((row) => ({ deviceUuid: text(row, 'device_uuid'), updateId: text(row, 'id') }));
    },
  };
}
