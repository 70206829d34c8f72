import { describe, expect, it, vi } from 'vitest';
import type { FleetSdk } from '../fleet';
import {
  chosenDevicesQuery,
  chosenFleetsQuery,
  deviceTargetsQuery,
  fleetTargetsQuery,
} from './install-target-queries';

const signal = new AbortController().signal;

describe("an install's targets as queries", () => {
  it('reads a page of devices or fleets by search, keyed by the search and page', async () => {
    const page = { values: [], total: 0, offset: 10, limit: 10 };
    const listDevices = vi.fn(async () => page);
    const listFleets = vi.fn(async () => page);
    const sdk = { devices: { listDevices }, fleets: { listFleets } } as unknown as Pick<
      FleetSdk,
      'devices' | 'fleets'
    >;
    const search = { search: 'gate', offset: 10, limit: 10 };
    const devices = deviceTargetsQuery(sdk, search);
    expect(devices.key).toEqual(['devices', 'targets', 'gate', 10, 10]);
    await expect(devices.fetch(signal)).resolves.toBe(page);
    expect(listDevices).toHaveBeenCalledWith(search, { signal });
    const fleets = fleetTargetsQuery(sdk, search);
    expect(fleets.key).toEqual(['fleets', 'targets', 'gate', 10, 10]);
    await expect(fleets.fetch(signal)).resolves.toBe(page);
    expect(listFleets).toHaveBeenCalledWith(search, { signal });
  });

  it('reads the chosen devices in one call, and none without a choice', async () => {
    const listDevices = vi.fn(async () => ({ values: [{ deviceUuid: 'd1' }], total: 1 }));
    const sdk = { devices: { listDevices } } as unknown as Pick<FleetSdk, 'devices'>;
    const query = chosenDevicesQuery(sdk, ['d1', 'd2']);
    expect(query.key).toEqual(['devices', 'chosen', 'd1', 'd2']);
    await expect(query.fetch(signal)).resolves.toEqual([{ deviceUuid: 'd1' }]);
    expect(listDevices).toHaveBeenCalledWith({ deviceUuids: ['d1', 'd2'], limit: 2 }, { signal });
    await expect(chosenDevicesQuery(sdk, []).fetch(signal)).resolves.toEqual([]);
    expect(listDevices).toHaveBeenCalledTimes(1);
  });

  it('reads each chosen fleet with its device stats, under the fleet stats key', async () => {
    const sdk = {
      fleets: {
        getFleet: vi.fn(async (id: string) => ({ id, name: `Fleet ${id}` })),
        getFleetDeviceStats: vi.fn(async () => ({ total: 3 })),
      },
    } as unknown as Pick<FleetSdk, 'fleets'>;
    const query = chosenFleetsQuery(sdk, ['f1', 'f2']);
    expect(query.key).toEqual(['fleets', 'stats', 'f1', 'f2']);
    await expect(query.fetch(signal)).resolves.toEqual([
      { fleet: { id: 'f1', name: 'Fleet f1' }, stats: { total: 3 } },
      { fleet: { id: 'f2', name: 'Fleet f2' }, stats: { total: 3 } },
    ]);
  });
});
