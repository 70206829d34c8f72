// SPEC §2 /remote-access/{tab} (sessions, keys, accept-list) and the device remote-access tab,
// over the SDK's remote access store: the open sessions with start and end (one device's when
// `deviceUuid` is given, else the user's), the user's OpenSSH public keys, and the accepted
// IP addresses.
import { createRemoteAccessStore } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useFleet } from '../../connection/FleetProvider.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Tabs } from '../../primitives/tabs/Tabs.js';
import { AcceptedIpsPanel } from './AcceptedIpsPanel.js';
import { KeysPanel } from './KeysPanel.js';
import { sessionList } from './SessionList.css.js';
import { SessionsPanel } from './SessionsPanel.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

/** The tabs, named as SPEC §2's /remote-access/{tab} routes. */
export const REMOTE_ACCESS_TABS = ['sessions', 'keys', 'accept-list'] as const;
export type RemoteAccessTab = (typeof REMOTE_ACCESS_TABS)[number];

const isTab = (value: unknown): value is RemoteAccessTab =>
  REMOTE_ACCESS_TABS.includes(value as RemoteAccessTab);

export interface SessionListProps {
  /** Shows this device's session only (the device remote-access tab). */
  deviceUuid?: string;
  /** The tab shown: 'sessions' (default), 'keys' or 'accept-list'. */
  tab?: string;
  onSessionStarted?(detail: { deviceUuid: string }): void;
  onSessionKilled?(detail: { deviceUuid: string }): void;
  /** The user chose another tab (e.g. to keep it in the page's address). */
  onTabChanged?(detail: { tab: RemoteAccessTab }): void;
}

export function SessionList({
  deviceUuid,
  tab,
  onSessionStarted,
  onSessionKilled,
  onTabChanged,
}: SessionListProps) {
  const t = useFormatMessage();
  const connection = useFleet();
  // One store per mount (a new connection remounts the widget); making it sends nothing.
  const [store] = useState(() =>
    createRemoteAccessStore({
      sdk: { remoteAccess: connection.resource('remoteAccess') },
    }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const asked = isTab(tab) ? tab : 'sessions';
  const [selected, setSelected] = useState<RemoteAccessTab>(asked);
  const [shownAsked, setShownAsked] = useState(asked);
  // A new `tab` from the host selects it (state derived from a prop, not an effect).
  if (shownAsked !== asked) {
    setShownAsked(asked);
    setSelected(asked);
  }
  const select = (next: RemoteAccessTab) => {
    setSelected(next);
    onTabChanged?.({ tab: next });
  };
  const labels: Record<RemoteAccessTab, string> = {
    sessions: t('ui.remoteAccess.sessions'),
    keys: t('ui.remoteAccess.keys'),
    'accept-list': t('ui.remoteAccess.acceptList'),
  };

  return (
    <div className={sessionList} part="session-list">
      <Tabs
        label={t('ui.remoteAccess.label')}
        tabs={REMOTE_ACCESS_TABS.map((id) => ({ id, label: labels[id] }))}
        selectedId={selected}
        onSelect={(id) => isTab(id) && select(id)}
      >
        {selected === 'sessions' && (
          <SessionsPanel
            store={store}
            deviceUuid={deviceUuid || undefined}
            onSessionStarted={(uuid) => onSessionStarted?.({ deviceUuid: uuid })}
            onSessionKilled={(uuid) => onSessionKilled?.({ deviceUuid: uuid })}
            onShowKeys={() => select('keys')}
          />
        )}
        {selected === 'keys' && <KeysPanel store={store} />}
        {selected === 'accept-list' && <AcceptedIpsPanel store={store} />}
      </Tabs>
    </div>
  );
}
