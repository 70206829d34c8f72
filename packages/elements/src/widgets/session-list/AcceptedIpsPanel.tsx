// SPEC §2 /remote-access/accept-list: the user's accepted IPv4 addresses (exempt from the
// remote access server's rate limiting), added and removed here. The server says why an
// address is refused; that shows under the field.
import type { AcceptedIp, RemoteAccessStore } from '@fleet/sdk';
import { useEffect, useState } from 'react';
import { useSignalValue } from '../../connection/signals.js';
import { rightProps, useCapabilities } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { Table } from '../../primitives/table/Table.js';
import { TextField } from '../../primitives/text-field/TextField.js';
import { useErrorText } from './error-text.js';
import { LoadFailed } from './LoadFailed.js';
import { addForm, failure, grow, mono, panel, submitAligned } from './SessionList.css.js';
import { useMutation } from '../../connection/use-mutation.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export function AcceptedIpsPanel({ store }: { store: RemoteAccessStore }) {
  const t = useFormatMessage();
  const errorText = useErrorText();
  const ips = useSignalValue(store.acceptedIps.data);
  const loading = useSignalValue(store.acceptedIps.loading);
  const loadError = useSignalValue(store.acceptedIps.error);
  const [ip, setIp] = useState('');
  const add = useMutation((address: AcceptedIp) => store.addAcceptedIp(address));
  const remove = useMutation((address: AcceptedIp) => store.removeAcceptedIp(address));
  const { can } = useCapabilities();
  const mayAdd = can('remoteAccessIps', 'add');
  const mayRemove = can('remoteAccessIps', 'delete');
  // A failure stays in store.acceptedIps.error, shown with a retry button.
  const refresh = () => void store.refreshAcceptedIps().catch(() => undefined);
  useEffect(() => void store.refreshAcceptedIps().catch(() => undefined), [store]);

  return (
    <div className={panel}>
      <form
        className={addForm}
        noValidate
        part="add-ip-form"
        onSubmit={async (event) => {
          event.preventDefault();
          // Enter in the field submits too: not without the right (nor before it is known).
          if (mayAdd !== 'granted') return;
          // A failure is kept in add.error, shown under the field.
          await add.run(ip.trim()).then(
            () => setIp(''),
            () => undefined,
          );
        }}
      >
        <div className={grow}>
          <TextField
            label={t('ui.remoteAccess.ip')}
            value={ip}
            onChange={(value) => {
              setIp(value);
              add.reset();
            }}
            error={errorText(add.error)}
            placeholder="203.0.113.7"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button
          type="submit"
          variant="primary"
          {...rightProps(mayAdd, add.pending)}
          className={submitAligned}
        >
          {t('ui.remoteAccess.addIp')}
        </Button>
      </form>
      {remove.error && (
        <p role="alert" className={failure}>
          {errorText(remove.error)}
        </p>
      )}
      {loadError && !loading ? (
        <LoadFailed error={loadError} onRetry={refresh} />
      ) : (
        <Table<AcceptedIp>
          label={t('ui.remoteAccess.acceptList')}
          rows={ips ?? []}
          rowId={(address) => address}
          loading={loading && ips === undefined}
          empty={<EmptyState title={t('ui.remoteAccess.noIps')} />}
          columns={[
            {
              id: 'ip',
              header: t('ui.remoteAccess.ip'),
              cell: (address) => <span className={mono}>{address}</span>,
            },
            {
              id: 'actions',
              pinned: 'end',
              header: t('ui.remoteAccess.actions'),
              align: 'end',
              cell: (address) => (
                <Button
                  size="sm"
                  variant="secondary"
                  {...rightProps(mayRemove, remove.pending)}
                  aria-label={t('ui.remoteAccess.removeIpNamed', { ip: address })}
                  onClick={() => void remove.run(address).catch(() => undefined)}
                >
                  {t('ui.remoteAccess.removeIp')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
