// Whether a device is online: seen within the online threshold (SPEC §9, 5 minutes) and not
// hibernated (a hibernated device is refused everything, so it is not shown as online).
import { ONLINE_THRESHOLD_MS } from './constants.js';

export function isDeviceOnline(
  device: { lastSeen?: string | null; hibernated?: boolean },
  now: Date,
  thresholdMs: number = ONLINE_THRESHOLD_MS,
): boolean {
  if (device.hibernated || !device.lastSeen) return false;
  const seen = Date.parse(device.lastSeen);
  return !Number.isNaN(seen) && now.getTime() - seen <= thresholdMs;
}
