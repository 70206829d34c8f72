// Devices and fleets are named on the command line by id or by their exact name.
import type { FleetSdk } from '@fleet/sdk';
import { CliError } from './exit-codes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function onlyMatch<T>(matches: T[], what: string, ref: string): T {
  const [first, second] = matches;
  if (first === undefined) throw new CliError(`No ${what} is named "${ref}".`);
  if (second !== undefined)
    throw new CliError(`${matches.length} ${what}s are named "${ref}": use the id instead.`);
  return first;
}

/** A device's UUID, from its UUID or its exact name. */
export async function deviceUuidOf(fleet: FleetSdk, ref: string): Promise<string> {
  if (UUID.test(ref)) return ref;
  const matches: string[] = [];
  for await (const device of fleet.devices.iterateDevices({ search: ref }))
    if (device.deviceName === ref) matches.push(device.deviceUuid);
  return onlyMatch(matches, 'device', ref);
}

/** A fleet's id, from its exact name, else taken as the id itself. */
export async function fleetIdOf(fleet: FleetSdk, ref: string): Promise<string> {
  if (UUID.test(ref)) return ref;
  const matches: string[] = [];
  for await (const found of fleet.fleets.iterateFleets({ search: ref }))
    if (found.name === ref) matches.push(found.id);
  return matches.length === 0 ? ref : onlyMatch(matches, 'fleet', ref);
}

export async function deviceUuidsOf(fleet: FleetSdk, refs: readonly string[]): Promise<string[]> {
  const uuids: string[] = [];
  for (const ref of refs) uuids.push(await deviceUuidOf(fleet, ref));
  return uuids;
}

/** `name@version` → its package id; anything else is a package id already. */
export async function packageIdOf(fleet: FleetSdk, ref: string): Promise<string> {
  const at = ref.lastIndexOf('@');
  if (at <= 0) return ref;
  return (await fleet.packages.getPackageVersion(ref.slice(0, at), ref.slice(at + 1))).packageId;
}
