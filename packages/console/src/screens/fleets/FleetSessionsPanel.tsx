// The remote-access tab of a fleet's page (remoteSessions:list): the open remote sessions of
// the fleet's devices, or a clear empty state.
import { EmptyState, Table, useFleet, useQuery, type TableColumn } from '@fleet/elements';
import { fleetSessionsQuery, type RemoteUserSession } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { mono } from '../parts/parts.css';
import { panel, subtitle } from './fleets.css';
import '../../i18n/messages/fleets';

export function FleetSessionsPanel({ fleetId }: { fleetId: string }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const { sdk } = useFleet();
  // Another fleet's sessions never show while this one's load: the query is keyed by fleet.
  const sessions = useQuery(fleetSessionsQuery(sdk, fleetId));
  const columns: TableColumn<RemoteUserSession>[] = [
    {
      id: 'device',
      header: t('console.fleets.sessionDevice'),
      cell: (s) => <span className={mono}>{s.deviceId}</span>,
    },
    {
      id: 'address',
      header: t('console.fleets.sessionAddress'),
      cell: (s) => (
        <span className={mono}>{`${s.session.ssh.RaServerUrl}:${s.session.ssh.ReversePort}`}</span>
      ),
    },
    {
      id: 'expires',
      header: t('console.fleets.sessionExpires'),
      cell: (s) => formatDateTime(s.session.ssh.ExpiresAt),
    },
  ];
  return (
    <div className={panel}>
      <h2 className={subtitle}>{t('console.fleets.sessionsTitle')}</h2>
      {sessions.error ? (
        <Alert>
          {t('console.fleets.sessionsLoadFailed', { reason: errorText(sessions.error) })}
        </Alert>
      ) : (
        <Table
          label={t('console.fleets.sessionsTable')}
          columns={columns}
          rows={sessions.data ?? []}
          rowId={(s) => s.deviceId}
          loading={sessions.data === undefined}
          empty={<EmptyState title={t('console.fleets.noSessions')} />}
        />
      )}
    </div>
  );
}
