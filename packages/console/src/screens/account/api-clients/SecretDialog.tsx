// The client just created, with its secret (SPEC §3 API client): shown this once, with a copy
// button; closing forgets it (the store's dismissSecret), as the server never shows it again.
import { Button, Dialog, useSignalValue } from '@fleet/elements';
import { useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import { accountStore } from '../account-stores';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import '../../../i18n/messages/account';

export function SecretDialog() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const store = accountStore();
  const created = useSignalValue(store.createdClient);

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      toasts.positive(t('console.account.apiClients.copied'));
    } catch (error) {
      toasts.negative(t('console.account.apiClients.copyFailed', { reason: errorText(error) }));
    }
  }

  return (
    <Dialog
      open={created !== undefined}
      type="alert"
      variant="info"
      title={t('console.account.apiClients.secretTitle', { name: created?.name ?? '' })}
      confirmLabel={t('console.account.apiClients.done')}
      onConfirm={() => store.dismissSecret()}
      onCancel={() => store.dismissSecret()}
    >
      {created && (
        <div className={css.form}>
          <p className={css.detail}>{t('console.account.apiClients.secretOnce')}</p>
          <dl className={css.facts}>
            <dt className={css.term}>{t('console.account.apiClients.clientId')}</dt>
            <dd className={`${css.detail} ${css.secret}`}>{created.clientId}</dd>
            <dt className={css.term}>{t('console.account.apiClients.secret')}</dt>
            <dd className={`${css.detail} ${css.secret}`} data-testid="api-client-secret">
              {created.clientSecret}
            </dd>
          </dl>
          <div className={css.actions}>
            <Button onClick={() => void copy(created.clientSecret)}>
              {t('console.account.apiClients.copy')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
