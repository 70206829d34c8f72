// A fleet's page (SPEC §2 /fleets/{id}/{tab}, §3 Fleet): the fleet, its device stats and its
// devices, paged like the fleet list (10 per page by name; search and sort debounced 500 ms).
// Live events patch its devices in place (src/live/) and reload its stats, a burst of them once.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { DeviceStatus } from '../domain/device-status';
import type { FleetListQuery } from '../domain/list-queries';
import { requireFleetId, validateFleetListQuery } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import type { Device } from '../resources/devices';
import type { Fleet, FleetDeviceStats } from '../resources/fleets';
import { FLEET_DEVICES_DEFAULT_QUERY, fleetQueryDelay, type FleetsQuery } from './fleet-list-query';
import { asyncState, type AsyncLoader } from './support/async-state';
import { coalesced } from './support/coalesced';
import { followSignal, followState } from './support/followed-state';
import { pagedList, type PagedList } from './support/paged-list';
import type { Scheduler } from './support/scheduler';

export interface FleetDetailStoreDeps {
  sdk: Pick<FleetSdk, 'fleets'>;
  scheduler?: Scheduler;
}

// Everything shown of one fleet, made afresh for each fleet opened.
interface FleetView {
  fleetId: string | undefined;
  fleet: AsyncLoader<Fleet>;
  stats: AsyncLoader<FleetDeviceStats>;
  devices: PagedList<FleetsQuery, Device>;
}

export type FleetDetailStore = ReturnType<typeof createFleetDetailStore>;

/** How long live changes gather before the fleet's stats reload (ms). */
export const FLEET_STATS_RELOAD_MS = 500;

export function createFleetDetailStore(deps: FleetDetailStoreDeps) {
  const { fleets } = deps.sdk;

  const viewOf = (fleetId: string | undefined, query?: FleetListQuery): FleetView => ({
    fleetId,
    fleet: asyncState(),
    stats: asyncState(),
    devices: pagedList<FleetsQuery, Device>({
      defaults: FLEET_DEVICES_DEFAULT_QUERY,
      initial: query,
      load: (q, signal) =>
        fleetId === undefined
          ? Promise.resolve({ values: [], total: 0, offset: q.offset, limit: q.limit })
          : fleets.listFleetDevices(fleetId, q, { signal }),
      keyOf: (device) => device.deviceUuid,
      delayFor: fleetQueryDelay,
      validate: validateFleetListQuery,
      scheduler: deps.scheduler,
    }),
  });

  const current = signal<FleetView>(viewOf(undefined));
  const devices = (view: FleetView) => view.devices;

  const loadStats = (view: FleetView, fleetId: string) =>
    view.stats.run(() => fleets.getFleetDeviceStats(fleetId));
  // A failed background reload stays in `stats.error`, which the fleet page shows.
  const reloadStats = coalesced(
    () => {
      const view = current.peek();
      if (view.fleetId !== undefined) loadStats(view, view.fleetId).catch(() => undefined);
    },
    FLEET_STATS_RELOAD_MS,
    deps.scheduler,
  );

  const replace = (view: FleetView) => {
    reloadStats.cancel();
    const previous = current.peek();
    previous.fleet.abort();
    previous.stats.abort();
    previous.devices.dispose();
    current.value = view;
  };

  async function loadAll(view: FleetView) {
    if (view.fleetId === undefined) return;
    const fleetId = view.fleetId;
    const results = await Promise.allSettled([
      view.fleet.run(() => fleets.getFleet(fleetId)),
      loadStats(view, fleetId),
      view.devices.refresh(),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  return {
    /** The id of the fleet shown. */
    fleetId: computed(() => current.value.fleetId) as ReadonlySignal<string | undefined>,
    fleet: followState(current, (view) => view.fleet),
    /** How the fleet's devices split by update status. */
    stats: followState(current, (view) => view.stats),
    devicesQuery: followSignal(current, (view) => view.devices.query),
    devicesPage: followSignal(current, (view) => view.devices.page),
    /** The devices of the page. */
    devices: followSignal(current, (view) => view.devices.items),
    devicesTotal: followSignal(current, (view) => view.devices.total),
    devicesLoading: followSignal(current, (view) => view.devices.loading),
    devicesError: followSignal(current, (view) => view.devices.error),

    /**
     * Shows a fleet, its stats and the first page of its devices (`query` to start elsewhere).
     * Rejects with the first failure; each part keeps its own error.
     */
    async open(fleetId: string, query?: FleetListQuery): Promise<void> {
      requireFleetId(fleetId);
      if (current.peek().fleetId !== fleetId || query) replace(viewOf(fleetId, query));
      await loadAll(current.peek());
    },
    close(): void {
      replace(viewOf(undefined));
    },
    /** Reloads the fleet, its stats and the device page shown. */
    refresh: () => loadAll(current.peek()),
    /** Searches, sorts or pages the fleet's devices. */
    setDevicesQuery(change: Partial<FleetsQuery>): void {
      devices(current.peek()).setQuery(change);
    },

    /** Changes a device of the page in place (a live event). */
    patchDevice(uuid: string, change: Partial<Device>): boolean {
      return devices(current.peek()).patchItem(uuid, (device) => ({ ...device, ...change }));
    },
    /**
     * A device's new update status: its row changes, and the stats reload (the device may be
     * in the fleet without being on the page).
     */
    setDeviceStatus(uuid: string, status: DeviceStatus): boolean {
      if (current.peek().fleetId !== undefined) reloadStats();
      return devices(current.peek()).patchItem(uuid, (device) => ({
        ...device,
        deviceStatus: status,
      }));
    },
    /** Takes a deleted device off the page; the stats reload. */
    removeDevice(uuid: string): boolean {
      if (current.peek().fleetId !== undefined) reloadStats();
      return devices(current.peek()).removeItem(uuid);
    },

    dispose(): void {
      replace(viewOf(undefined));
    },
  };
}
