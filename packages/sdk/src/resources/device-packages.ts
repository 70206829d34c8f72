// The packages installed on devices (SPEC §7 Devices, §9 URL batching): one device's, every
// device's page by page, the asked devices' (batched by URL length), and how many devices have
// each package. A resource of its own so that the devices resource does not carry it;
// `createFleet` joins both into `fleet.devices`.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { CHARS_PER_DEVICE_ID, MAX_PAGE_SIZE } from '../domain/constants';
import { requireDeviceUuid } from '../domain/validation';
import { batched, type BatchedOptions } from './support/batched';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type DeviceInstalledPackage = Schemas['InstalledPackage'];
export type DevicePackages = Schemas['DevicePackages'];
export type InstalledPackageCount = Schemas['InstalledPackageCount'];

export type DevicePackagesResource = ReturnType<typeof createDevicePackagesResource>;

export function createDevicePackagesResource(client: FleetClient) {
  const { api } = client;

  return {
    /** The packages installed on each component of the device. */
    async listInstalledPackages(uuid: string): Promise<DeviceInstalledPackage[]> {
      requireDeviceUuid(uuid);
      return unwrap(
        api.GET('/api/v2beta/devices/{deviceId}/packages', {
          params: { path: { deviceId: uuid } },
        }),
      );
    },

    /**
     * Every device of the repository with its installed packages (those whose name contains
     * `nameContains`, when given), in pages of the server's largest size: 100,000 devices
     * take 100 requests.
     */
    iterateDevicePackages(
      query: { nameContains?: string } = {},
      options: PaginateOptions = {},
    ): AsyncIterable<DevicePackages> {
      return paginate(
        ({ offset, limit, signal }) =>
          unwrap(
            api.GET('/api/v2beta/devices/packages', {
              params: {
                query: {
                  offset,
                  limit,
                  ...(query.nameContains !== undefined && { nameContains: query.nameContains }),
                },
              },
              signal,
            }),
          ),
        { pageSize: MAX_PAGE_SIZE, ...options },
      );
    },

    /**
     * The installed packages of each asked device, in the order asked (devices the server
     * does not know are left out). Batched by URL length like fleet membership (SPEC §9).
     */
    async listPackagesOfDevices(
      deviceUuids: readonly string[],
      options: BatchedOptions = {},
    ): Promise<DevicePackages[]> {
      deviceUuids.forEach(requireDeviceUuid);
      return batched(
        deviceUuids,
        CHARS_PER_DEVICE_ID,
        async (batch, signal) =>
          (
            await unwrap(
              api.GET('/api/v2beta/devices/packages', {
                params: { query: { deviceUuid: batch, offset: 0, limit: batch.length } },
                signal,
              }),
            )
          ).values,
        (results) => results.flat(),
        options,
      );
    },

    /** How many devices have each package installed, by package id and by sha256. */
    async countInstalledPackages(query: {
      targetNames?: readonly string[];
      hashes?: readonly string[];
    }): Promise<InstalledPackageCount> {
      return unwrap(
        api.POST('/api/v2beta/devices/packages/installed-count', {
          body: { targetNames: [...(query.targetNames ?? [])], hashes: [...(query.hashes ?? [])] },
        }),
      );
    },
  };
}
