// SPEC §2 /remote-access/keys: the user's OpenSSH public keys, which sessions let log in.
// A key is added with an optional label; the server checks it is a valid OpenSSH key and says
// why not under the field. Deleting asks first.
import type { RemoteAccessKey, RemoteAccessStore } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { Dialog } from '../../primitives/dialog/Dialog.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { Table } from '../../primitives/table/Table.js';
import { AddKeyForm } from './AddKeyForm.js';
import { useErrorText } from './error-text.js';
import { LoadFailed } from './LoadFailed.js';
import { publicKeyText } from './public-key-text.js';
import { failure, mono, muted, panel } from './SessionList.css.js';
import { useMutation } from '../../connection/use-mutation.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export function KeysPanel({ store }: { store: RemoteAccessStore }) {
  const t = useFormatMessage();
  const errorText = useErrorText();
  const keys = useSignalValue(store.publicKeys.data);
  const loading = useSignalValue(store.publicKeys.loading);
  const loadError = useSignalValue(store.publicKeys.error);
  const [deleting, setDeleting] = useState<RemoteAccessKey>();
  const remove = useMutation((keyId: string) => store.deletePublicKey(keyId));
  const mayDelete = useCapabilities().can('remoteAccessKeys', 'delete');
  // A failure stays in store.publicKeys.error, shown with a retry button.
  const refresh = () => void store.refreshPublicKeys().catch(() => undefined);
  useEffect(() => void store.refreshPublicKeys().catch(() => undefined), [store]);

  return (
    <div className={panel}>
      <AddKeyForm store={store} />
      {remove.error && (
        <p role="alert" className={failure}>
          {errorText(remove.error)}
        </p>
      )}
      {loadError && !loading ? (
        <LoadFailed error={loadError} onRetry={refresh} />
      ) : (
        <Table<RemoteAccessKey>
          label={t('ui.remoteAccess.keys')}
          rows={keys ?? []}
          rowId={(key) => key.keyId}
          loading={loading && keys === undefined}
          empty={<EmptyState title={t('ui.remoteAccess.noKeys')} />}
          columns={[
            {
              id: 'key',
              header: t('ui.remoteAccess.key'),
              cell: (key) => {
                const text = publicKeyText(key);
                return (
                  <>
                    <div>{text.name}</div>
                    <div className={muted}>
                      {text.type} <span className={mono}>{text.excerpt}</span>
                    </div>
                  </>
                );
              },
            },
            {
              id: 'actions',
              pinned: 'end',
              header: t('ui.remoteAccess.actions'),
              align: 'end',
              cell: (key) => (
                <Button
                  size="sm"
                  variant="secondary"
                  {...rightProps(mayDelete)}
                  aria-label={t('ui.remoteAccess.deleteKeyNamed', {
                    key: publicKeyText(key).name,
                  })}
                  onClick={() => setDeleting(key)}
                >
                  {t('ui.remoteAccess.deleteKey')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Dialog
        open={deleting !== undefined}
        type="confirm"
        variant="negative"
        title={t('ui.remoteAccess.deleteKeyTitle')}
        confirmLabel={t('ui.remoteAccess.deleteKey')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const key = deleting;
          setDeleting(undefined);
          if (key) void remove.run(key.keyId).catch(() => undefined);
        }}
      >
        {deleting && t('ui.remoteAccess.deleteKeyMessage', { key: publicKeyText(deleting).name })}
      </Dialog>
    </div>
  );
}
