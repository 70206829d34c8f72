// The device list (SPEC §2 /devices, §3 Device list query, §9 defaults and refresh debounce):
// the query signal, the page it loads, what each row shows beside the device, and the
// selection bulk actions work on. Live events patch the page in place (src/live/).
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  DEVICES_DEFAULT_SORT,
  DEVICES_PAGE_SIZE,
  DEVICES_REFRESH_DEBOUNCE_MS,
} from '../domain/constants';
import { deviceStatusFollowUps, type DeviceStatus } from '../domain/device-status';
import type { DeviceListQuery, DeviceSortBy, SortDirection } from '../domain/list-queries';
import { validateDeviceListQuery } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import type { Device } from '../resources/devices';
import type { Page } from '../resources/support/paginate';
import { deviceListExtras, type DeviceListExtras } from './device-list-extras';
import { consoleLogger, type Logger } from './support/logger';
import { primeDevicePage, takePrimedDevicePage } from './primed-device-pages';
import { pagedList } from './support/paged-list';
import type { Scheduler } from './support/scheduler';

/** A device list query with its paging and sort always set. */
export interface DevicesQuery extends DeviceListQuery {
  offset: number;
  limit: number;
  sortBy: DeviceSortBy;
  sortDirection: SortDirection;
}

export interface DevicesStoreDeps {
  sdk: Pick<FleetSdk, 'devices' | 'updates'>;
  scheduler?: Scheduler;
  logger?: Logger;
  /** The query to start with (from the URL, say), over 10 per page by lastSeen descending. */
  query?: DeviceListQuery;
}

export type DevicesStore = ReturnType<typeof createDevicesStore>;

/** The page the list starts on: 10 devices, last seen first (SPEC §9). */
export const DEVICES_DEFAULT_QUERY: Readonly<DevicesQuery> = {
  offset: 0,
  limit: DEVICES_PAGE_SIZE,
  ...DEVICES_DEFAULT_SORT,
};

/**
 * Requests now the first page a devices store made with `query` (over `sdk`) will load, so
 * the store, made later (by the screen), shows it without asking again. For a host that
 * knows the screen is coming (a route loader beside its guard).
 */
export function primeDevicesStore(
  sdk: Pick<FleetSdk, 'devices'>,
  query: DeviceListQuery = {},
): void {
  const given = Object.entries(query).filter(([, value]) => value !== undefined);
  primeDevicePage(sdk.devices, { ...DEVICES_DEFAULT_QUERY, ...Object.fromEntries(given) });
}

/**
 * The device list. Nothing loads until `refresh()` or a query change; each query change
 * loads 100 ms after the last one (SPEC §9), so typing in the search box sends one request.
 */
export function createDevicesStore(deps: DevicesStoreDeps) {
  const logger = deps.logger ?? consoleLogger;
  const extras: DeviceListExtras = deviceListExtras(deps.sdk, logger);
  const list = pagedList<DevicesQuery, Device>({
    defaults: DEVICES_DEFAULT_QUERY,
    initial: deps.query,
    // The first page may have been asked for ahead of this store (primeDevicesStore).
    load: (query, signal) =>
      takePrimedDevicePage(deps.sdk.devices, query) ??
      deps.sdk.devices.listDevices(query, { signal }),
    keyOf: (device) => device.deviceUuid,
    delayFor: () => DEVICES_REFRESH_DEBOUNCE_MS,
    validate: validateDeviceListQuery,
    onLoad: (page: Page<Device>) => extras.load(page.values),
    scheduler: deps.scheduler,
  });

  const selected = signal<ReadonlySet<string>>(new Set());
  const changeSelection = (change: (next: Set<string>) => void) => {
    const next = new Set(selected.value);
    change(next);
    selected.value = next;
  };
  const pageUuids = computed(() => list.items.value.map((device) => device.deviceUuid));

  const deviceOnPage = (uuid: string) =>
    list.items.peek().find((device) => device.deviceUuid === uuid);

  return {
    /** The query of the page shown (paging and sort filled in). */
    query: list.query,
    page: list.page,
    /** The devices of the page. */
    devices: list.items,
    /** How many devices match the query. */
    total: list.total,
    loading: list.loading,
    error: list.error,
    ready: list.ready,
    /** Installed packages by device uuid (derive the columns with domain/installed-packages). */
    installedPackages: extras.installedPackages,
    /** The update list of each UpdateScheduled device of the page, by uuid. */
    updates: extras.updates,

    /** Filters, sorts or pages the list; throws a FleetValidationError for an invalid query. */
    setQuery: list.setQuery,
    /** Shows page `index` (0-based) of the current query. */
    setPage(index: number) {
      list.setQuery({ offset: Math.max(0, Math.floor(index)) * list.query.peek().limit });
    },
    /** Loads the current query now; rejects with the load's error (also kept in `error`). */
    refresh: list.refresh,

    /** The uuids chosen for a bulk action; kept across pages until cleared. */
    selected: selected as ReadonlySignal<ReadonlySet<string>>,
    selectedCount: computed(() => selected.value.size),
    /** Every device of the page is selected (a header checkbox's state). */
    pageSelected: computed(
      () => pageUuids.value.length > 0 && pageUuids.value.every((uuid) => selected.value.has(uuid)),
    ),
    select(uuids: readonly string[]) {
      changeSelection((next) => uuids.forEach((uuid) => next.add(uuid)));
    },
    deselect(uuids: readonly string[]) {
      changeSelection((next) => uuids.forEach((uuid) => next.delete(uuid)));
    },
    toggleSelected(uuid: string) {
      changeSelection((next) => (next.has(uuid) ? next.delete(uuid) : next.add(uuid)));
    },
    /** Selects every device of the page, or deselects them all when they all are selected. */
    togglePageSelected() {
      const uuids = pageUuids.peek();
      const all = uuids.length > 0 && uuids.every((uuid) => selected.peek().has(uuid));
      changeSelection((next) =>
        uuids.forEach((uuid) => (all ? next.delete(uuid) : next.add(uuid))),
      );
    },
    clearSelection() {
      selected.value = new Set();
    },

    /** Changes a device of the page in place (a live event, a finished action). */
    patchDevice(uuid: string, change: Partial<Device>): boolean {
      return list.patchItem(uuid, (device) => ({ ...device, ...change }));
    },
    /**
     * Sets a device's update status and runs SPEC §4's follow-ups: a device that becomes
     * UpToDate reloads its installed packages, an UpdateScheduled one its update list.
     * Resolves once they are done; rejects with a follow-up's failure.
     */
    async setDeviceStatus(uuid: string, status: DeviceStatus): Promise<void> {
      const device = deviceOnPage(uuid);
      if (!device) return;
      list.patchItem(uuid, (current) => ({ ...current, deviceStatus: status }));
      await Promise.all(
        deviceStatusFollowUps(device.deviceStatus, status).map((followUp) =>
          followUp === 'refreshInstalledPackages'
            ? extras.refreshInstalledPackages(uuid)
            : extras.refreshUpdates(uuid),
        ),
      );
    },
    /** Takes a deleted device off the page, out of the total and out of the selection. */
    removeDevice(uuid: string): boolean {
      if (selected.peek().has(uuid)) changeSelection((next) => next.delete(uuid));
      return list.removeItem(uuid);
    },
    /** Counts a new device and shows it first on the first page until the next load. */
    addDevice(device: Device): void {
      list.addItem(device);
    },

    dispose() {
      list.dispose();
      extras.dispose();
    },
  };
}
