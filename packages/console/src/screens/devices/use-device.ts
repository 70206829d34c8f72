// One device for a screen that edits or updates it (the device page has its store), from the
// connection's query cache: a live status change of the device refetches it.
import type { DeviceDetail } from '@fleet/sdk';
import { deviceQuery } from '@fleet/sdk';
import { useFleet, useQuery } from '@fleet/elements';
import { useNameForCrumbs } from '../../routing/crumb-names';
import { errorText } from '../parts/error-text';

export type LoadedDevice =
  | { state: 'loading' }
  | { state: 'known'; device: DeviceDetail }
  | { state: 'failed'; reason: string };

export function useDevice(uuid: string): LoadedDevice {
  const { sdk } = useFleet();
  const { data, error } = useQuery(deviceQuery(sdk, uuid));
  useNameForCrumbs('device', uuid, data?.deviceName);
  if (data) return { state: 'known', device: data };
  if (error) return { state: 'failed', reason: errorText(error) };
  return { state: 'loading' };
}
