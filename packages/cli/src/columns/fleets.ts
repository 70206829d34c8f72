// How a fleet reads in a table.
import type { Fleet, FleetDeviceStats } from '@fleet/sdk';
import type { Column } from '../output';

export const FLEET_COLUMNS: readonly Column<Fleet>[] = [
  { header: 'Name', value: (f) => f.name },
  { header: 'Type', value: (f) => f.fleetType },
  { header: 'Created', value: (f) => f.createdAt },
  { header: 'Id', value: (f) => f.id },
];

export const FLEET_FIELDS: readonly Column<Fleet>[] = [
  ...FLEET_COLUMNS,
  { header: 'Expression', value: (f) => f.expression },
];

export const FLEET_STATS_FIELDS: readonly Column<FleetDeviceStats>[] = [
  { header: 'Devices', value: (s) => s.total },
  { header: 'Hibernated', value: (s) => s.hibernated },
  ...(
    ['UpToDate', 'Outdated', 'UpdatePending', 'UpdateScheduled', 'Error', 'NotSeen'] as const
  ).map((status): Column<FleetDeviceStats> => ({
    header: status,
    value: (s) => s.statuses[status],
  })),
];
