// The devices or fleets a version can be installed to, one page by search (SPEC §7 device and
// fleet lists: the SDK's defaults, 10 per page). Devices carry their status, for SPEC §8's
// pending-update warning.
import { useFleet } from '@fleet/elements';
import type { DeviceStatus } from '@fleet/sdk/domain';
import { useEffect, useState } from 'react';
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
  loading: boolean;
  rows: InstallCandidate[];
  total: number;
  error?: unknown;
}

export const CANDIDATES_PAGE_SIZE = 10;

export function useInstallCandidates(tab: InstallTab, search: string, offset: number) {
  const { sdk } = useFleet();
  const [page, setPage] = useState<CandidatePage>({ loading: true, rows: [], total: 0 });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const query = { search, offset, limit: CANDIDATES_PAGE_SIZE };
    setPage((current) => ({ ...current, loading: true }));
    const found =
      tab === 'devices'
        ? sdk.devices.listDevices(query, { signal }).then(({ values, total }) => ({
            total,
            rows: values.map((d) => ({
              id: d.deviceUuid,
              name: d.deviceName,
              secondary: d.deviceId,
              status: d.deviceStatus,
            })),
          }))
        : sdk.fleets.listFleets(query, { signal }).then(({ values, total }) => ({
            total,
            rows: values.map((f) => ({ id: f.id, name: f.name, secondary: f.id })),
          }));
    found.then(
      (loaded) => !signal.aborted && setPage({ loading: false, ...loaded }),
      (error: unknown) => !signal.aborted && setPage({ loading: false, rows: [], total: 0, error }),
    );
    return () => controller.abort();
  }, [sdk, tab, search, offset]);
  return page;
}
