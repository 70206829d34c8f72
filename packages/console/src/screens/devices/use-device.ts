// One device read once for a screen that edits or updates it (the device page has its store).
import type { DeviceDetail } from '@fleet/sdk';
import { useFleet } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { useNameForCrumbs } from '../../routing/crumb-names';
import { errorText } from '../parts/error-text';

export type LoadedDevice =
  | { state: 'loading' }
  | { state: 'known'; device: DeviceDetail }
  | { state: 'failed'; reason: string };

export function useDevice(uuid: string): LoadedDevice {
  const { sdk } = useFleet();
  const [loaded, setLoaded] = useState<LoadedDevice>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    sdk.devices.getDevice(uuid).then(
      (device) => current && setLoaded({ state: 'known', device }),
      (error: unknown) => current && setLoaded({ state: 'failed', reason: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [sdk, uuid]);
  useNameForCrumbs('device', uuid, loaded.state === 'known' ? loaded.device.deviceName : undefined);
  return loaded;
}
