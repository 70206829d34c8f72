// Values of one device, of the device count and of the provisioning token that screens read
// without a store of their own (the modify form, the onboarding's pairing step, pairing), as
// queries of the query cache: a live
// status change of the device, or a created or deleted device, refetches them.
import type { FleetSdk } from '../fleet';
import type { DeviceDetail, DeviceProvisioningToken } from '../resources/devices';
import { headlineCount } from './device-counts';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

export function deviceQuery(
  sdk: Pick<FleetSdk, 'devices'>,
  uuid: string,
): QueryDefinition<DeviceDetail> {
  return {
    key: [...QUERY_KEYS.device, uuid],
    fetch: () => sdk.devices.getDevice(uuid),
  };
}

/** How many devices the active repository has. */
export const deviceCountQuery = (sdk: Pick<FleetSdk, 'devices'>): QueryDefinition<number> =>
  headlineCount(sdk, 'total');

/** The active repository's provisioning token (SPEC §7 GET /devices/token). */
export const provisioningTokenQuery = (
  sdk: Pick<FleetSdk, 'devices'>,
): QueryDefinition<DeviceProvisioningToken> => ({
  key: QUERY_KEYS.provisioningToken,
  fetch: () => sdk.devices.getProvisioningToken(),
});
