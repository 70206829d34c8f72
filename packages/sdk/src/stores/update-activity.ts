// The dashboard's recent update activity: the newest update assignments of the repository
// (pending or in progress), each with its device's name and the packages it installs. A query
// of the query cache, refetched when a live status change ends or starts one.
import type { FleetSdk } from '../fleet';
import type { UpdateReport } from '../resources/updates';
import type { QueryDefinition } from './query-cache';
import { QUERY_KEYS } from './query-keys';

/** Assignments shown in the recent update activity. */
export const UPDATE_ACTIVITY_SHOWN = 5;

export interface UpdateActivity {
  deviceUuid: string;
  /** The device's name; its uuid when the device could not be read. */
  deviceName: string;
  correlationId: string;
  /** The package ids the update installs, one per component. */
  packageIds: string[];
  /** When it was assigned (its first target's creation). */
  createdAt: string | undefined;
  /** The device has fetched it: in progress rather than pending. */
  inFlight: boolean;
}

const packageIdsOf = (report: UpdateReport) => [
  ...new Set(Object.values(report.targets).map((target) => target.image.filepath)),
];

const createdAtOf = (report: UpdateReport) =>
  Object.values(report.targets)
    .map((target) => target.createdAt)
    .sort()[0];

export function recentUpdateActivity(
  sdk: Pick<FleetSdk, 'updates' | 'devices'>,
): QueryDefinition<UpdateActivity[]> {
  return {
    key: [...QUERY_KEYS.updates, 'recent'],
    fetch: async (signal) => {
      const { values } = await sdk.updates.listUpdateReports(
        { offset: 0, limit: UPDATE_ACTIVITY_SHOWN },
        { signal },
      );
      if (values.length === 0) return [];
      const deviceUuids = [...new Set(values.map((report) => report.deviceUuid))];
      const devices = await sdk.devices.listDevices(
        { deviceUuids, limit: deviceUuids.length },
        { signal },
      );
      const names = new Map(devices.values.map((d) => [d.deviceUuid, d.deviceName]));
      return values.map((report) => ({
        deviceUuid: report.deviceUuid,
        deviceName: names.get(report.deviceUuid) ?? report.deviceUuid,
        correlationId: report.correlationId,
        packageIds: packageIdsOf(report),
        createdAt: createdAtOf(report),
        inFlight: report.inFlight,
      }));
    },
  };
}
