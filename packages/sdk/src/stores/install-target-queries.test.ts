import { describe, expect, it, vi } from 'vitest';
import type { FleetSdk } from '../fleet';
import { chosenDevicesQuery, chosenFleetsQuery } from './install-target-queries';

const signal = new AbortController().signal;

describe("an install's chosen targets as queries", () => {
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
