// The table of the dashboard's recent update activity (RecentUpdates.tsx): a chunk of its own
// with the elements' Table, loaded beside the activity's data rather than before the
// dashboard shows.
import { DeviceStatusBadge, EmptyState, Table, type TableColumn } from '@fleet/elements';
import type { UpdateActivity } from '@fleet/sdk';
import { assignmentDisplayState } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { FleetLink } from '../fleets/FleetLink';
import { mono } from '../parts/parts.css';
import '../../i18n/messages/dashboard';

export interface ActivityTableProps {
  rows: readonly UpdateActivity[];
  loading: boolean;
}

export function ActivityTable({ rows, loading }: ActivityTableProps) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const columns: TableColumn<UpdateActivity>[] = [
    {
      id: 'device',
      header: t('console.dashboard.activity.device'),
      cell: (row) => (
        <FleetLink to={`/devices/${encodeURIComponent(row.deviceUuid)}/updates`}>
          {row.deviceName}
        </FleetLink>
      ),
    },
    {
      id: 'state',
      header: t('console.dashboard.activity.state'),
      cell: (row) => <DeviceStatusBadge state={assignmentDisplayState(row)} />,
    },
    {
      id: 'packages',
      header: t('console.dashboard.activity.packages'),
      cell: (row) => <span className={mono}>{row.packageIds.join(', ')}</span>,
    },
    {
      id: 'since',
      header: t('console.dashboard.activity.since'),
      cell: (row) => (row.createdAt ? formatDateTime(row.createdAt) : ''),
    },
  ];
  return (
    <Table
      label={t('console.dashboard.activity.table')}
      columns={columns}
      rows={rows}
      rowId={(row) => `${row.deviceUuid} ${row.correlationId}`}
      loading={loading}
      empty={<EmptyState title={t('console.dashboard.activity.none')} />}
    />
  );
}
