import { isDeviceStatus, type DeviceStatus } from '@fleet/sdk/domain';
import type { SqlRow } from '../db/database.js';
import { flag, integer, json, optionalText, stringList, text } from './rows.js';

/**
 * Where a device's update stands: `Scheduled` waits for its time, `Pending` is assigned to the
 * device (in flight once fetched); the others are closed.
 */
export type UpdateState = 'Scheduled' | 'Pending' | 'Completed' | 'Failed' | 'Cancelled';

/** The image an update installs on one component (Uptane ECU) of the device. */
export interface ComponentTarget {
  /** The component's serial. */
  serial: string;
  hardwareId: string;
  packageId: string;
  sha256: string;
  length: number;
  uri: string | null;
}

/** One device's part of an update. */
export interface DeviceUpdate {
  id: string;
  repositoryId: string;
  deviceUuid: string;
  /** Shared by every device of one update call; events and reports carry it. */
  correlationId: string;
  packageIds: string[];
  targets: ComponentTarget[];
  state: UpdateState;
  /** The device has fetched it (the console shows it in progress). */
  inFlight: boolean;
  scheduledFor: string | null;
  /** The device's status before the update, restored when it is cancelled. */
  previousStatus: DeviceStatus;
  /** How far the device got (the simulator's bookkeeping). */
  step: number;
  /** When the simulator looks at it next; null once closed. */
  dueAt: string | null;
  createdAt: string;
  /** When it was assigned to the device (became Pending). */
  assignedAt: string | null;
  closedAt: string | null;
}

export interface NewDeviceUpdate {
  repositoryId: string;
  deviceUuid: string;
  correlationId: string;
  packageIds: readonly string[];
  targets: readonly ComponentTarget[];
  /** Set: the update waits until then (Scheduled); null: it is assigned at once (Pending). */
  scheduledFor: string | null;
  previousStatus: DeviceStatus;
  createdAt: string;
}

/** The columns toUpdate reads. */
export const COLUMNS = `id, repository_id, device_uuid, correlation_id, package_ids, targets, state,
  in_flight, scheduled_for, previous_status, step, due_at, created_at, assigned_at, closed_at`;

function toState(value: string): UpdateState {
  switch (value) {
    case 'Scheduled':
    case 'Pending':
    case 'Completed':
    case 'Failed':
    case 'Cancelled':
      return value;
    default:
      throw new TypeError(`Unknown update state ${value}`);
  }
}

export function toUpdate(row: SqlRow): DeviceUpdate {
  const previous = text(row, 'previous_status');
  return {
    id: text(row, 'id'),
    repositoryId: text(row, 'repository_id'),
    deviceUuid: text(row, 'device_uuid'),
    correlationId: text(row, 'correlation_id'),
    packageIds: stringList(row, 'package_ids'),
    targets: json<ComponentTarget[]>(row, 'targets'),
    state: toState(text(row, 'state')),
    inFlight: flag(row, 'in_flight'),
    scheduledFor: optionalText(row, 'scheduled_for'),
    previousStatus: isDeviceStatus(previous) ? previous : 'UpToDate',
    step: integer(row, 'step'),
    dueAt: optionalText(row, 'due_at'),
    createdAt: text(row, 'created_at'),
    assignedAt: optionalText(row, 'assigned_at'),
    closedAt: optionalText(row, 'closed_at'),
  };
}
