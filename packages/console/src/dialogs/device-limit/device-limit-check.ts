// When the shell shows the Device Limit dialog (SPEC §2): the SDK's rule (no commercial access,
// personal repository, 5 devices or more) once the session and the device count are known,
// unless the user chose 'Remind Me Later' in this browser session.
import { PERSONAL_REPOSITORY_ID, shouldShowDeviceLimitDialog } from '@fleet/sdk/domain';

export interface DeviceLimitInputs {
  /** The session has loaded the user, roles and active repository. */
  sessionReady: boolean;
  commercialAccess: boolean;
  activeRepositoryId: string;
  /** The active repository's device count; undefined until fetched. */
  deviceCount: number | undefined;
  remindedLater: boolean;
}

/** Whether the device count is worth fetching: only a Maker in their own repository can hit the limit. */
export function deviceCountNeeded(
  inputs: Omit<DeviceLimitInputs, 'deviceCount' | 'remindedLater'>,
) {
  return (
    inputs.sessionReady &&
    !inputs.commercialAccess &&
    inputs.activeRepositoryId === PERSONAL_REPOSITORY_ID
  );
}

export function deviceLimitDialogDue(inputs: DeviceLimitInputs): boolean {
  if (!inputs.sessionReady || inputs.remindedLater || inputs.deviceCount === undefined)
    return false;
  return shouldShowDeviceLimitDialog({
    hasCommercialAccess: inputs.commercialAccess,
    activeRepositoryId: inputs.activeRepositoryId,
    deviceCount: inputs.deviceCount,
  });
}
