import type { Page } from '@playwright/test';
import { callApi } from './support';

// A device a journey can send an update to, found through the API as the signed-in user.

export interface ApiDevice {
  deviceUuid: string;
  deviceName: string;
  deviceStatus: string;
  hardwareIds?: string[];
}
interface ApiInstalledPackage {
  name: string;
  version: string;
  hardwareIds: string[];
}
export interface ApiPackage {
  packageId: string;
  name: string;
  version: string;
  hardwareIds: string[];
}

/**
 * An up-to-date device (none whose name contains one of `skip`; `query` narrows the device list
 * further, e.g. `lastSeenStart=…`) and a version of one of its packages that it does not run.
 */
export async function updatableDevice(
  page: Page,
  skip: readonly string[],
  query = '',
): Promise<{ device: ApiDevice; pkg: ApiPackage }> {
  const { values } = await callApi<{ values: ApiDevice[] }>(
    page,
    'GET',
    `/api/v2beta/devices?status=UpToDate&limit=50${query ? `&${query}` : ''}`,
  );
  for (const device of values.filter((d) => !skip.some((s) => d.deviceName.includes(s)))) {
    const installed = await callApi<ApiInstalledPackage[]>(
      page,
      'GET',
      `/api/v2beta/devices/${device.deviceUuid}/packages`,
    );
    for (const running of installed) {
      const { values: versions } = await callApi<{ values: ApiPackage[] }>(
        page,
        'GET',
        `/api/v2beta/packages?name=${encodeURIComponent(running.name)}&limit=50`,
      );
      const other = versions.find(
        (v) =>
          v.version !== running.version &&
          v.hardwareIds.some((id) => running.hardwareIds.includes(id)),
      );
      if (other) return { device, pkg: other };
    }
  }
  throw new Error('The sandbox has no up-to-date device with another version to install.');
}
