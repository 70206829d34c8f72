// How many devices the active repository has, for the pairing step, from the connection's
// query cache (live: a paired device counts at once).
import { useFleet, useQuery } from '@fleet/elements';
import { deviceCountQuery } from '@fleet/sdk';

export type DeviceCount =
  { state: 'loading' } | { state: 'known'; count: number } | { state: 'failed'; reason: string };

export function useDeviceCount(): DeviceCount {
  const { sdk } = useFleet();
  const { data, error } = useQuery(deviceCountQuery(sdk));
  if (data !== undefined) return { state: 'known', count: data };
  if (error) return { state: 'failed', reason: error.message };
  return { state: 'loading' };
}
