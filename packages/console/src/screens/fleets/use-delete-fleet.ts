// Deleting a fleet (SPEC §2 fleet manager, fleets:delete): a negative confirm dialog first,
// then a toast that says what happened; a refusal reaches the user with the server's reason.
import type { Fleet, FleetsStore } from '@fleet/sdk';
import { useCallback } from 'react';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/fleets';

/** Resolves true once the fleet is deleted; false when the user cancelled or it failed. */
export function useDeleteFleet(
  fleets: FleetsStore,
): (fleet: Pick<Fleet, 'id' | 'name'>) => Promise<boolean> {
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  return useCallback(
    async ({ id, name }) => {
      const confirmed = await dialogs.confirm({
        title: t('console.fleets.deleteTitle', { name }),
        message: t('console.fleets.deleteMessage'),
        variant: 'negative',
        confirmLabel: t('console.fleets.delete'),
        cancelLabel: t('console.fleets.cancel'),
      });
      if (!confirmed) return false;
      try {
        await fleets.deleteFleet(id);
        toasts.positive(t('console.fleets.deleted', { name }));
        return true;
      } catch (error) {
        toasts.negative(t('console.fleets.deleteFailed', { name, reason: errorText(error) }), null);
        return false;
      }
    },
    [dialogs, fleets, t, toasts],
  );
}
