// Every open remote access session of the user, with its device, server and expiry.
import type { RemoteAccessStore, RemoteUserSession } from '@fleet/sdk';
import { useEffect } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { Table } from '../../primitives/table/Table.js';
import { LoadFailed } from './LoadFailed.js';
import { mono, muted } from './SessionList.css.js';
import type { EndSession } from './SessionsPanel.js';
import { useDeviceNames } from './use-device-names.js';
import { useFormatDateTime } from '../../i18n/format-date-time.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export function UserSessions({ store, onEnd }: { store: RemoteAccessStore; onEnd: EndSession }) {
  const t = useFormatMessage();
  const formatDateTime = useFormatDateTime();
  const sessions = useSignalValue(store.sessions.data);
  const loading = useSignalValue(store.sessions.loading);
  const loadError = useSignalValue(store.sessions.error);
  const mayKill = useCapabilities().can('remoteSessions', 'kill');
  const names = useDeviceNames((sessions ?? []).map((session) => session.deviceId));
  // A failure stays in store.sessions.error, shown with a retry button.
  const refresh = () => void store.refreshSessions().catch(() => undefined);
  useEffect(() => void store.refreshSessions().catch(() => undefined), [store]);

  if (loadError && !loading) return <LoadFailed error={loadError} onRetry={refresh} />;
  return (
    <Table<RemoteUserSession>
      label={t('ui.remoteAccess.sessions')}
      rows={sessions ?? []}
      rowId={(session) => session.deviceId}
      loading={loading && sessions === undefined}
      empty={<EmptyState title={t('ui.remoteAccess.noSessions')} />}
      columns={[
        {
          id: 'device',
          header: t('ui.remoteAccess.device'),
          cell: ({ deviceId }) =>
            names.has(deviceId) ? (
              <>
                <div>{names.get(deviceId)}</div>
                <div className={`${mono} ${muted}`}>{deviceId}</div>
              </>
            ) : (
              <span className={mono}>{deviceId}</span>
            ),
        },
        {
          id: 'server',
          header: t('ui.remoteAccess.server'),
          cell: ({ session }) => (
            <span className={mono}>
              {session.ssh.RaServerUrl}:{session.ssh.ReversePort}
            </span>
          ),
        },
        {
          id: 'expires',
          header: t('ui.remoteAccess.expiresAt'),
          cell: ({ session }) => formatDateTime(session.ssh.ExpiresAt),
        },
        {
          id: 'actions',
          pinned: 'end',
          header: t('ui.remoteAccess.actions'),
          align: 'end',
          cell: ({ deviceId }) => (
            <Button
              size="sm"
              variant="negative"
              {...rightProps(mayKill)}
              aria-label={t('ui.remoteAccess.killSessionNamed', {
                device: names.get(deviceId) ?? deviceId,
              })}
              onClick={() => onEnd(deviceId, names.get(deviceId) ?? deviceId)}
            >
              {t('ui.remoteAccess.killSession')}
            </Button>
          ),
        },
      ]}
    />
  );
}
