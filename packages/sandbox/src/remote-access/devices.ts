import type { Stores } from '../store/index.js';

/** What remote access needs to know of a device. */
export interface RemoteAccessDevice {
  uuid: string;
  /** When the device (and so its remote access agent) last called in. */
  lastSeen: string | null;
  /** The address its tunnel connects from, when known. */
  ipAddress: string | null;
}

/** The device `uuid` of a repository (internal id), from the devices store; or undefined. */
export async function findRemoteAccessDevice(
  stores: Pick<Stores, 'devices'>,
  repositoryId: string,
  uuid: string,
): Promise<RemoteAccessDevice | undefined> {
  const device = await stores.devices.findRecord(repositoryId, uuid);
  if (!device) return undefined;
  return {
    uuid: device.deviceUuid,
    lastSeen: device.lastSeen ?? null,
    ipAddress: device.networkInfo.localIpV4 ?? null,
  };
}
