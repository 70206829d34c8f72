import type { FleetClient } from '../api/client';
import { createDeviceHistoryResource } from './device-history';
import { createDevicePackagesResource } from './device-packages';
import { createDevicesResource } from './devices';

/**
 * One namespace for the device, its installed packages and its update history: `fleet.devices`
 * of {@link createFleet}, for a client made of the resources it uses.
 */
export function createDevicesNamespace(client: FleetClient) {
  return {
    ...createDevicesResource(client),
    ...createDevicePackagesResource(client),
    ...createDeviceHistoryResource(client),
  };
}
