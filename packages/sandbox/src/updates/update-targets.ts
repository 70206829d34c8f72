// What an update (or a rollout) is for: its packages and its devices, fleets expanded. An
// unknown package, device or fleet is a 404 that names it.
import { notFound } from '../http/errors.js';
import type { Device } from '../store/devices.js';
import type { Stores } from '../store/index.js';
import type { StoredPackage } from '../store/packages.js';

/** How many devices are read at once when a fleet or a filter is expanded. */
const DEVICE_PAGE = 1000;

/** The packages asked for, in the order asked; 404 names the first unknown one. */
export async function packagesOf(
  stores: Pick<Stores, 'packages'>,
  repositoryId: string,
  packageIds: readonly string[],
): Promise<StoredPackage[]> {
  const found = new Map(
    (await stores.packages.findMany(repositoryId, packageIds)).map((pkg) => [pkg.packageId, pkg]),
  );
  return packageIds.map((packageId): StoredPackage => {
    const pkg = found.get(packageId);
    if (!pkg) throw notFound(`No package ${packageId} in this repository.`);
    return pkg;
  });
}

/** 404 for the first fleet id the repository does not have. */
export async function requireFleets(
  stores: Pick<Stores, 'fleets'>,
  repositoryId: string,
  fleetIds: readonly string[],
): Promise<void> {
  for (const fleetId of fleetIds)
    if (!(await stores.fleets.find(repositoryId, fleetId)))
      throw notFound(`No fleet ${fleetId} in this repository.`);
}

/** Every device of a paged walk, in page order. */
async function allPages(
  page: (offset: number, limit: number) => Promise<{ values: Device[] }>,
): Promise<Device[]> {
  const devices: Device[] = [];
  for (let offset = 0; ; offset += DEVICE_PAGE) {
    const { values } = await page(offset, DEVICE_PAGE);
    devices.push(...values);
    if (values.length < DEVICE_PAGE) return devices;
  }
}

/** The devices asked for directly, then those of the fleets, each once; 404 on an unknown one. */
export async function devicesOf(
  stores: Pick<Stores, 'devices' | 'fleets'>,
  repositoryId: string,
  deviceUuids: readonly string[],
  fleetIds: readonly string[],
): Promise<Device[]> {
  const byUuid = new Map<string, Device>();
  if (deviceUuids.length > 0) {
    const page = await stores.devices.list(
      repositoryId,
      { deviceUuids },
      { sortBy: 'Uuid', sortDirection: 'Asc' },
      { offset: 0, limit: deviceUuids.length },
    );
    for (const device of page.values) byUuid.set(device.deviceUuid, device);
    const missing = deviceUuids.find((uuid) => !byUuid.has(uuid));
    if (missing !== undefined) throw notFound(`No device ${missing} in this repository.`);
  }
  await requireFleets(stores, repositoryId, fleetIds);
  if (fleetIds.length > 0)
    for (const device of await allPages((offset, limit) =>
      stores.fleets.listDevices(
        repositoryId,
        fleetIds,
        {},
        { sortBy: 'Uuid', sortDirection: 'Asc' },
        { offset, limit },
      ),
    ))
      if (!byUuid.has(device.deviceUuid)) byUuid.set(device.deviceUuid, device);
  return [...byUuid.values()];
}

/** The devices a dynamic fleet with this expression would hold now. */
export function devicesMatching(
  stores: Pick<Stores, 'fleets'>,
  repositoryId: string,
  expression: string,
): Promise<Device[]> {
  return allPages((offset, limit) =>
    stores.fleets.listExpressionDevices(
      repositoryId,
      expression,
      { sortBy: 'Uuid', sortDirection: 'Asc' },
      { offset, limit },
    ),
  );
}
