// Starts a remote access session (SPEC §7 POST /remote-access/device/{deviceUuid}/sessions):
// for a device (fixed, or chosen here), the registered keys allowed to log in (all by
// default) and how long it lasts. Without a registered key there is nothing to start with.
import { FleetValidationError } from '@fleet/sdk/domain';
import type { RemoteAccessStore, RemoteSessionRequest } from '@fleet/sdk';
import { useContext, useId, useState } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { LocaleContext, useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { Select } from '../../primitives/select/Select.js';
import { DeviceChooser } from './DeviceChooser.js';
import { useErrorText } from './error-text.js';
import { publicKeyText } from './public-key-text.js';
import {
  DEFAULT_SESSION_DURATION,
  durationLabel,
  SESSION_DURATIONS,
  type SessionDuration,
} from './session-durations.js';
import {
  addForm,
  choice,
  failure,
  formTitle,
  keyChoices,
  legend,
  muted,
  submitAligned,
} from './SessionList.css.js';
import { useMutation } from '../../connection/use-mutation.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export interface StartSessionFormProps {
  store: RemoteAccessStore;
  /** The device of the session; absent: the user chooses one. */
  deviceUuid?: string | undefined;
  onStarted(deviceUuid: string): void;
  /** Shows the Keys tab (to add a key first). */
  onShowKeys(): void;
}

/** Which field a refusal of the SDK's checks is about. */
function fieldOf(error: Error | undefined): 'device' | 'keys' | undefined {
  if (!(error instanceof FleetValidationError)) return undefined;
  if (error.messageId === 'required.deviceUuid') return 'device';
  return error.params.field === 'PublicKeys' ? 'keys' : undefined;
}

export function StartSessionForm({
  store,
  deviceUuid,
  onStarted,
  onShowKeys,
}: StartSessionFormProps) {
  const t = useFormatMessage();
  const locale = useContext(LocaleContext);
  const errorText = useErrorText();
  const id = useId();
  const keys = useSignalValue(store.publicKeys.data);
  const [chosenDevice, setChosenDevice] = useState<string | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [duration, setDuration] = useState<SessionDuration>(DEFAULT_SESSION_DURATION);
  const start = useMutation(({ uuid, request }: { uuid: string; request: RemoteSessionRequest }) =>
    store.openSession(uuid, request),
  );
  const mayStart = useCapabilities().can('remoteSessions', 'initiate');
  const problemField = fieldOf(start.error);

  if (keys && keys.length === 0)
    return (
      <p className={muted} part="start-session">
        {t('ui.remoteAccess.needKey')}{' '}
        <Button size="sm" variant="secondary" onClick={onShowKeys}>
          {t('ui.remoteAccess.keys')}
        </Button>
      </p>
    );

  const allowed = (keys ?? []).filter((key) => !excluded.has(key.keyId));
  const toggle = (keyId: string) => {
    const next = new Set(excluded);
    if (next.has(keyId)) next.delete(keyId);
    else next.add(keyId);
    setExcluded(next);
    start.reset();
  };

  return (
    <form
      className={addForm}
      aria-labelledby={`${id}-title`}
      noValidate
      part="start-session"
      onSubmit={async (event) => {
        event.preventDefault();
        // Enter in a field submits too: not without the right (nor before it is known).
        if (mayStart !== 'granted') return;
        const uuid = deviceUuid ?? chosenDevice ?? '';
        // A failure is kept in start.error, shown by the field it is about.
        const started = await start
          .run({
            uuid,
            request: {
              PublicKeys: allowed.map((key) => key.pubkey),
              SessionDuration: duration,
            },
          })
          .then(
            () => true,
            () => false,
          );
        if (started) {
          setChosenDevice(null);
          onStarted(uuid);
        }
      }}
    >
      <h3 id={`${id}-title`} className={formTitle}>
        {t('ui.remoteAccess.startTitle')}
      </h3>
      {deviceUuid === undefined && (
        <DeviceChooser
          value={chosenDevice}
          onChange={(uuid) => {
            setChosenDevice(uuid);
            start.reset();
          }}
          error={problemField === 'device' ? errorText(start.error) : undefined}
        />
      )}
      <Select
        label={t('ui.remoteAccess.duration')}
        value={duration}
        options={SESSION_DURATIONS.map((value) => ({
          value,
          label: durationLabel(value, locale),
        }))}
        onChange={(value) => setDuration(value as SessionDuration)}
      />
      <fieldset
        className={keyChoices}
        aria-describedby={problemField === 'keys' ? `${id}-keys-error` : undefined}
      >
        <legend className={legend}>{t('ui.remoteAccess.sessionKeys')}</legend>
        {(keys ?? []).map((key) => (
          <label key={key.keyId} className={choice}>
            <input
              type="checkbox"
              checked={!excluded.has(key.keyId)}
              onChange={() => toggle(key.keyId)}
            />
            {publicKeyText(key).name}
          </label>
        ))}
        {problemField === 'keys' && (
          <span id={`${id}-keys-error`} className={failure}>
            {errorText(start.error)}
          </span>
        )}
      </fieldset>
      {start.error && problemField === undefined && (
        <p role="alert" className={failure}>
          {errorText(start.error)}
        </p>
      )}
      {/* Until the keys are known, a start would send none of them. */}
      <Button
        type="submit"
        variant="primary"
        {...rightProps(mayStart, start.pending || keys === undefined)}
        className={submitAligned}
      >
        {t('ui.remoteAccess.startSession')}
      </Button>
    </form>
  );
}
