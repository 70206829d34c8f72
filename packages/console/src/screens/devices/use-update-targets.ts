// The devices an update goes to (their names, statuses and hardware ids) for the update form,
// read through the SDK's chosen devices query, so the live channel keeps their statuses current.
import type { Device } from '@fleet/sdk';
import { chosenDevicesQuery } from '@fleet/sdk';
import { useFleet, useQuery } from '@fleet/elements';
import { errorText } from '../parts/error-text';

export type UpdateTargets =
  | { state: 'loading' }
  | { state: 'known'; devices: Device[] }
  | { state: 'failed'; reason: string };

export function useUpdateTargets(uuids: readonly string[]): UpdateTargets {
  const { sdk } = useFleet();
  const { data, error } = useQuery(chosenDevicesQuery(sdk, uuids));
  if (data) return { state: 'known', devices: data };
  if (error) return { state: 'failed', reason: errorText(error) };
  return { state: 'loading' };
}
