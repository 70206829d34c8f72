// One device's open remote access session (its server, port, expiry and keys), or that it
// has none.
import type { RemoteAccessStore } from '@fleet/sdk';
import { useEffect } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { Skeleton } from '../../primitives/skeleton/Skeleton.js';
import { LoadFailed } from './LoadFailed.js';
import { definition, details, mono, term } from './SessionList.css.js';
import type { EndSession } from './SessionsPanel.js';
import { useFormatDateTime } from '../../i18n/format-date-time.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export interface DeviceSessionProps {
  store: RemoteAccessStore;
  deviceUuid: string;
  onEnd: EndSession;
}

export function DeviceSession({ store, deviceUuid, onEnd }: DeviceSessionProps) {
  const t = useFormatMessage();
  const formatDateTime = useFormatDateTime();
  const loaded = useSignalValue(store.deviceSession.data);
  const loading = useSignalValue(store.deviceSession.loading);
  const loadError = useSignalValue(store.deviceSession.error);
  const mayKill = useCapabilities().can('remoteSessions', 'kill');
  // A failure stays in store.deviceSession.error, shown with a retry button.
  const refresh = () => void store.loadDeviceSession(deviceUuid).catch(() => undefined);
  useEffect(
    () => void store.loadDeviceSession(deviceUuid).catch(() => undefined),
    [store, deviceUuid],
  );

  if (loadError && !loading) return <LoadFailed error={loadError} onRetry={refresh} />;
  if (loaded?.deviceUuid !== deviceUuid) return <Skeleton shape="rect" height="64px" />;
  const { session } = loaded;
  if (!session) return <EmptyState title={t('ui.remoteAccess.noDeviceSession')} />;
  return (
    <div part="device-session">
      <dl className={details}>
        <dt className={term}>{t('ui.remoteAccess.server')}</dt>
        <dd className={`${definition} ${mono}`}>
          {session.ssh.RaServerUrl}:{session.ssh.ReversePort}
        </dd>
        <dt className={term}>{t('ui.remoteAccess.expiresAt')}</dt>
        <dd className={definition}>{formatDateTime(session.ssh.ExpiresAt)}</dd>
      </dl>
      <Button
        variant="negative"
        {...rightProps(mayKill)}
        onClick={() => onEnd(deviceUuid, deviceUuid)}
        part="kill-button"
      >
        {t('ui.remoteAccess.killSession')}
      </Button>
    </div>
  );
}
