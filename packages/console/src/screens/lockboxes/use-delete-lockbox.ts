// Deleting an offline update (SPEC §6 lockboxes:delete): a negative confirm dialog first, then
// a toast that says what happened; a refusal reaches the user with the server's reason.
import type { LockboxesStore } from '@fleet/sdk';
import { useCallback } from 'react';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/lockboxes';

/** Resolves true once the lockbox is deleted; false when the user cancelled or it failed. */
export function useDeleteLockbox(store: LockboxesStore): (name: string) => Promise<boolean> {
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  return useCallback(
    async (name) => {
      const confirmed = await dialogs.confirm({
        title: t('console.lockboxes.deleteTitle', { name }),
        message: t('console.lockboxes.deleteMessage'),
        variant: 'negative',
        confirmLabel: t('console.lockboxes.delete'),
        cancelLabel: t('console.lockboxes.cancel'),
      });
      if (!confirmed) return false;
      try {
        await store.deleteLockbox(name);
        toasts.positive(t('console.lockboxes.deleted', { name }));
        return true;
      } catch (error) {
        toasts.negative(
          t('console.lockboxes.deleteFailed', { name, reason: errorText(error) }),
          null,
        );
        return false;
      }
    },
    [dialogs, store, t, toasts],
  );
}
