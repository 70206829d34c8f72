// The Fleets column (SPEC §3 "Fleet membership (deviceFleets)"): the fleet names of the
// devices on the page, read with one fleet-membership call per page (batched by URL length in
// the SDK). Reloaded when the page's devices change, not when a live event patches one.
import type { DevicesStore, FleetSdk, Logger } from '@fleet/sdk';
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-react';

export interface DeviceFleets {
  /** Fleet names by device uuid, for the devices of the page. */
  readonly fleets: ReadonlySignal<ReadonlyMap<string, readonly string[]> | undefined>;
  /** Follows the page until the returned stop is called. */
  follow(): () => void;
}

export function createDeviceFleets(
  sdk: Pick<FleetSdk, 'devices'>,
  devices: Pick<DevicesStore, 'devices'>,
  logger: Logger = console,
): DeviceFleets {
  const fleets = signal<ReadonlyMap<string, readonly string[]> | undefined>(undefined);
  // A string, so a patched device (same uuids) does not count as a change.
  const uuids = computed(() => devices.devices.value.map((device) => device.deviceUuid).join(' '));

  return {
    fleets,
    follow() {
      let controller: AbortController | undefined;
      const stop = effect(() => {
        const list = uuids.value === '' ? [] : uuids.value.split(' ');
        controller?.abort();
        if (list.length === 0) return;
        const mine = new AbortController();
        controller = mine;
        sdk.devices
          .getFleetMembership(list, { signal: mine.signal })
          .then((membership) => {
            if (mine.signal.aborted) return;
            fleets.value = new Map(
              Object.entries(membership).map(([uuid, of]) => [uuid, of.map((f) => f.name)]),
            );
          })
          .catch((error: unknown) => {
            // The column stays empty; the table itself is unaffected.
            if (!mine.signal.aborted)
              logger.warn('Could not load the fleets of the devices', error);
          });
      });
      return () => {
        stop();
        controller?.abort();
      };
    },
  };
}
