// SPEC §4 live events applied to the stores: DeviceSeen updates lastSeen, DeviceUpdateStatus
// the status (with its follow-ups), DeleteDeviceRequest removes the device, DeviceCreated
// fetches and adds it, DeviceEventMessage joins the active update's events, and DeviceChanged
// (an operator's rename, notes or hibernation, wherever it was made) patches the device. After a lost
// connection everything shown is fetched again, so nothing missed meanwhile stays stale.
import type { FleetSdk } from '../fleet';
import type { DeviceDetailStore } from '../stores/device-detail';
import type { DevicesStore } from '../stores/devices';
import type { FleetDetailStore } from '../stores/fleet-detail';
import type { FleetsStore } from '../stores/fleets';
import { consoleLogger, type Logger } from '../stores/support/logger';
import type { LiveChannel, LiveEvent } from './live-channel';

export interface LiveSyncOptions {
  channel: Pick<LiveChannel, 'onEvent' | 'onReconnected'>;
  /** Reads a created device. */
  sdk: Pick<FleetSdk, 'devices'>;
  devices?: Pick<
    DevicesStore,
    'page' | 'patchDevice' | 'setDeviceStatus' | 'removeDevice' | 'addDevice' | 'refresh'
  >;
  detail?: Pick<
    DeviceDetailStore,
    'uuid' | 'patchDevice' | 'setDeviceStatus' | 'appendUpdateEvent' | 'close' | 'refresh'
  >;
  fleetDetail?: Pick<
    FleetDetailStore,
    'fleetId' | 'patchDevice' | 'setDeviceStatus' | 'removeDevice' | 'refresh'
  >;
  fleets?: Pick<FleetsStore, 'page' | 'refresh'>;
  logger?: Logger;
}

/** Keeps the given stores current with the live channel; returns what stops it. */
export function syncStoresWithLive(options: LiveSyncOptions): () => void {
  const { sdk, devices, detail, fleetDetail, fleets } = options;
  const logger = options.logger ?? consoleLogger;

  // Background work has no caller: its failure is logged (and kept in the store's error).
  const logFailure = (what: string) => (error: unknown) => logger.warn(what, error);

  // The channel has read each event: a device message names its device and has its fields.
  function apply(event: LiveEvent) {
    const uuid = event.deviceUuid;
    if (uuid === undefined) return;
    switch (event.type) {
      case 'DeviceSeen': {
        const change = { lastSeen: event.message.lastSeen };
        devices?.patchDevice(uuid, change);
        detail?.patchDevice(uuid, change);
        fleetDetail?.patchDevice(uuid, change);
        return;
      }
      case 'DeviceUpdateStatus': {
        const { status } = event.message;
        devices?.setDeviceStatus(uuid, status).catch(logFailure('A status follow-up failed'));
        detail?.setDeviceStatus(uuid, status).catch(logFailure('A status follow-up failed'));
        fleetDetail?.setDeviceStatus(uuid, status);
        return;
      }
      case 'DeleteDeviceRequest':
        devices?.removeDevice(uuid);
        fleetDetail?.removeDevice(uuid);
        if (detail?.uuid.peek() === uuid) detail.close();
        return;
      case 'DeviceCreated':
        if (devices)
          sdk.devices
            .getDevice(uuid)
            .then((device) => devices.addDevice(device))
            .catch(logFailure('Could not read a created device'));
        return;
      case 'DeviceChanged': {
        const { deviceName, notes, hibernated } = event.message;
        const change = {
          ...(deviceName === undefined ? {} : { deviceName }),
          ...(notes === undefined ? {} : { notes }),
          ...(hibernated === undefined ? {} : { hibernated }),
        };
        devices?.patchDevice(uuid, change);
        detail?.patchDevice(uuid, change);
        fleetDetail?.patchDevice(uuid, change);
        return;
      }
      case 'DeviceEventMessage':
        detail?.appendUpdateEvent(uuid, event.message.correlationId, event.message.event);
        return;
      default:
        return;
    }
  }

  function resync() {
    if (devices?.page.peek()) devices.refresh().catch(logFailure('Could not reload devices'));
    if (fleets?.page.peek()) fleets.refresh().catch(logFailure('Could not reload fleets'));
    if (detail?.uuid.peek()) detail.refresh().catch(logFailure('Could not reload the device'));
    if (fleetDetail?.fleetId.peek())
      fleetDetail.refresh().catch(logFailure('Could not reload the fleet'));
  }

  const stops = [options.channel.onEvent(apply), options.channel.onReconnected(resync)];
  return () => stops.forEach((stop) => stop());
}
