// Following an update live (SPEC §4): DeviceUpdateStatus events move each device from
// Outdated (update pending) through UpdatePending (in progress) to UpToDate or Error; its
// DeviceEventMessage events say which step it is at. Listening starts before the update is
// created so that no early event is missed.
import type { components, FleetSdk, LiveChannel } from '@fleet/sdk';
import {
  deviceDisplayLabelId,
  deviceDisplayState,
  formatMessage,
  isDeviceStatus,
  type DeviceStatus,
} from '@fleet/sdk/domain';

/** Where an update ends for a device. */
const FINISHED: ReadonlySet<DeviceStatus> = new Set(['UpToDate', 'Error']);

const label = (status: DeviceStatus) =>
  `${status} (${formatMessage(deviceDisplayLabelId(deviceDisplayState(status)))})`;

interface Progress {
  /** A not-yet-finished status came since the update was created. */
  started: boolean;
  status?: DeviceStatus;
}

export interface UpdateResult {
  finished: Map<string, DeviceStatus>;
  /** Devices that had not reported when the time ran out. */
  unfinished: string[];
}

/**
 * Starts listening to the devices (uuid → name). `until(uuids, ms)` resolves once each of
 * them has finished its update, or the time is up.
 */
export function watchDevices(
  channel: LiveChannel,
  sdk: Pick<FleetSdk, 'devices'>,
  names: ReadonlyMap<string, string>,
  log: (line: string) => void,
) {
  const progress = new Map<string, Progress>();
  let changed = () => {};
  const nameOf = (uuid: string) => names.get(uuid) ?? uuid;

  function record(uuid: string, status: DeviceStatus) {
    const entry = progress.get(uuid) ?? { started: false };
    if (entry.status === status) return changed();
    if (!FINISHED.has(status)) entry.started = true;
    entry.status = status;
    progress.set(uuid, entry);
    log(`  ${nameOf(uuid)}: ${label(status)}`);
    changed();
  }

  const stopEvents = channel.onEvent((event) => {
    const uuid = event.deviceUuid;
    if (uuid === undefined || !names.has(uuid)) return;
    if (event.type === 'DeviceUpdateStatus' && isDeviceStatus(event.message.status))
      record(uuid, event.message.status);
    if (event.type === 'DeviceEventMessage') {
      const message = event.message as components['schemas']['LiveDeviceEventMessage'];
      log(`  ${nameOf(uuid)}: ${message.event.eventType.id}`);
    }
  });

  // Events sent while the connection was down are lost: ask the server where devices stand.
  let pending: readonly string[] = [];
  const stopReconnects = channel.onReconnected(() => {
    for (const uuid of pending)
      void sdk.devices.getDevice(uuid).then(
        (device) => {
          // The update was created before the connection dropped: an end status is its end.
          const entry = progress.get(uuid) ?? { started: false };
          if (FINISHED.has(device.deviceStatus)) entry.started = true;
          progress.set(uuid, entry);
          record(uuid, device.deviceStatus);
        },
        (error: unknown) => log(`  ${nameOf(uuid)}: could not be read again (${String(error)})`),
      );
  });

  const isDone = (uuid: string) => {
    const entry = progress.get(uuid);
    return entry?.started === true && entry.status !== undefined && FINISHED.has(entry.status);
  };

  return {
    async until(uuids: readonly string[], timeoutMs: number): Promise<UpdateResult> {
      pending = uuids;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        changed = () => {
          if (!uuids.every(isDone)) return;
          clearTimeout(timer);
          resolve();
        };
        changed();
      });
      changed = () => {};
      const finished = new Map<string, DeviceStatus>();
      for (const uuid of uuids.filter(isDone))
        finished.set(uuid, progress.get(uuid)?.status as DeviceStatus);
      return { finished, unfinished: uuids.filter((uuid) => !isDone(uuid)) };
    },
    stop(): void {
      stopEvents();
      stopReconnects();
    },
  };
}
