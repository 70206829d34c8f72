import { describe, expect, it } from 'vitest';
import { fleetApiErrorFromReply } from '../errors';
import { updateInitiationErrorMessage } from './update-errors';

describe('SPEC §8 update initiation errors', () => {
  const catalogue: Array<[code: string, summary: string]> = [
    [
      'device_no_compatible_hardware',
      'The update targets a hardware component the device does not have.',
    ],
    ['installed_target_is_update', 'The device already runs the requested package version.'],
    ['not_affected_by_mtu', 'The device is not affected by the update.'],
    [
      'not_affected_running_assignment',
      'A pending update exists; cancel it or wait for the report.',
    ],
    ['ecu_assignment_exists', 'A pending update exists; cancel it or wait for the report.'],
    ['update_already_scheduled_error', 'A scheduled update exists; cancel it or wait.'],
    ['scheduled_update_exists', 'A scheduled update exists; cancel it or wait.'],
    ['device_has_active_update', 'An active update exists on the device.'],
  ];

  it.each(catalogue)('%s → %s', (code, summary) => {
    expect(updateInitiationErrorMessage(code, 'whatever the server said')).toBe(summary);
  });

  it.each(catalogue)(
    'a refused update with %s throws FleetApiError with that summary',
    (code, summary) => {
      const error = fleetApiErrorFromReply(
        { method: 'POST', url: 'https://fleet.example/api/v2beta/updates/devices/0b7c' },
        { status: 409, statusText: 'Conflict', body: { code, msg: 'server text' } },
      );
      expect(error).toMatchObject({ status: 409, code, message: summary });
    },
  );

  it('any other code: Unable to initiate update. Reported error: {backend_error_response}', () => {
    expect(updateInitiationErrorMessage('quota_exceeded', 'Quota exceeded for fleet f1')).toBe(
      'Unable to initiate update. Reported error: Quota exceeded for fleet f1',
    );
    expect(updateInitiationErrorMessage(undefined, 'Bad Gateway')).toBe(
      'Unable to initiate update. Reported error: Bad Gateway',
    );
  });

  it('does not mistake inherited object keys for codes', () => {
    expect(updateInitiationErrorMessage('toString', 'x')).toBe(
      'Unable to initiate update. Reported error: x',
    );
  });
});
