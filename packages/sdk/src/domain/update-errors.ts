// SPEC §8 "Update initiation errors": the server's error code for a refused update,
// turned into the summary a user reads.

/** The update initiation error codes SPEC §8 names. Servers may send other codes too. */
export type UpdateInitiationErrorCode =
  | 'device_no_compatible_hardware'
  | 'installed_target_is_update'
  | 'not_affected_by_mtu'
  | 'not_affected_running_assignment'
  | 'ecu_assignment_exists'
  | 'update_already_scheduled_error'
  | 'scheduled_update_exists'
  | 'device_has_active_update';

const PENDING_UPDATE_EXISTS = 'A pending update exists; cancel it or wait for the report.';
const SCHEDULED_UPDATE_EXISTS = 'A scheduled update exists; cancel it or wait.';

/** SPEC §8 summaries, exact texts. */
export const UPDATE_INITIATION_ERROR_SUMMARIES: Readonly<
  Record<UpdateInitiationErrorCode, string>
> = {
  device_no_compatible_hardware:
    'The update targets a hardware component the device does not have.',
  installed_target_is_update: 'The device already runs the requested package version.',
  not_affected_by_mtu: 'The device is not affected by the update.',
  not_affected_running_assignment: PENDING_UPDATE_EXISTS,
  ecu_assignment_exists: PENDING_UPDATE_EXISTS,
  update_already_scheduled_error: SCHEDULED_UPDATE_EXISTS,
  scheduled_update_exists: SCHEDULED_UPDATE_EXISTS,
  device_has_active_update: 'An active update exists on the device.',
};

const OTHER_UPDATE_INITIATION_ERROR =
  'Unable to initiate update. Reported error: {backend_error_response}';

export function isUpdateInitiationErrorCode(code: unknown): code is UpdateInitiationErrorCode {
  return typeof code === 'string' && Object.hasOwn(UPDATE_INITIATION_ERROR_SUMMARIES, code);
}

/**
 * The message for a refused update initiation: the SPEC §8 summary of a known code, otherwise
 * the catch-all text with what the server reported (its message, or its raw body).
 */
export function updateInitiationErrorMessage(
  code: string | undefined,
  backendErrorResponse: string,
): string {
  if (isUpdateInitiationErrorCode(code)) return UPDATE_INITIATION_ERROR_SUMMARIES[code];
  return OTHER_UPDATE_INITIATION_ERROR.replace('{backend_error_response}', backendErrorResponse);
}
