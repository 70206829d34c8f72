// Creating or editing an API client (SPEC §3 API client; §5 name and type required). The SDK
// checks the request: its messages show at their field. A failed call is a toast, and the
// dialog stays open with what the user typed.
import type { ApiClient } from '@fleet/sdk';
import { Dialog, Select, TextField, useMutation } from '@fleet/elements';
import { FleetValidationError } from '@fleet/sdk/domain';
import { useState } from 'react';
import { useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import { accountStore } from '../account-stores';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import { apiClientProblems, type ApiClientProblems } from './api-client-problems';
import {
  NEW_API_CLIENT,
  createRequestOf,
  formOf,
  updateOf,
  type ApiClientForm,
} from './api-client-form';
import { useApiClientTypes } from './use-api-client-types';
import '../../../i18n/messages/account';

export interface ApiClientDialogProps {
  open: boolean;
  /** The client to edit; a new one when undefined. */
  client: ApiClient | undefined;
  onClose(): void;
}

export function ApiClientDialog({ open, client, onClose }: ApiClientDialogProps) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const store = accountStore();
  const types = useApiClientTypes();
  const [form, setForm] = useState<ApiClientForm>(client ? formOf(client) : NEW_API_CLIENT);
  const [problems, setProblems] = useState<ApiClientProblems>({});
  const change = (patch: Partial<ApiClientForm>) => setForm((now) => ({ ...now, ...patch }));

  /** Creates, or saves the changes; resolves whether the dialog may close. */
  async function submit(): Promise<boolean> {
    if (!client) {
      const request = createRequestOf(form);
      if (!request.ok) return invalidLifetime();
      const created = await store.createApiClient(request.value);
      toasts.positive(t('console.account.apiClients.created', { name: created.name }));
      return true;
    }
    const changes = updateOf(client, form);
    if (!changes.ok) return invalidLifetime();
    if (Object.keys(changes.value).length === 0) return true;
    const updated = await store.updateApiClient(client.clientId, changes.value);
    toasts.positive(t('console.account.apiClients.updated', { name: updated.name }));
    return true;
  }

  function invalidLifetime(): false {
    setProblems({ lifetime: t('console.account.apiClients.lifetimeInvalid') });
    return false;
  }

  const saving = useMutation(submit);
  const busy = saving.pending;

  async function save() {
    if (busy) return;
    setProblems({});
    try {
      if (await saving.run(undefined)) onClose();
    } catch (error) {
      if (error instanceof FleetValidationError) setProblems(apiClientProblems(error));
      else
        toasts.negative(
          client
            ? t('console.account.apiClients.updateFailed', {
                name: client.name,
                reason: errorText(error),
              })
            : t('console.account.apiClients.createFailed', { reason: errorText(error) }),
        );
    }
  }

  return (
    <Dialog
      open={open}
      type="confirm"
      title={
        client
          ? t('console.account.apiClients.editTitle', { name: client.name })
          : t('console.account.apiClients.createTitle')
      }
      confirmLabel={t(
        client ? 'console.account.apiClients.save' : 'console.account.apiClients.create',
      )}
      onConfirm={() => void save()}
      onCancel={onClose}
    >
      <div className={css.form}>
        <TextField
          label={t('console.account.apiClients.name')}
          value={form.name}
          error={problems.name}
          onChange={(name) => change({ name })}
        />
        {!client && (
          <Select
            label={t('console.account.apiClients.type')}
            value={form.type}
            error={problems.type}
            options={types.map((type) => ({
              value: type,
              label: t(`console.account.apiClients.type.${type}`),
            }))}
            onChange={(value) => {
              const type = types.find((known) => known === value);
              if (type) change({ type });
            }}
          />
        )}
        <TextField
          label={t('console.account.apiClients.description')}
          value={form.description}
          onChange={(description) => change({ description })}
        />
        <TextField
          label={t('console.account.apiClients.lifetime')}
          description={t('console.account.apiClients.lifetimeHint')}
          inputMode="numeric"
          value={form.lifetime}
          error={problems.lifetime}
          onChange={(lifetime) => change({ lifetime })}
        />
        {problems.form && (
          <p className={css.problem} role="alert">
            {problems.form}
          </p>
        )}
      </div>
    </Dialog>
  );
}
