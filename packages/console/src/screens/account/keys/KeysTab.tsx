// The /account/keys tab (SPEC §7 Accounts keys): download credentials.zip (credentials:download)
// and rotate the provisioning, garage-tools and repository root keys (credentials:manageKeys),
// each rotation confirmed first and its outcome a toast.
import { Button, rightProps, useCapabilities, useSignalValue } from '@fleet/elements';
import { useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import { accountStore } from '../account-stores';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import { KeyRotation } from './KeyRotation';
import { ACCOUNT_KEYS } from './account-keys';
import { saveFile } from './save-file';
import { PageHeader } from '../../parts/PageHeader';
import '../../../i18n/messages/account';

export function KeysTab() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const { can } = useCapabilities();
  const store = accountStore();
  const downloading = useSignalValue(store.downloading);

  async function download() {
    try {
      saveFile(await store.downloadCredentials(), 'credentials.zip');
      toasts.positive(t('console.account.keys.downloaded'));
    } catch (error) {
      toasts.negative(t('console.account.keys.downloadFailed', { reason: errorText(error) }));
    }
  }

  return (
    <section className={css.tab} aria-labelledby="account-keys-title">
      <PageHeader level={2} titleId="account-keys-title" title={t('console.account.keys.title')} />
      <section className={css.section} aria-labelledby="account-credentials-title">
        <h2 id="account-credentials-title" className={css.sectionHeading}>
          {t('console.account.keys.credentials')}
        </h2>
        <p className={css.hint}>{t('console.account.keys.credentialsHint')}</p>
        <div className={css.actions}>
          <Button
            variant="primary"
            {...rightProps(can('credentials', 'download'), downloading)}
            onClick={() => void download()}
          >
            {t(downloading ? 'console.account.keys.downloading' : 'console.account.keys.download')}
          </Button>
        </div>
      </section>
      <section className={css.section} aria-labelledby="account-rotation-title">
        <h2 id="account-rotation-title" className={css.sectionHeading}>
          {t('console.account.keys.rotation')}
        </h2>
        {ACCOUNT_KEYS.map((key) => (
          <KeyRotation key={key.key} text={key} right={can('credentials', 'manageKeys')} />
        ))}
      </section>
    </section>
  );
}
