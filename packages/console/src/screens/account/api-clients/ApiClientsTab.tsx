// The /account/api-clients tab (SPEC §3 API client, §6 apiClients rights): the list, create
// (the secret shown once), edit and delete. Without the read right nothing is loaded; an
// account the server refuses (a Maker) reads SPEC §6's upgrade message.
import type { ApiClient } from '@fleet/sdk';
import { Button, rightProps, useCapabilities, useSignalValue } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { useConsoleText } from '../../../i18n';
import { accountStore } from '../account-stores';
import * as css from '../account.css';
import { ApiClientDialog } from './ApiClientDialog';
import { ApiClientTable } from './ApiClientTable';
import { SecretDialog } from './SecretDialog';
import { PageHeader } from '../../parts/PageHeader';
import '../../../i18n/messages/account';

/** The form dialog: a new key per opening, so each starts from the client's values. */
interface Editing {
  client: ApiClient | undefined;
  open: boolean;
  key: number;
}

export function ApiClientsTab() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const store = accountStore();
  const noPermission = useSignalValue(store.noPermission);
  const error = useSignalValue(store.error);
  const [editing, setEditing] = useState<Editing>({ client: undefined, open: false, key: 0 });
  const edit = (client: ApiClient | undefined) =>
    setEditing((now) => ({ client, open: true, key: now.key + 1 }));
  const read = can('apiClients', 'read');

  useEffect(() => {
    // A failure is kept in the store's error (or noPermission) and shown below.
    if (read === 'granted') store.loadApiClients().catch(() => undefined);
  }, [read, store]);

  const create = noPermission ? 'denied' : can('apiClients', 'create');
  return (
    <section className={css.tab} aria-labelledby="account-api-clients-title">
      <PageHeader
        level={2}
        titleId="account-api-clients-title"
        title={t('console.account.apiClients.title')}
        context={t('console.account.apiClients.hint')}
        actions={
          <Button variant="primary" {...rightProps(create)} onClick={() => edit(undefined)}>
            {t('console.account.apiClients.create')}
          </Button>
        }
      />
      {read === 'denied' && (
        <p className={css.problem} role="alert">
          {t('console.account.notPermitted')}
        </p>
      )}
      {read === 'granted' && noPermission && (
        <p className={css.problem} role="alert" data-testid="api-clients-no-permission">
          {t('rights.apiClientsNotPermitted')}
        </p>
      )}
      {read === 'granted' && !noPermission && error && (
        <p className={css.problem} role="alert">
          {t('console.account.apiClients.loadFailed', { reason: error.message })}
        </p>
      )}
      {read === 'granted' && !noPermission && <ApiClientTable onEdit={edit} />}
      <ApiClientDialog
        key={editing.key}
        open={editing.open}
        client={editing.client}
        onClose={() => setEditing((now) => ({ ...now, open: false }))}
      />
      <SecretDialog />
    </section>
  );
}
