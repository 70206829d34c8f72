// SPEC §2 /remote-access/sessions and the device remote-access tab: the open sessions (the
// user's, or one device's), each with an End session action that asks first, and the form
// that starts one.
import type { RemoteAccessStore } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Dialog } from '../../primitives/dialog/Dialog.js';
import { DeviceSession } from './DeviceSession.js';
import { useErrorText } from './error-text.js';
import { failure, panel } from './SessionList.css.js';
import { StartSessionForm } from './StartSessionForm.js';
import { UserSessions } from './UserSessions.js';
import { useMutation } from '../../connection/use-mutation.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export interface SessionsPanelProps {
  store: RemoteAccessStore;
  /** Shows this device's session only; absent: every open session of the user. */
  deviceUuid?: string | undefined;
  onSessionStarted(deviceUuid: string): void;
  onSessionKilled(deviceUuid: string): void;
  onShowKeys(): void;
}

/** Asks to end the session of a device (`device`: how the question names it). */
export type EndSession = (deviceUuid: string, device: string) => void;

export function SessionsPanel({
  store,
  deviceUuid,
  onSessionStarted,
  onSessionKilled,
  onShowKeys,
}: SessionsPanelProps) {
  const t = useFormatMessage();
  const errorText = useErrorText();
  const [ending, setEnding] = useState<{ deviceUuid: string; device: string }>();
  const kill = useMutation((uuid: string) => store.closeSession(uuid));
  const shownDevice = useSignalValue(store.deviceSession.data);
  // A device has one session at a time: none to start while it has one (or is loading).
  const canStart =
    deviceUuid === undefined ||
    (shownDevice?.deviceUuid === deviceUuid && shownDevice.session === undefined);

  useEffect(() => {
    // Starting needs the keys; a failure shows on the Keys tab (the form waits for them).
    store.refreshPublicKeys().catch(() => undefined);
  }, [store]);

  const askToEnd: EndSession = (uuid, device) => {
    kill.reset();
    setEnding({ deviceUuid: uuid, device });
  };

  return (
    <div className={panel}>
      {deviceUuid ? (
        <DeviceSession store={store} deviceUuid={deviceUuid} onEnd={askToEnd} />
      ) : (
        <UserSessions store={store} onEnd={askToEnd} />
      )}
      {kill.error && (
        <p role="alert" className={failure}>
          {errorText(kill.error)}
        </p>
      )}
      {canStart && (
        <StartSessionForm
          store={store}
          deviceUuid={deviceUuid}
          onStarted={onSessionStarted}
          onShowKeys={onShowKeys}
        />
      )}
      <Dialog
        open={ending !== undefined}
        type="confirm"
        variant="negative"
        title={t('ui.remoteAccess.killTitle')}
        confirmLabel={t('ui.remoteAccess.killSession')}
        onCancel={() => setEnding(undefined)}
        onConfirm={async () => {
          const uuid = ending?.deviceUuid;
          setEnding(undefined);
          // A failure is kept in kill.error, shown above the list.
          if (uuid)
            await kill.run(uuid).then(
              () => onSessionKilled(uuid),
              () => undefined,
            );
        }}
      >
        {ending && t('ui.remoteAccess.killMessage', { device: ending.device })}
      </Dialog>
    </div>
  );
}
