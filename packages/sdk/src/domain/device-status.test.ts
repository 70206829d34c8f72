import { describe, expect, it } from 'vitest';
import {
  assignmentDisplayState,
  DEVICE_STATUSES,
  deviceDisplayLabelId,
  deviceDisplayState,
  devicePageFollowUps,
  deviceStatusFollowUps,
  isDeviceStatus,
} from './device-status.js';
import { formatMessage } from './messages.js';

describe('SPEC §4 device update status as shown', () => {
  it.each([
    ['UpToDate', 'upToDate', 'Up to date'],
    ['Outdated', 'updatePending', 'Update pending'],
    ['UpdatePending', 'updateInProgress', 'Update in progress'],
    ['UpdateScheduled', 'updateScheduled', 'Update scheduled'],
    ['Error', 'updateFailed', 'Update failed'],
    ['NotSeen', 'notActivated', 'Not activated'],
  ] as const)('%s is shown as %s', (status, state, label) => {
    expect(deviceDisplayState(status)).toBe(state);
    expect(formatMessage(deviceDisplayLabelId(state))).toBe(label);
  });

  it('knows the six statuses', () => {
    expect(DEVICE_STATUSES).toHaveLength(6);
    expect(isDeviceStatus('UpdateScheduled')).toBe(true);
    expect(isDeviceStatus('Updating')).toBe(false);
    expect(isDeviceStatus(undefined)).toBe(false);
  });

  it('shows a pending assignment as in progress once in flight', () => {
    expect(assignmentDisplayState({ inFlight: true })).toBe('updateInProgress');
    expect(assignmentDisplayState({ inFlight: false })).toBe('updatePending');
  });
});

describe('SPEC §4 follow-ups of a status change', () => {
  it('refreshes installed packages when a device becomes UpToDate', () => {
    expect(deviceStatusFollowUps('UpdatePending', 'UpToDate')).toEqual([
      'refreshInstalledPackages',
    ]);
    expect(deviceStatusFollowUps(undefined, 'UpToDate')).toEqual(['refreshInstalledPackages']);
  });

  it('does not refresh a device that already was UpToDate', () => {
    expect(deviceStatusFollowUps('UpToDate', 'UpToDate')).toEqual([]);
  });

  it('fetches the update list of an UpdateScheduled device', () => {
    expect(deviceStatusFollowUps('Outdated', 'UpdateScheduled')).toEqual(['fetchUpdates']);
    expect(deviceStatusFollowUps('UpdateScheduled', 'UpdateScheduled')).toEqual(['fetchUpdates']);
  });

  it('asks nothing for other statuses', () => {
    for (const next of ['Outdated', 'UpdatePending', 'Error', 'NotSeen'] as const)
      expect(deviceStatusFollowUps('UpToDate', next)).toEqual([]);
  });
});

describe("follow-ups of a status change on the device's page", () => {
  it('reloads the update list and the reports when an update finishes', () => {
    expect(devicePageFollowUps('UpdatePending', 'UpToDate')).toEqual([
      'refreshInstalledPackages',
      'fetchUpdates',
      'refreshInstallationReports',
    ]);
    expect(devicePageFollowUps('UpdatePending', 'Error')).toEqual([
      'fetchUpdates',
      'refreshInstallationReports',
    ]);
  });

  it('reloads the update list when an update is assigned or fetched', () => {
    expect(devicePageFollowUps('UpToDate', 'Outdated')).toEqual(['fetchUpdates']);
    expect(devicePageFollowUps('Outdated', 'UpdatePending')).toEqual(['fetchUpdates']);
  });

  it('asks nothing when the status stays the same (but SPEC §4 UpdateScheduled)', () => {
    expect(devicePageFollowUps('UpdatePending', 'UpdatePending')).toEqual([]);
    expect(devicePageFollowUps('UpdateScheduled', 'UpdateScheduled')).toEqual(['fetchUpdates']);
  });
});
