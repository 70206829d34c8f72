import { describe, expect, it } from 'vitest';
import { DEVICE_STATUSES } from './device-status.js';
import { formatMessage } from './messages.js';
import {
  devicesWithPendingUpdate,
  hasPendingUpdate,
  pendingUpdateWarning,
} from './pending-updates.js';

describe('SPEC §8 pending-update warnings on install', () => {
  it('an update is open while pending, in progress or scheduled', () => {
    expect(DEVICE_STATUSES.filter((status) => hasPendingUpdate(status))).toEqual([
      'Outdated',
      'UpdatePending',
      'UpdateScheduled',
    ]);
    expect(hasPendingUpdate(undefined)).toBe(false);
  });

  it('finds the devices with a pending update, in the order given', () => {
    const devices = [
      { deviceUuid: 'a', deviceStatus: 'UpToDate' },
      { deviceUuid: 'b', deviceStatus: 'UpdateScheduled' },
      { deviceUuid: 'c', deviceStatus: 'Error' },
      { deviceUuid: 'd', deviceStatus: 'Outdated' },
      { deviceUuid: 'e' },
    ] as const;
    expect(devicesWithPendingUpdate(devices)).toEqual(['b', 'd']);
  });

  it('words one device and many devices apart, and says nothing for none', () => {
    expect(pendingUpdateWarning(0)).toBeUndefined();
    const one = pendingUpdateWarning(1)!;
    expect(formatMessage(one.id, one.params)).toBe(
      'This device has a pending update. Cancel it or skip the device before installing.',
    );
    const many = pendingUpdateWarning(3)!;
    expect(formatMessage(many.id, many.params)).toBe(
      '3 devices have a pending update. Cancel those updates or skip those devices before installing.',
    );
  });
});
