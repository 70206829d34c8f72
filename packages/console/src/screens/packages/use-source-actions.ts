// Refreshing and deleting a package source (SPEC §4 Delegation states, §8 'Unable to refresh
// this source'): the store marks the source refreshing or deleting and keeps the error; the
// user also reads how it went in a toast.
import { sourceFailureText, type PackageSourcesStore } from '@fleet/sdk';
import { useCallback } from 'react';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/packages';

export interface SourceActions {
  refresh(name: string, shown: string): Promise<void>;
  /** Resolves whether the source was deleted. */
  remove(name: string, shown: string): Promise<boolean>;
}

export function useSourceActions(sources: PackageSourcesStore): SourceActions {
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();

  const refresh = useCallback(
    async (name: string, shown: string) => {
      try {
        await sources.refresh(name);
        toasts.positive(t('console.packages.refreshed', { name: shown }));
      } catch (error) {
        // With the reason the server gave, as the source's row shows it.
        toasts.negative(sourceFailureText(error));
      }
    },
    [sources, t, toasts],
  );

  const remove = useCallback(
    async (name: string, shown: string) => {
      const confirmed = await dialogs.confirm({
        title: t('console.packages.deleteSourceTitle', { name: shown }),
        message: t('console.packages.deleteSourceMessage'),
        variant: 'negative',
        confirmLabel: t('console.packages.delete'),
      });
      if (!confirmed) return false;
      try {
        await sources.delete(name);
      } catch (error) {
        toasts.negative(
          t('console.packages.sourceDeleteFailed', { name: shown, reason: errorText(error) }),
        );
        return false;
      }
      toasts.positive(t('console.packages.sourceDeleted', { name: shown }));
      return true;
    },
    [sources, t, dialogs, toasts],
  );

  return { refresh, remove };
}
