import type { Stores } from '../store/index.js';

/** What remote access needs to know of a device. */
export interface RemoteAccessDevice {
  uuid: string;
  /** When the device (and so its remote access agent) last called in. */
  lastSeen: string | null;
  /** The address its tunnel connects from, when known. */
  ipAddress: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The device `uuid` of a repository (internal id), or undefined.
 * TODO(devices): the devices store is being written; until it is, any well-formed uuid is a
 * device, so sessions are kept independently of the device list.
 */
export async function findRemoteAccessDevice(
  _stores: Stores,
  _repositoryId: string,
  uuid: string,
): Promise<RemoteAccessDevice | undefined> {
  if (!UUID.test(uuid)) return undefined;
  return { uuid: uuid.toLowerCase(), lastSeen: null, ipAddress: null };
}
