import type { DeviceStatus } from '@fleet/sdk/domain';
import type { SandboxContext } from '../context.js';
import { deviceUpdateStatus } from './live-messages.js';

/**
 * Sets a device's update status and tells the console (DeviceUpdateStatus, SPEC §4). Every
 * status change an update makes goes through here, so none is missed on the live channel.
 */
export async function setUpdateStatus(
  { stores, live }: Pick<SandboxContext, 'stores' | 'live'>,
  deviceUuid: string,
  status: DeviceStatus,
  at: string,
): Promise<void> {
  const device = await stores.devices.setStatus(deviceUuid, status, at);
  if (device) live.publish(device.repositoryId, deviceUpdateStatus(deviceUuid, status));
}
