import { BUILT_IN_ONLINE_WINDOW_MS } from '@fleet/sdk/domain';
import type { Device } from '../store/devices.js';
import type { Stores } from '../store/index.js';

/**
 * Since when a device must have been seen to take part in the simulation: the built-in
 * Online window (SPEC §9, 30 minutes) before the newest contact the database holds. Devices
 * the seed left offline stay offline, and a sandbox restarted after a long pause finds the
 * same devices online as when it stopped.
 */
export async function onlineSince(stores: Stores, now: number): Promise<string> {
  const [newest] = await stores.devices.listAwake({ limit: 1 });
  const reference = newest?.lastSeen ? Math.min(now, Date.parse(newest.lastSeen)) : now;
  return new Date(reference - BUILT_IN_ONLINE_WINDOW_MS).toISOString();
}

/**
 * Whether a simulated device contacts the server: never a never-seen one (it stays NotSeen),
 * a hibernated one, or one that was offline when the simulation began.
 */
export function isReachable(
  device: Pick<Device, 'hibernated' | 'lastSeen'>,
  since: string,
): boolean {
  return !device.hibernated && typeof device.lastSeen === 'string' && device.lastSeen >= since;
}
