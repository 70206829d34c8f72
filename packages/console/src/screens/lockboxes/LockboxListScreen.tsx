// SPEC §2 /lockboxes, Offline Updates: every lockbox with its packages and expiry (expired
// ones marked), searched with the search in the address; creating one (lockboxes:create) and
// deleting one after a confirm (lockboxes:delete).
import { TextField, useCapabilities, useSignalValue } from '@fleet/elements';
import { useEffect, useMemo } from 'react';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { toolbar } from '../parts/parts.css';
import { screen } from '../screen.css';
import { PageHeader } from '../parts/PageHeader';
import { useUrlListState } from '../use-url-list-state';
import { LockboxTable } from './LockboxTable';
import { lockboxPaths } from './lockbox-paths';
import { matchingLockboxes } from './lockbox-search';
import { useLockboxesStore } from './lockbox-stores';
import { useDeleteLockbox } from './use-delete-lockbox';
import '../../i18n/messages/lockboxes';

const LIST_KEYS = ['search'] as const;

export function LockboxListScreen() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const store = useLockboxesStore();
  const [url, changeUrl] = useUrlListState(LIST_KEYS);
  // A failure is kept in the store's error, shown below.
  useEffect(() => void store.refresh().catch(() => undefined), [store]);

  const all = useSignalValue(store.lockboxes.data);
  const loading = useSignalValue(store.lockboxes.loading);
  const error = useSignalValue(store.lockboxes.error);
  const deleting = useSignalValue(store.deleting);
  const deleteLockbox = useDeleteLockbox(store);
  const search = url.search ?? '';
  const shown = useMemo(() => matchingLockboxes(all ?? [], search), [all, search]);

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.lockboxes.title')}
        actions={
          <ActionLink
            to={lockboxPaths.create}
            notPermitted={can('lockboxes', 'manage') === 'denied'}
          >
            {t('console.lockboxes.create')}
          </ActionLink>
        }
      />
      <div className={toolbar}>
        <TextField
          type="search"
          label={t('console.lockboxes.search')}
          value={search}
          onChange={(next) => changeUrl({ search: next })}
        />
      </div>
      {error && <Alert>{t('console.lockboxes.loadFailed', { reason: errorText(error) })}</Alert>}
      <LockboxTable
        lockboxes={shown}
        loading={loading && all === undefined}
        deleting={deleting}
        mayDelete={can('lockboxes', 'delete')}
        onDelete={(name) => void deleteLockbox(name)}
        empty={
          search.trim() !== ''
            ? t('console.lockboxes.noneMatch', { search })
            : t('console.lockboxes.none')
        }
      />
    </section>
  );
}

export { LockboxListScreen as Component };
