// The fleet stores against a running sandbox: the fleet list sorts, searches (debounced) and
// pages the sandbox's real fleets as the API does, a fleet's page shows its devices and stats,
// and the top fleets chart ranks fleets by their real device counts.
import {
  createFleet,
  createFleetDetailStore,
  createFleetsStore,
  createTopFleetsStore,
  type FleetSdk,
  type FleetsStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from './helpers/wait-for.js';

describe('fleet stores against the sandbox', () => {
  let sandbox: Sandbox;
  let sdk: FleetSdk;
  const logger = { warn: vi.fn() };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ devices: 25, simulateRate: 0 });
    const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!session.ok) throw new Error(`sign-in failed: ${session.page}`);
    const token = session.tokens.access_token;
    sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
    // Enough fleets to page through, whatever the seed holds.
    const devices = (await sdk.devices.listDevices({ limit: 12 })).values.map((d) => d.deviceUuid);
    for (let i = 1; i <= 12; i++) {
      const id = await sdk.fleets.createFleet({
        name: `Integration fleet ${String(i).padStart(2, '0')}`,
      });
      await sdk.fleets.addFleetDevices(id, devices.slice(0, i));
    }
  });
  afterAll(() => sandbox?.close());

  const change = async (store: FleetsStore, apply: () => void) => {
    const before = store.page.value;
    apply();
    await waitFor(() => {
      expect(store.page.value).not.toBe(before);
      expect(store.loading.value).toBe(false);
    });
  };
  const serverPage = (store: FleetsStore) => sdk.fleets.listFleets(store.query.value);

  it('lists 10 fleets by name ascending with their device counts (SPEC §9)', async () => {
    const store = createFleetsStore({ sdk, logger });
    await store.refresh();
    const server = await serverPage(store);
    expect(store.fleets.value).toEqual(server.values);
    expect(store.fleets.value).toHaveLength(10);
    expect(store.total.value).toBe(server.total);
    await waitFor(() => expect(store.deviceCounts.ready.value).toBe(true));
    const counts = await sdk.fleets.countFleetDevices(store.fleets.value.map((f) => f.id));
    expect(store.deviceCounts.data.value).toEqual(counts);
    store.dispose();
  });

  it('searches (after 500 ms), sorts and pages like the API', async () => {
    const store = createFleetsStore({ sdk, logger });
    await store.refresh();
    const started = Date.now();
    await change(store, () => store.setQuery({ search: 'Integration fleet 1' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(store.fleets.value.map((f) => f.name)).toEqual([
      'Integration fleet 10',
      'Integration fleet 11',
      'Integration fleet 12',
    ]);

    await change(store, () => store.setQuery({ search: 'Integration', sortDirection: 'Desc' }));
    expect(store.fleets.value[0]!.name).toBe('Integration fleet 12');
    expect(store.fleets.value).toEqual((await serverPage(store)).values);

    await change(store, () => store.setPage(1));
    expect(store.query.value.offset).toBe(10);
    expect(store.fleets.value.map((f) => f.name)).toEqual([
      'Integration fleet 02',
      'Integration fleet 01',
    ]);
    store.dispose();
  });

  it('shows a fleet with its devices and stats', async () => {
    const [fleet] = (await sdk.fleets.listFleets({ search: 'Integration fleet 05' })).values;
    const store = createFleetDetailStore({ sdk });
    await store.open(fleet!.id);
    expect(store.fleet.data.value?.name).toBe('Integration fleet 05');
    expect(store.devicesTotal.value).toBe(5);
    expect(store.devices.value).toEqual((await sdk.fleets.listFleetDevices(fleet!.id)).values);
    expect(store.stats.data.value?.total).toBe(5);
    store.dispose();
  });

  it('ranks the top 8 fleets by device count (SPEC §9)', async () => {
    const store = createTopFleetsStore({ sdk });
    const top = await store.refresh();
    expect(top.length).toBeLessThanOrEqual(8);
    const counts = top.map((f) => f.deviceCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = await sdk.fleets.listFleets({ limit: 1000 });
    const allCounts = await sdk.fleets.countFleetDevices(all.values.map((f) => f.id));
    const best = Object.values(allCounts)
      .sort((a, b) => b - a)
      .slice(0, top.length);
    expect(counts).toEqual(best);
    expect(top.map((f) => f.name)).toContain('Integration fleet 12');
  });

  it('creates, renames and deletes a fleet through the store', async () => {
    const detail = createFleetDetailStore({ sdk });
    const store = createFleetsStore({ sdk, logger, detail, query: { search: 'Store-made' } });
    const id = await store.createFleet({ name: 'Store-made fleet' });
    expect(store.fleets.value.map((f) => f.id)).toEqual([id]);
    await detail.open(id);
    await store.editFleet(id, { name: 'Store-made fleet (renamed)' });
    expect(store.fleets.value[0]!.name).toBe('Store-made fleet (renamed)');
    expect(detail.fleet.data.value?.name).toBe('Store-made fleet (renamed)');
    await store.deleteFleet(id);
    expect(store.fleets.value).toEqual([]);
    expect(detail.fleetId.value).toBeUndefined();
    await expect(sdk.fleets.getFleet(id)).rejects.toMatchObject({ status: 404 });
  });
});
