import type { Stores } from '../store/index.js';
import type { DeviceComponent } from './initiation.js';

/** Devices per query: one statement, however large the fleet. */
const CHUNK = 1000;

/** Every component of each device with the package it runs, primary first. */
export async function componentsOfDevices(
  stores: Stores,
  repositoryId: string,
  deviceUuids: readonly string[],
): Promise<Map<string, DeviceComponent[]>> {
  const components = new Map<string, DeviceComponent[]>();
  for (let start = 0; start < deviceUuids.length; start += CHUNK) {
    const chunk = await stores.installedPackages.listComponents(
      repositoryId,
      deviceUuids.slice(start, start + CHUNK),
    );
    for (const [uuid, list] of chunk) components.set(uuid, list);
  }
  return components;
}
