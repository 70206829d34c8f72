// The dashboard's recent update activity: the newest updates pending or in progress, each
// device a link to its update history. Live through the query cache.
import {
  DeviceStatusBadge,
  EmptyState,
  Table,
  useFleet,
  useQuery,
  type TableColumn,
} from '@fleet/elements';
import { recentUpdateActivity, type UpdateActivity } from '@fleet/sdk';
import { assignmentDisplayState } from '@fleet/sdk/domain';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { FleetLink } from '../fleets/FleetLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { mono, section, subheading } from '../parts/parts.css';
import '../../i18n/messages/dashboard';

export function RecentUpdates() {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const { sdk } = useFleet();
  const activity = useQuery(recentUpdateActivity(sdk));
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
    <section className={section} aria-labelledby="dashboard-activity">
      <h2 id="dashboard-activity" className={subheading}>
        {t('console.dashboard.activity')}
      </h2>
      {activity.error && (
        <Alert>
          {t('console.dashboard.activity.failed', { reason: errorText(activity.error) })}
        </Alert>
      )}
      <Table
        label={t('console.dashboard.activity.table')}
        columns={columns}
        rows={activity.data ?? []}
        rowId={(row) => `${row.deviceUuid} ${row.correlationId}`}
        loading={activity.loading && activity.data === undefined}
        empty={<EmptyState title={t('console.dashboard.activity.none')} />}
      />
    </section>
  );
}
