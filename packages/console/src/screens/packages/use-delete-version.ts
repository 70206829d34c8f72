// Deleting a package version (needs packages:delete): asks first, says how it went, and
// reloads the versions shown. Resolves whether the version was deleted.
import { QUERY_KEYS, type Package } from '@fleet/sdk';
import { useFleet, useMutation } from '@fleet/elements';
import { useCallback } from 'react';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { errorText } from '../parts/error-text';
import '../../i18n/messages/packages';

export function useDeleteVersion(afterDelete: () => void): (version: Package) => Promise<boolean> {
  const { sdk } = useFleet();
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  // Through the one mutation helper: what is known of the version is read again after.
  const { run: deletePackage } = useMutation(
    (packageId: string) => sdk.packages.deletePackage(packageId),
    [QUERY_KEYS.packageVersion],
  );
  return useCallback(
    async ({ packageId, name, version }) => {
      const confirmed = await dialogs.confirm({
        title: t('console.packages.deleteTitle', { name, version }),
        message: t('console.packages.deleteMessage'),
        variant: 'negative',
        confirmLabel: t('console.packages.delete'),
      });
      if (!confirmed) return false;
      try {
        await deletePackage(packageId);
      } catch (error) {
        toasts.negative(t('console.packages.deleteFailed', { version, reason: errorText(error) }));
        return false;
      }
      toasts.positive(t('console.packages.deleted', { name, version }));
      afterDelete();
      return true;
    },
    [deletePackage, t, dialogs, toasts, afterDelete],
  );
}
