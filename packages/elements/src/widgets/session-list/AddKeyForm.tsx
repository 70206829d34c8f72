// Adds an OpenSSH public key (as pasted from ~/.ssh/*.pub) with an optional label. The SDK
// refuses an empty key before any request; the server says why a key is not valid OpenSSH.
import type { RemoteAccessPublicKey, RemoteAccessStore } from '@fleet/sdk';
import { useState } from 'react';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { TextField } from '../../primitives/text-field/TextField.js';
import { useErrorText } from './error-text.js';
import { addForm, grow, submitAligned } from './SessionList.css.js';
import { useMutation } from '../../connection/use-mutation.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export function AddKeyForm({ store }: { store: RemoteAccessStore }) {
  const t = useFormatMessage();
  const errorText = useErrorText();
  const [pubkey, setPubkey] = useState('');
  const [label, setLabel] = useState('');
  const add = useMutation((key: RemoteAccessPublicKey) => store.addPublicKey(key));
  const mayAdd = useCapabilities().can('remoteAccessKeys', 'add');

  return (
    <form
      className={addForm}
      noValidate
      part="add-key-form"
      onSubmit={async (event) => {
        event.preventDefault();
        // Enter in a field submits too: not without the right (nor before it is known).
        if (mayAdd !== 'granted') return;
        // A failure is kept in add.error, shown under the field.
        const added = await add
          .run({
            pubkey: pubkey.trim(),
            ...(label.trim() && { meta: { label: label.trim() } }),
          })
          .then(
            () => true,
            () => false,
          );
        if (added) {
          setPubkey('');
          setLabel('');
        }
      }}
    >
      <div className={grow}>
        <TextField
          label={t('ui.remoteAccess.publicKey')}
          value={pubkey}
          onChange={(value) => {
            setPubkey(value);
            add.reset();
          }}
          error={errorText(add.error)}
          placeholder="ssh-ed25519 AAAA… me@laptop"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div>
        <TextField
          label={t('ui.remoteAccess.keyLabel')}
          value={label}
          onChange={setLabel}
          autoComplete="off"
        />
      </div>
      <Button
        type="submit"
        variant="primary"
        {...rightProps(mayAdd, add.pending)}
        className={submitAligned}
      >
        {t('ui.remoteAccess.addKey')}
      </Button>
    </form>
  );
}
