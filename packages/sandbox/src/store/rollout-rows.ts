// A rollout as the store keeps it (migration 196_rollouts.sql), read from its row.
import type { components } from '@fleet/sdk';
import type { SqlRow } from '../db/database.js';
import { flag, integer, json, optionalText, stringList, text } from './rows.js';

type Schemas = components['schemas'];
export type RolloutState = Schemas['RolloutState'];

/** Where one phase stands, beside its definition. */
export interface PhaseRun {
  state: Schemas['RolloutPhaseState'];
  startedAt: string | null;
  finishedAt: string | null;
}

export interface StoredRollout {
  id: string;
  repositoryId: string;
  name: string;
  packageIds: string[];
  target: Schemas['RolloutTarget'];
  phases: Schemas['RolloutPhaseDefinition'][];
  phaseRuns: PhaseRun[];
  maintenanceWindow: Schemas['MaintenanceWindow'] | null;
  startAt: string | null;
  seed: number;
  state: RolloutState;
  /** The state `resume` goes back to. */
  pausedFrom: RolloutState | null;
  abortReason: Schemas['RolloutAbortReason'] | null;
  currentPhase: number | null;
  approvedPhase: number | null;
  targetedDevices: number;
  nextPhaseAt: string | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /**
   * Aborted or completed while devices may still be installing: the engine keeps telling the
   * rollout's watchers how they end until none is pending or in progress.
   */
  settling: boolean;
}

/** The fields the engine and the actions change; a new rollout has none of them yet. */
export type RolloutRunField =
  | 'state'
  | 'pausedFrom'
  | 'abortReason'
  | 'currentPhase'
  | 'approvedPhase'
  | 'targetedDevices'
  | 'nextPhaseAt'
  | 'startedAt'
  | 'finishedAt'
  | 'settling';

/** What the engine and the actions change on a rollout. */
export type RolloutChange = Partial<Pick<StoredRollout, RolloutRunField | 'phaseRuns'>>;

export const ROLLOUT_COLUMNS = `id, repository_id, name, package_ids, target, phases, phase_runs,
  maintenance_window, start_at, seed, state, paused_from, abort_reason, current_phase,
  approved_phase, targeted_devices, next_phase_at, created_at, updated_at, started_at,
  finished_at, settling`;

/** Column per changeable field, and whether it is stored as JSON. */
export const CHANGE_COLUMNS: Readonly<Record<keyof RolloutChange, [string, boolean]>> = {
  phaseRuns: ['phase_runs', true],
  state: ['state', false],
  pausedFrom: ['paused_from', false],
  abortReason: ['abort_reason', true],
  currentPhase: ['current_phase', false],
  approvedPhase: ['approved_phase', false],
  targetedDevices: ['targeted_devices', false],
  nextPhaseAt: ['next_phase_at', false],
  startedAt: ['started_at', false],
  finishedAt: ['finished_at', false],
  settling: ['settling', false],
};

const optionalInteger = (row: SqlRow, column: string): number | null =>
  row[column] === null || row[column] === undefined ? null : integer(row, column);

const optionalJson = <T>(row: SqlRow, column: string): T | null =>
  optionalText(row, column) === null ? null : json<T>(row, column);

export function toRollout(row: SqlRow): StoredRollout {
  return {
    id: text(row, 'id'),
    repositoryId: text(row, 'repository_id'),
    name: text(row, 'name'),
    packageIds: stringList(row, 'package_ids'),
    target: json(row, 'target'),
    phases: json(row, 'phases'),
    phaseRuns: json(row, 'phase_runs'),
    maintenanceWindow: optionalJson(row, 'maintenance_window'),
    startAt: optionalText(row, 'start_at'),
    seed: integer(row, 'seed'),
    state: text(row, 'state') as RolloutState,
    pausedFrom: optionalText(row, 'paused_from') as RolloutState | null,
    abortReason: optionalJson(row, 'abort_reason'),
    currentPhase: optionalInteger(row, 'current_phase'),
    approvedPhase: optionalInteger(row, 'approved_phase'),
    targetedDevices: integer(row, 'targeted_devices'),
    nextPhaseAt: optionalText(row, 'next_phase_at'),
    createdAt: text(row, 'created_at'),
    updatedAt: text(row, 'updated_at'),
    startedAt: optionalText(row, 'started_at'),
    finishedAt: optionalText(row, 'finished_at'),
    settling: flag(row, 'settling'),
  };
}

/**
 * Where a device of a rollout stands, from its row and its assignment (`u`, device_updates):
 * not yet handled devices are `waiting` (their phase has not started).
 */
export const OUTCOME_SQL = `CASE
    WHEN rd.not_affected_code IS NOT NULL THEN 'notAffected'
    WHEN rd.handled_at IS NULL THEN 'waiting'
    WHEN u.state = 'Pending' AND u.in_flight = 0 THEN 'pending'
    WHEN u.state IN ('Pending', 'Scheduled') THEN 'inProgress'
    WHEN u.state = 'Completed' THEN 'succeeded'
    WHEN u.state = 'Failed' THEN 'failed'
    ELSE 'cancelled'
  END`;
