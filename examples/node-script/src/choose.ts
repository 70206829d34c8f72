// The read-only half of the script: devices found with a filter (the paging iterator walks
// every page), one device's installed packages sorted by type, and an OS version to send.
import type { Device, FleetSdk, Package } from '@fleet/sdk';
import {
  installedApplicationPackage,
  installedBootloaderPackage,
  installedOsPackage,
  installedSubsystemsPackages,
  packageTypeOf,
  toInstalledPackages,
  type InstalledPackage,
} from '@fleet/sdk/domain';

const ONLINE_WINDOW_MS = 30 * 60_000; // SPEC §9 built-in Online filter: seen within 30 minutes

/** The board (OS hardware id) of a device, if it names one. */
const boardOf = (device: Device) =>
  device.hardwareIds?.find((hardwareId) => packageTypeOf(hardwareId) === 'os');

/**
 * Online, awake, up-to-date devices (those can take an update at once), grouped by board;
 * the board with the most of them wins, and its first `count` devices are returned.
 */
export async function findDevices(
  sdk: FleetSdk,
  search: string | undefined,
  count: number,
  log: (line: string) => void,
): Promise<{ board: string; devices: Device[] }> {
  const byBoard = new Map<string, Device[]>();
  let total = 0;
  const query = {
    status: 'UpToDate',
    hibernated: false,
    lastSeenStart: new Date(Date.now() - ONLINE_WINDOW_MS).toISOString(),
    ...(search && { search }),
  } as const;
  for await (const device of sdk.devices.iterateDevices(query, { pageSize: 100 })) {
    total++;
    const board = boardOf(device);
    if (board) byBoard.set(board, [...(byBoard.get(board) ?? []), device]);
  }
  const matching = search ? ` named like '${search}'` : '';
  log(`Found ${total} online, up-to-date devices${matching}.`);
  const [board, devices] = [...byBoard].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!board || !devices)
    throw new Error(
      `No online, up-to-date device${matching} runs a known board: nothing to update.`,
    );
  for (const [name, ofBoard] of byBoard) log(`  ${name}: ${ofBoard.length}`);
  return { board, devices: devices.slice(0, count) };
}

const describe = (pkg: InstalledPackage | undefined) =>
  pkg ? `${pkg.name} ${pkg.version}${pkg.found ? '' : ' (only known to the device)'}` : 'none';

/** Prints a device's installed packages by type (SPEC §3 derived installed*Package). */
export async function showInstalledPackages(
  sdk: FleetSdk,
  device: Device,
  log: (line: string) => void,
): Promise<InstalledPackage[]> {
  const installed = toInstalledPackages(await sdk.devices.listInstalledPackages(device.deviceUuid));
  log(`Installed on ${device.deviceName}:`);
  log(`  OS:          ${describe(installedOsPackage(installed))}`);
  log(`  Application: ${describe(installedApplicationPackage(installed))}`);
  log(`  Bootloader:  ${describe(installedBootloaderPackage(installed))}`);
  const subsystems = installedSubsystemsPackages(installed);
  log(`  Subsystems:  ${subsystems.length ? subsystems.map(describe).join(', ') : 'none'}`);
  return installed;
}

/** The newest version of the device's OS package, for its board, other than the installed one. */
export async function chooseOsVersion(
  sdk: FleetSdk,
  board: string,
  installed: readonly InstalledPackage[],
): Promise<Package> {
  const os = installedOsPackage(installed);
  if (!os) throw new Error('The device has no OS package installed: nothing to update.');
  for await (const version of sdk.packages.iteratePackageVersions(os.name, {
    hardwareIds: [board],
  }))
    if (version.version !== os.version) return version;
  throw new Error(`${os.name} has no other version for ${board} than the installed ${os.version}.`);
}
