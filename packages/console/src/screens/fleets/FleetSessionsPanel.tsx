// The remote-access tab of a fleet's page (remoteSessions:list): the open remote sessions of
// the fleet's devices, or a clear empty state.
import { EmptyState, Table, useFleet, type TableColumn } from '@fleet/elements';
import type { RemoteUserSession } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { fleetRemoteSessions } from './fleet-sessions';
import { mono } from '../parts/parts.css';
import { panel, subtitle } from './fleets.css';

// Kept with the fleet it is of, so another fleet's sessions never show while this one loads.
type Loaded = { fleetId: string } & ({ sessions: RemoteUserSession[] } | { failure: string });

export function FleetSessionsPanel({ fleetId }: { fleetId: string }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const { sdk } = useFleet();
  const [result, setResult] = useState<Loaded>();
  useEffect(() => {
    let current = true;
    fleetRemoteSessions(sdk, fleetId).then(
      (sessions) => current && setResult({ fleetId, sessions }),
      (error: unknown) => current && setResult({ fleetId, failure: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [sdk, fleetId]);

  const loaded = result?.fleetId === fleetId ? result : undefined;
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
      {loaded && 'failure' in loaded ? (
        <Alert>{t('console.fleets.sessionsLoadFailed', { reason: loaded.failure })}</Alert>
      ) : (
        <Table
          label={t('console.fleets.sessionsTable')}
          columns={columns}
          rows={loaded?.sessions ?? []}
          rowId={(s) => s.deviceId}
          loading={loaded === undefined}
          empty={<EmptyState title={t('console.fleets.noSessions')} />}
        />
      )}
    </div>
  );
}
