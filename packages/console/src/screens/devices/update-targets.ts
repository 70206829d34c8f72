// The devices an update goes to, kept in the address of /devices/update as
// `?devices=uuid1,uuid2` (SPEC §2 "for selected devices"), so the device list can link to it.
import { formatIdList, readIdList } from '../parts/id-list-query';

/** The query parameter that lists the devices. */
export const DEVICES_PARAM = 'devices';

/** The uuids of `?devices=`, in the order given. */
export function readUpdateTargets(query: URLSearchParams): string[] {
  return readIdList(query, DEVICES_PARAM);
}

/** The address that updates `uuids` at once. */
export function updateTargetsHref(uuids: readonly string[]): string {
  const part = formatIdList(DEVICES_PARAM, uuids);
  return part ? `/devices/update?${part}` : '/devices/update';
}

/** The targets without `skipped` (the user skips the devices with a pending update). */
export function withoutTargets(uuids: readonly string[], skipped: readonly string[]): string[] {
  const drop = new Set(skipped);
  return uuids.filter((uuid) => !drop.has(uuid));
}
