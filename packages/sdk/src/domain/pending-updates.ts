// SPEC §8 pending-update warnings on install (one device or many): a device whose update is
// still open (pending, in progress or scheduled) is refused another, so before installing the
// user is asked to cancel that update or skip the device. For a fleet, its device stats tell
// how many devices will not take the update.
import type { DeviceStatus } from './device-status.js';
import { type MessageId, registerMessages, UPDATE_TEXTS } from './messages.js';
import type { MessageParams } from './message-format.js';

registerMessages(UPDATE_TEXTS);

const OPEN_UPDATE: ReadonlySet<DeviceStatus> = new Set([
  'Outdated',
  'UpdatePending',
  'UpdateScheduled',
]);

/** Whether a device in this status has an update under way. */
export function hasPendingUpdate(status: DeviceStatus | undefined): boolean {
  return status !== undefined && OPEN_UPDATE.has(status);
}

/** The uuids of the devices with a pending update, in the order given. */
export function devicesWithPendingUpdate(
  devices: readonly { deviceUuid: string; deviceStatus?: DeviceStatus | undefined }[],
): string[] {
  return devices
    .filter((device) => hasPendingUpdate(device.deviceStatus))
    .map((device) => device.deviceUuid);
}

/** The warning for `count` devices with a pending update; undefined for none. */
export function pendingUpdateWarning(
  count: number,
): { id: MessageId; params?: MessageParams } | undefined {
  if (count <= 0) return undefined;
  if (count === 1) return { id: 'update.pendingWarningOne' };
  return { id: 'update.pendingWarningMany', params: { count } };
}

/** How many devices of a fleet have a pending update, from its device stats. */
export function pendingUpdatesInFleet(stats: {
  statuses: Readonly<Record<DeviceStatus, number>>;
}): number {
  return [...OPEN_UPDATE].reduce((sum, status) => sum + (stats.statuses[status] ?? 0), 0);
}

/** The warning for fleets in which `count` devices have a pending update; undefined for none. */
export function fleetPendingUpdateWarning(
  count: number,
): { id: MessageId; params?: MessageParams } | undefined {
  return count > 0 ? { id: 'update.pendingWarningFleet', params: { count } } : undefined;
}
