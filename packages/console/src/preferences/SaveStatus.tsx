// Whether the user's changes are stored yet (user option writes go in 500 ms batches, SPEC
// §9), announced politely; a failed write says why and is retried by the store.
import { useSignals } from '@fleet/elements';
import { useState } from 'react';
import { useConsoleText } from '../i18n/use-console-text';
import type { PreferenceStores } from './preference-stores';
import * as css from './preferences.css';
import '../i18n/messages/preferences';

export function SaveStatus({ userOptions }: Pick<PreferenceStores, 'userOptions'>) {
  useSignals();
  const t = useConsoleText();
  const writeError = userOptions.writeError.value;
  const pending = userOptions.unsavedCount.value > 0;
  const loadError = userOptions.error.value;
  // 'Saved' answers a change made here; before any, there is nothing to report.
  const [changed, setChanged] = useState(false);
  if (pending && !changed) setChanged(true);
  return (
    <>
      {loadError && (
        <p className={css.problem} role="alert">
          {t('console.preferences.loadFailed', { reason: loadError.message })}
        </p>
      )}
      <p className={css.status} role="status" data-testid="preferences-save-status">
        {writeError
          ? t('console.preferences.saveFailed', { reason: writeError.message })
          : pending
            ? t('console.preferences.saving')
            : changed
              ? t('console.preferences.saved')
              : ''}
      </p>
    </>
  );
}
