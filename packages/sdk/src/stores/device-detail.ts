// The device page (SPEC §2 /devices/{id}/{tab}, §3 Device): the active device with its
// installed packages and the derived OS / application / bootloader / subsystems packages, its
// update assignment, components, installation reports, update list (updateInfo) and the
// events of its active update. A failed device load clears the active device (SPEC §4).
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { devicePageFollowUps, type DeviceStatus } from '../domain/device-status';
import {
  installedApplicationPackage,
  installedBootloaderPackage,
  installedOsPackage,
  installedSubsystemsPackages,
  toInstalledPackages,
  updateInfo,
  uptaneComponentInfo,
} from '../domain/installed-packages';
import { requireDeviceUuid } from '../domain/validation';
import type { FleetSdk } from '../fleet';
import type { DeviceEvent } from '../resources/device-history';
import type { DeviceDetail } from '../resources/devices';
import type { PageQuery } from '../resources/request-options';
import { clearParts, deviceDetailParts, type DeviceDetailParts } from './device-detail-parts';
import { followState } from './support/followed-state';

export interface DeviceDetailStoreDeps {
  sdk: Pick<FleetSdk, 'devices' | 'updates'>;
}

/** Installation reports shown per page on the device page. */
export const INSTALLATION_REPORTS_PAGE_SIZE = 10;

export type DeviceDetailStore = ReturnType<typeof createDeviceDetailStore>;

export function createDeviceDetailStore(deps: DeviceDetailStoreDeps) {
  const { devices, updates } = deps.sdk;
  const active = signal<string | undefined>(undefined);
  const parts = signal<DeviceDetailParts>(deviceDetailParts());
  let reportsPage: PageQuery = { offset: 0, limit: INSTALLATION_REPORTS_PAGE_SIZE };

  // Every load checks it still concerns the device shown before it touches anything.
  const partsOf = (uuid: string) => (active.peek() === uuid ? parts.peek() : undefined);

  const installed = followState(parts, (p) => p.installedPackages);
  const updateList = followState(parts, (p) => p.updates);

  async function loadDevice(uuid: string, p: DeviceDetailParts) {
    try {
      await p.device.run(() => devices.getDevice(uuid));
    } catch (error) {
      if (partsOf(uuid) === p) {
        clearParts(p); // SPEC §4: a failed detail load clears the active device
        active.value = undefined;
      }
      throw error;
    }
  }

  const loadInstalled = (uuid: string, p: DeviceDetailParts) =>
    Promise.all([
      p.installedPackages.run(async () =>
        toInstalledPackages(await devices.listInstalledPackages(uuid)),
      ),
      p.components.run(async () => (await devices.listComponents(uuid))?.map(uptaneComponentInfo)),
    ]);

  async function loadUpdates(uuid: string, p: DeviceDetailParts) {
    await Promise.all([
      p.assignment.run(() => devices.getUpdateAssignment(uuid)),
      p.updates.run(() => updates.listDeviceUpdates(uuid)),
    ]);
    // The events shown follow updateInfo until the user picks another update.
    const info = updateInfo(p.updates.data.peek() ?? []);
    if (!p.updateEventsChosen && info && info.correlationId !== p.updateEventsCorrelationId.peek())
      await loadEvents(uuid, p, info.correlationId);
  }

  async function loadEvents(uuid: string, p: DeviceDetailParts, correlationId: string) {
    p.updateEventsCorrelationId.value = correlationId;
    await p.updateEvents.run(async (signal) => {
      const events: DeviceEvent[] = [];
      for await (const event of devices.iterateEvents(uuid, { correlationId }, { signal }))
        events.push(event);
      return events;
    });
  }

  const loadReports = (uuid: string, p: DeviceDetailParts) =>
    p.installationReports.run((signal) =>
      devices.listInstallationReports(uuid, reportsPage, { signal }),
    );

  // Runs every load; each part keeps its own error, and the first failure is rethrown.
  async function loadAll(uuid: string, p: DeviceDetailParts) {
    const results = await Promise.allSettled([
      loadDevice(uuid, p),
      loadInstalled(uuid, p),
      loadUpdates(uuid, p),
      loadReports(uuid, p),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  const whenActive = async (run: (uuid: string, p: DeviceDetailParts) => Promise<unknown>) => {
    const uuid = active.peek();
    const p = uuid === undefined ? undefined : partsOf(uuid);
    if (uuid !== undefined && p) await run(uuid, p);
  };

  return {
    /** The uuid of the device shown; undefined when none is (or its load failed). */
    uuid: active as ReadonlySignal<string | undefined>,
    device: followState(parts, (p) => p.device),
    installedPackages: installed,
    installedBootloaderPackage: computed(() =>
      installedBootloaderPackage(installed.data.value ?? []),
    ),
    installedOsPackage: computed(() => installedOsPackage(installed.data.value ?? [])),
    installedApplicationPackage: computed(() =>
      installedApplicationPackage(installed.data.value ?? []),
    ),
    installedSubsystemsPackages: computed(() =>
      installedSubsystemsPackages(installed.data.value ?? []),
    ),
    components: followState(parts, (p) => p.components),
    assignment: followState(parts, (p) => p.assignment),
    installationReports: followState(parts, (p) => p.installationReports),
    /** The device's scheduled updates, then its pending assignment. */
    updates: updateList,
    /** The scheduled update, or else the first one listed (SPEC §3). */
    updateInfo: computed(() => updateInfo(updateList.data.value ?? [])),
    /** The events of the active update, oldest first. */
    updateEvents: followState(parts, (p) => p.updateEvents),
    /** The active update: the one whose events `updateEvents` holds. */
    updateEventsCorrelationId: computed(() => parts.value.updateEventsCorrelationId.value),

    /**
     * Shows a device and loads everything the page needs. Resolves when all is loaded; rejects
     * with the first failure (each part keeps its own error). If the device itself cannot be
     * read, the active device is cleared.
     */
    async open(uuid: string): Promise<void> {
      requireDeviceUuid(uuid);
      if (active.peek() !== uuid) {
        clearParts(parts.peek());
        parts.value = deviceDetailParts();
        reportsPage = { offset: 0, limit: INSTALLATION_REPORTS_PAGE_SIZE };
        active.value = uuid;
      }
      await loadAll(uuid, parts.peek());
    },
    /** Stops showing a device. */
    close(): void {
      clearParts(parts.peek());
      parts.value = deviceDetailParts();
      active.value = undefined;
    },
    /** Reloads everything of the active device (after a reconnect, say). */
    refresh: () => whenActive(loadAll),
    refreshInstalledPackages: () => whenActive(loadInstalled),
    /** Reloads the assignment and the update list (and the active update's events). */
    refreshUpdates: () => whenActive(loadUpdates),
    /** Shows another page of installation reports. */
    loadInstallationReports(page: PageQuery) {
      reportsPage = { ...page };
      return whenActive(loadReports);
    },
    /** Shows the events of another update of the device (update history). */
    showUpdateEvents(correlationId: string) {
      return whenActive((uuid, p) => {
        p.updateEventsChosen = true;
        return loadEvents(uuid, p, correlationId);
      });
    },

    /** Changes the active device in place if it is `uuid` (a live event, a finished action). */
    patchDevice(uuid: string, change: Partial<DeviceDetail>): boolean {
      const p = partsOf(uuid);
      if (!p?.device.data.peek()) return false;
      p.device.update((device) => device && { ...device, ...change });
      return true;
    },
    /**
     * Sets the active device's update status and runs its follow-ups (devicePageFollowUps):
     * SPEC §4's (UpToDate reloads its installed packages and components, UpdateScheduled its
     * update list), and any change reloads the update list, a finished update the reports.
     */
    async setDeviceStatus(uuid: string, status: DeviceStatus): Promise<void> {
      const p = partsOf(uuid);
      const device = p?.device.data.peek();
      if (!p || !device) return;
      p.device.update((current) => current && { ...current, deviceStatus: status });
      const followUps = {
        refreshInstalledPackages: loadInstalled,
        fetchUpdates: loadUpdates,
        refreshInstallationReports: loadReports,
      } as const;
      await Promise.all(
        devicePageFollowUps(device.deviceStatus, status).map((followUp) =>
          followUps[followUp](uuid, p),
        ),
      );
    },
    /** Adds a reported event to the active update's events when device and update match. */
    appendUpdateEvent(uuid: string, correlationId: string, event: DeviceEvent): boolean {
      const p = partsOf(uuid);
      if (!p || p.updateEventsCorrelationId.peek() !== correlationId) return false;
      p.updateEvents.update((events = []) =>
        events.some((known) => known.eventId === event.eventId) ? events : [...events, event],
      );
      return true;
    },

    dispose(): void {
      clearParts(parts.peek());
      active.value = undefined;
    },
  };
}
