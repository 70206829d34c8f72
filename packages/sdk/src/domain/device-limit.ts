// SPEC §2 device limit dialog: a Maker account in its own repository that has reached the
// device limit is offered the free trial.
import { MAKER_DEVICE_LIMIT, PERSONAL_REPOSITORY_ID } from './constants.js';

export function shouldShowDeviceLimitDialog(state: {
  hasCommercialAccess: boolean;
  activeRepositoryId: string;
  deviceCount: number;
}): boolean {
  return (
    !state.hasCommercialAccess &&
    state.activeRepositoryId === PERSONAL_REPOSITORY_ID &&
    state.deviceCount >= MAKER_DEVICE_LIMIT
  );
}
