// The devices an update goes to, read from the server (their names, statuses and hardware ids)
// for the update form.
import type { Device } from '@fleet/sdk';
import { useFleet } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { errorText } from '../parts/error-text';

export type UpdateTargets =
  | { state: 'loading' }
  | { state: 'known'; devices: Device[] }
  | { state: 'failed'; reason: string };

export function useUpdateTargets(uuids: readonly string[]): UpdateTargets {
  const { sdk } = useFleet();
  const [targets, setTargets] = useState<UpdateTargets>({ state: 'loading' });
  const key = uuids.join(',');
  useEffect(() => {
    const controller = new AbortController();
    const deviceUuids = key === '' ? [] : key.split(',');
    setTargets({ state: 'loading' });
    (async () => {
      const devices: Device[] = [];
      for await (const device of sdk.devices.iterateDevices(
        { deviceUuids },
        { signal: controller.signal },
      ))
        devices.push(device);
      return devices;
    })().then(
      (devices) => setTargets({ state: 'known', devices }),
      (error: unknown) => {
        if (!controller.signal.aborted) setTargets({ state: 'failed', reason: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [sdk, key]);
  return targets;
}
