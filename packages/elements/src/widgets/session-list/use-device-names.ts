// The names of the devices sessions belong to (a session names its device only by uuid), in
// one device list call; a uuid stays shown where the name cannot be read.
import { useEffect, useState } from 'react';
import { useFleet } from '../../connection/FleetProvider.js';

export function useDeviceNames(deviceUuids: readonly string[]): ReadonlyMap<string, string> {
  const devices = useFleet().resource('devices');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  // The list arrives new on every render: compare its contents.
  const key = [...deviceUuids].sort().join(',');

  useEffect(() => {
    if (key === '') return;
    const uuids = key.split(',');
    const controller = new AbortController();
    devices
      .listDevices({ deviceUuids: uuids, limit: uuids.length }, { signal: controller.signal })
      .then(
        (page) =>
          setNames(new Map(page.values.map((device) => [device.deviceUuid, device.deviceName]))),
        (error: unknown) => {
          if (!controller.signal.aborted)
            console.warn('Could not read the names of the devices with sessions', error);
        },
      );
    return () => controller.abort();
  }, [devices, key]);

  return names;
}
