// The stores one device table runs on: the SDK's devices store (its own query and page) and
// device actions store, the page's fleet names, all over the connection, which also gives
// the user's options and saved filters (shared with the other widgets). The page is loaded
// once mounted and kept current by the live channel (SPEC §4).
import {
  createDeviceActionsStore,
  createDevicesStore,
  type DeviceActionsStore,
  type DevicesStore,
} from '@fleet/sdk';
import type { DeviceListQuery } from '@fleet/sdk/domain';
import { useEffect, useState } from 'react';
import type { FleetConnection } from '../../connection/fleet-connection.js';
import { createDeviceFleets, type DeviceFleets } from './device-fleets.js';

export interface DeviceTableStores {
  devices: DevicesStore;
  actions: DeviceActionsStore;
  fleets: DeviceFleets;
}

export function useDeviceTableStores(
  connection: FleetConnection,
  initialQuery: DeviceListQuery,
  fleetsShown: boolean,
): DeviceTableStores {
  // Made once per mount (a new connection remounts the table): making them sends nothing.
  const [stores] = useState(() => {
    const sdk = {
      devices: connection.resource('devices'),
      updates: connection.resource('updates'),
    };
    const devices = createDevicesStore({ sdk, query: initialQuery });
    return {
      devices,
      actions: createDeviceActionsStore({ sdk, devices }),
      fleets: createDeviceFleets(sdk, devices),
    };
  });
  const { devices, fleets } = stores;

  useEffect(() => {
    // A failure stays in devices.error, which the table shows.
    devices.refresh().catch(() => undefined);
    // Only cancels work in flight: the store is usable again if React mounts it again.
    return () => devices.dispose();
  }, [devices]);

  useEffect(() => connection.syncWithLive({ devices }), [connection, devices]);

  // The bulk actions need the rights (SPEC §6): asked now, they are known by the time a row
  // is selected.
  useEffect(() => connection.discoverRights(), [connection]);

  useEffect(() => {
    // Without the user's options (an API client token may not read them) the defaults apply.
    connection.userOptions
      .load()
      .catch((error: unknown) => console.warn('Could not load the user options', error));
  }, [connection]);

  useEffect(() => (fleetsShown ? fleets.follow() : undefined), [fleets, fleetsShown]);

  return stores;
}
