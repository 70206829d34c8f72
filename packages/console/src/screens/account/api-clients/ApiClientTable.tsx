// The user's API clients (SPEC §3 API client): name, type, description and token lifetime, each
// with edit and delete (delete asks first). Actions without their right are not permitted.
import type { ApiClient } from '@fleet/sdk';
import {
  Button,
  EmptyState,
  rightProps,
  Table,
  type TableColumn,
  useCapabilities,
  useSignalValue,
} from '@fleet/elements';
import { useConsoleDialogs, useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import { accountStore } from '../account-stores';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import '../../../i18n/messages/account';

export function ApiClientTable({ onEdit }: { onEdit(client: ApiClient): void }) {
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  const { can } = useCapabilities();
  const store = accountStore();
  const clients = useSignalValue(store.apiClients);
  const loading = useSignalValue(store.loading);

  async function remove(client: ApiClient) {
    const confirmed = await dialogs.confirm({
      title: t('console.account.apiClients.deleteTitle', { name: client.name }),
      message: t('console.account.apiClients.deleteMessage'),
      variant: 'negative',
      confirmLabel: t('console.account.apiClients.delete'),
    });
    if (!confirmed) return;
    try {
      await store.deleteApiClient(client.clientId);
      toasts.positive(t('console.account.apiClients.deleted', { name: client.name }));
    } catch (error) {
      toasts.negative(
        t('console.account.apiClients.deleteFailed', {
          name: client.name,
          reason: errorText(error),
        }),
      );
    }
  }

  const columns: TableColumn<ApiClient>[] = [
    { id: 'name', header: t('console.account.apiClients.name'), cell: (c) => c.name },
    {
      id: 'type',
      header: t('console.account.apiClients.type'),
      cell: (c) => t(`console.account.apiClients.type.${c.type}`),
    },
    {
      id: 'description',
      header: t('console.account.apiClients.description'),
      cell: (c) => c.description ?? '',
    },
    {
      id: 'lifetime',
      header: t('console.account.apiClients.lifetime'),
      align: 'end',
      cell: (c) =>
        c.access_token_lifetime_seconds ?? t('console.account.apiClients.lifetimeDefault'),
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.account.apiClients.actions'),
      cell: (c) => (
        <span className={css.actions}>
          <Button
            size="sm"
            aria-label={t('console.account.apiClients.editNamed', { name: c.name })}
            {...rightProps(can('apiClients', 'update'))}
            onClick={() => onEdit(c)}
          >
            {t('console.account.apiClients.edit')}
          </Button>
          <Button
            size="sm"
            variant="negative"
            aria-label={t('console.account.apiClients.deleteNamed', { name: c.name })}
            {...rightProps(can('apiClients', 'delete'))}
            onClick={() => void remove(c)}
          >
            {t('console.account.apiClients.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Table
      label={t('console.account.apiClients.table')}
      columns={columns}
      rows={clients ?? []}
      rowId={(c) => c.clientId}
      loading={loading && !clients}
      empty={<EmptyState title={t('console.account.apiClients.none')} />}
    />
  );
}
