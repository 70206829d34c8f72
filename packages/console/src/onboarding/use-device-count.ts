// How many devices the active repository has, for the pairing step: read once when shown.
import { useEffect, useState } from 'react';
import { fleetApp } from '../app/fleet-app';

export type DeviceCount =
  { state: 'loading' } | { state: 'known'; count: number } | { state: 'failed'; reason: string };

export function useDeviceCount(): DeviceCount {
  const [count, setCount] = useState<DeviceCount>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fleetApp()
      .fleet.devices.countDevices()
      .then(
        (value) => current && setCount({ state: 'known', count: value }),
        (error: unknown) =>
          current &&
          setCount({
            state: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          }),
      );
    return () => {
      current = false;
    };
  }, []);
  return count;
}
