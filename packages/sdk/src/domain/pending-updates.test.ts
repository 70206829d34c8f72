import { describe, expect, it } from 'vitest';
import { DEVICE_STATUSES } from './device-status.js';
import { formatMessage } from './messages.js';
import {
  devicesWithPendingUpdate,
  fleetPendingUpdateWarning,
  hasPendingUpdate,
  pendingUpdatesInFleet,
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

  it("counts a fleet's devices with a pending update from its stats, and warns of them", () => {
    const statuses = {
      UpToDate: 5,
      Outdated: 2,
      UpdatePending: 1,
      UpdateScheduled: 1,
      Error: 3,
      NotSeen: 4,
    };
    expect(pendingUpdatesInFleet({ statuses })).toBe(4);
    expect(fleetPendingUpdateWarning(0)).toBeUndefined();
    const one = fleetPendingUpdateWarning(1)!;
    expect(formatMessage(one.id, one.params)).toBe(
      '1 device of the fleet has a pending update and will not take this one. Cancel those updates before installing to include them.',
    );
    const four = fleetPendingUpdateWarning(4)!;
    expect(formatMessage(four.id, four.params)).toMatch(/^4 devices of the fleet have a pending/);
  });
});
