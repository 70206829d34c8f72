// The stores of one device page (SPEC §2 /devices/{id}/{tab}): the SDK's device detail store
// (the device, its packages, updates, reports and events) and its device actions store, made
// over the screens' connection and kept current by the live channel (SPEC §4).
import {
  createDeviceActionsStore,
  createDeviceDetailStore,
  type DeviceActionsStore,
  type DeviceDetailStore,
} from '@fleet/sdk';
import { useFleet, useSignalValue } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { useNameForCrumbs } from '../../routing/crumb-names';

export interface DevicePage {
  detail: DeviceDetailStore;
  actions: DeviceActionsStore;
}

export function useDevicePage(uuid: string): DevicePage {
  const connection = useFleet();
  // Made once per mount: making them sends nothing.
  const [page] = useState<DevicePage>(() => {
    const detail = createDeviceDetailStore({ sdk: connection.sdk });
    return { detail, actions: createDeviceActionsStore({ sdk: connection.sdk, detail }) };
  });
  const { detail } = page;

  useEffect(() => connection.syncWithLive({ detail }), [connection, detail]);

  useEffect(() => {
    // Each part keeps its own error, which the screen and its tabs show.
    detail.open(uuid).catch(() => undefined);
    return () => detail.close();
  }, [detail, uuid]);

  const device = useSignalValue(detail.device.data);
  useNameForCrumbs('device', device?.deviceUuid, device?.deviceName);

  return page;
}
