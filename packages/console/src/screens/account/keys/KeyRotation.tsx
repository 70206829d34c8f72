// One key's rotation: confirmed first (downloaded credentials stop working for it), then a
// toast says whether it was replaced. One rotation runs at a time (the store's rule).
import { Button, rightProps, useSignalValue, type RightState } from '@fleet/elements';
import { useConsoleDialogs, useConsoleToasts } from '../../../dialogs';
import { useConsoleLocale, useConsoleText } from '../../../i18n';
import { accountStore } from '../account-stores';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import type { AccountKeyText } from './account-keys';
import '../../../i18n/messages/account';

export function KeyRotation({ text, right }: { text: AccountKeyText; right: RightState }) {
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  const store = accountStore();
  const rotating = useSignalValue(store.rotating);
  const name = t(text.name);
  // Inside a sentence: 'Rotate the provisioning key?'.
  const key = name.toLocaleLowerCase(locale);

  async function rotate() {
    const confirmed = await dialogs.confirm({
      title: t('console.account.keys.rotateTitle', { key }),
      message: t('console.account.keys.rotateMessage'),
      variant: 'warning',
      confirmLabel: t('console.account.keys.rotate'),
    });
    if (!confirmed) return;
    try {
      await store.rotateKey(text.key);
      toasts.positive(t('console.account.keys.rotated', { key }));
    } catch (error) {
      toasts.negative(t('console.account.keys.rotateFailed', { key, reason: errorText(error) }));
    }
  }

  return (
    <div className={css.titleRow}>
      <div>
        <h3 className={css.heading}>{name}</h3>
        <p className={css.hint}>{t(text.hint)}</p>
      </div>
      <Button
        aria-label={t('console.account.keys.rotateNamed', { key })}
        {...rightProps(right, rotating !== undefined)}
        onClick={() => void rotate()}
      >
        {t(rotating === text.key ? 'console.account.keys.rotating' : 'console.account.keys.rotate')}
      </Button>
    </div>
  );
}
