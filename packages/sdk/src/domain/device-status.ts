// SPEC §4 "Device update status": the server's status names differ from what a user reads
// (Outdated means an update is waiting, UpdatePending means it is running), so every screen
// maps them here, and the store asks here which follow-up fetches a status change needs.
import { DEVICE_TEXTS, type MessageId, registerMessages } from './messages.js';

registerMessages(DEVICE_TEXTS);

export const DEVICE_STATUSES = [
  'UpToDate',
  'Outdated',
  'UpdatePending',
  'UpdateScheduled',
  'Error',
  'NotSeen',
] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** What a user sees for a device's update status. */
export type DeviceDisplayState =
  | 'upToDate'
  | 'updatePending'
  | 'updateInProgress'
  | 'updateScheduled'
  | 'updateFailed'
  | 'notActivated';

const DISPLAY_STATE: Readonly<Record<DeviceStatus, DeviceDisplayState>> = {
  UpToDate: 'upToDate',
  Outdated: 'updatePending',
  UpdatePending: 'updateInProgress',
  UpdateScheduled: 'updateScheduled',
  Error: 'updateFailed',
  NotSeen: 'notActivated',
};

const DISPLAY_LABEL: Readonly<Record<DeviceDisplayState, MessageId>> = {
  upToDate: 'deviceStatus.upToDate',
  updatePending: 'deviceStatus.updatePending',
  updateInProgress: 'deviceStatus.updateInProgress',
  updateScheduled: 'deviceStatus.updateScheduled',
  updateFailed: 'deviceStatus.updateFailed',
  notActivated: 'deviceStatus.notActivated',
};

export function isDeviceStatus(value: unknown): value is DeviceStatus {
  return typeof value === 'string' && (DEVICE_STATUSES as readonly string[]).includes(value);
}

export function deviceDisplayState(status: DeviceStatus): DeviceDisplayState {
  return DISPLAY_STATE[status];
}

/** The catalogue id of the label for a display state. */
export function deviceDisplayLabelId(state: DeviceDisplayState): MessageId {
  return DISPLAY_LABEL[state];
}

/** A pending update assignment is in progress once the device has picked it up. */
export function assignmentDisplayState(assignment: {
  inFlight: boolean;
}): 'updateInProgress' | 'updatePending' {
  return assignment.inFlight ? 'updateInProgress' : 'updatePending';
}

export type DeviceStatusFollowUp =
  'refreshInstalledPackages' | 'fetchUpdates' | 'refreshInstallationReports';

/**
 * The fetches a status change calls for: a device that becomes UpToDate has new installed
 * packages; an UpdateScheduled device has an update list worth (re)reading.
 */
export function deviceStatusFollowUps(
  previous: DeviceStatus | undefined,
  next: DeviceStatus,
): readonly DeviceStatusFollowUp[] {
  const followUps: DeviceStatusFollowUp[] = [];
  if (next === 'UpToDate' && previous !== 'UpToDate') followUps.push('refreshInstalledPackages');
  if (next === 'UpdateScheduled') followUps.push('fetchUpdates');
  return followUps;
}

/**
 * The fetches a status change calls for on the device's own page, which shows its update list
 * and installation reports: every change of status changes the update list (an update assigned,
 * fetched, finished), and a finished update (UpToDate, Error) has written a report.
 */
export function devicePageFollowUps(
  previous: DeviceStatus | undefined,
  next: DeviceStatus,
): readonly DeviceStatusFollowUp[] {
  const followUps = [...deviceStatusFollowUps(previous, next)];
  if (previous === next) return followUps;
  if (!followUps.includes('fetchUpdates')) followUps.push('fetchUpdates');
  if (next === 'UpToDate' || next === 'Error') followUps.push('refreshInstallationReports');
  return followUps;
}
