// What a device list row shows beside the device itself: its installed packages (the OS,
// application and bootloader columns, SPEC §3 derived fields) and, for an UpdateScheduled
// device, its update list (SPEC §4). Loaded for the devices of each page the list loads.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { toInstalledPackages, type InstalledPackage } from '../domain/installed-packages';
import type { FleetSdk } from '../fleet';
import type { Device } from '../resources/devices';
import type { DeviceUpdate } from '../resources/updates';
import { asyncState, type AsyncState } from './support/async-state';
import type { Logger } from './support/logger';

export interface DeviceListExtras {
  /** Installed packages by device uuid, for the devices of the page. */
  readonly installedPackages: AsyncState<ReadonlyMap<string, InstalledPackage[]>>;
  /** Pending and scheduled updates by device uuid, for the page's UpdateScheduled devices. */
  readonly updates: ReadonlySignal<ReadonlyMap<string, DeviceUpdate[]>>;
  /** Loads the extras of a freshly loaded page. */
  load(devices: readonly Device[]): void;
  /** Reloads one device's installed packages (it became UpToDate). */
  refreshInstalledPackages(uuid: string): Promise<void>;
  /** Reloads one device's update list (it became UpdateScheduled). */
  refreshUpdates(uuid: string): Promise<void>;
  dispose(): void;
}

export function deviceListExtras(
  sdk: Pick<FleetSdk, 'devices' | 'updates'>,
  logger: Logger,
): DeviceListExtras {
  const installedPackages = asyncState<ReadonlyMap<string, InstalledPackage[]>>();
  const updates = signal<ReadonlyMap<string, DeviceUpdate[]>>(new Map());

  const packagesOf = async (uuids: readonly string[], signal?: AbortSignal) =>
    new Map(
      (await sdk.devices.listPackagesOfDevices(uuids, { signal })).map((entry) => [
        entry.deviceUuid,
        toInstalledPackages(entry.installedPackages),
      ]),
    );

  const refreshUpdates = async (uuid: string) => {
    const list = await sdk.updates.listDeviceUpdates(uuid);
    updates.value = new Map(updates.value).set(uuid, list);
  };

  return {
    installedPackages,
    updates,

    load(devices) {
      const uuids = devices.map((device) => device.deviceUuid);
      updates.value = new Map();
      if (uuids.length === 0) {
        installedPackages.abort();
        installedPackages.set(new Map());
      } else {
        installedPackages
          .run((signal) => packagesOf(uuids, signal))
          // Kept in installedPackages.error for the view; the device list stays usable.
          .catch((error: unknown) => logger.warn('Could not load installed packages', error));
      }
      for (const device of devices) {
        if (device.deviceStatus !== 'UpdateScheduled') continue;
        refreshUpdates(device.deviceUuid).catch((error: unknown) =>
          logger.warn('Could not load the updates of a device', {
            uuid: device.deviceUuid,
            error,
          }),
        );
      }
    },

    async refreshInstalledPackages(uuid) {
      const loaded = await packagesOf([uuid]);
      installedPackages.update((current) => new Map(current).set(uuid, loaded.get(uuid) ?? []));
    },

    refreshUpdates,

    dispose() {
      installedPackages.abort();
    },
  };
}
