// The devices or fleets a version can be installed to, one page by search (SPEC §7 device and
// fleet lists: the SDK's defaults, 10 per page), read through the SDK's install target queries,
// so the live channel keeps them current. Devices carry their status, for SPEC §8's
// pending-update warning. A refresh, or the next page while it loads, keeps the rows shown:
// the table is not emptied under the user's pointer.
import { useFleet, useQuery } from '@fleet/elements';
import { deviceTargetsQuery, fleetTargetsQuery } from '@fleet/sdk';
import type { DeviceStatus } from '@fleet/sdk/domain';
import { useMemo, useState } from 'react';
import type { InstallTab } from './install-targets';

export interface InstallCandidate {
  id: string;
  name: string;
  /** The device id, or the fleet id. */
  secondary: string;
  status?: DeviceStatus;
  /** A fleet's devices with a pending update (SPEC §8), when known. */
  pendingUpdates?: number;
}

export interface CandidatePage {
  /** Nothing to show yet (the first page of this tab is on its way). */
  loading: boolean;
  rows: InstallCandidate[];
  total: number;
  error?: unknown;
}

interface Found {
  tab: InstallTab;
  rows: InstallCandidate[];
  total: number;
}

export const CANDIDATES_PAGE_SIZE = 10;

export function useInstallCandidates(
  tab: InstallTab,
  search: string,
  offset: number,
): CandidatePage {
  const { sdk } = useFleet();
  const page = { search, offset, limit: CANDIDATES_PAGE_SIZE };
  const devices = useQuery(tab === 'devices' ? deviceTargetsQuery(sdk, page) : undefined);
  const fleets = useQuery(tab === 'fleets' ? fleetTargetsQuery(sdk, page) : undefined);
  const found = useMemo<Found | undefined>(() => {
    if (tab === 'devices')
      return (
        devices.data && {
          tab,
          total: devices.data.total,
          rows: devices.data.values.map((d) => ({
            id: d.deviceUuid,
            name: d.deviceName,
            secondary: d.deviceId,
            status: d.deviceStatus,
          })),
        }
      );
    return (
      fleets.data && {
        tab,
        total: fleets.data.total,
        rows: fleets.data.values.map((f) => ({ id: f.id, name: f.name, secondary: f.id })),
      }
    );
  }, [tab, devices.data, fleets.data]);
  // The last page found stays while another page of the same tab loads.
  const [kept, setKept] = useState<Found | undefined>(found);
  if (found && found !== kept) setKept(found);
  const shown = found ?? (kept?.tab === tab ? kept : undefined);
  const error = tab === 'devices' ? devices.error : fleets.error;
  return {
    loading: !shown && !error,
    rows: shown?.rows ?? [],
    total: shown?.total ?? 0,
    ...(error && { error }),
  };
}
