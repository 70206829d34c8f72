// Live events of devices and their updates (SPEC §4), in the shapes of openapi/schemas/live.yaml.
import type { components } from '@fleet/sdk';
import type { DeviceStatus } from '@fleet/sdk/domain';
import type { DeviceEvent } from '../store/device-events.js';

type Schemas = components['schemas'];

/** The device contacted the server: the console updates lastSeen. */
export const deviceSeen = (deviceUuid: string, lastSeen: string): Schemas['LiveDeviceSeen'] => ({
  type: 'DeviceSeen',
  deviceUuid,
  lastSeen,
});

/** The device's update status changed. */
export const deviceUpdateStatus = (
  deviceUuid: string,
  status: DeviceStatus,
): Schemas['LiveDeviceUpdateStatus'] => ({ type: 'DeviceUpdateStatus', deviceUuid, status });

/** The device reported an event of the update `correlationId`. */
export const deviceEventMessage = (
  event: DeviceEvent & { correlationId: string },
): Schemas['LiveDeviceEventMessage'] => ({
  type: 'DeviceEventMessage',
  deviceUuid: event.deviceUuid,
  correlationId: event.correlationId,
  event,
});
