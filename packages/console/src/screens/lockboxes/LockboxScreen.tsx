// SPEC §2 /lockboxes/{name}, one offline update: its packages with their versions and target
// components, when it expires (or that it has), its version, and editing (lockboxes:manage) or
// deleting it (lockboxes:delete, after a confirm; back to the list once gone).
import { Button, useCapabilities, useSignalValue, rightProps } from '@fleet/elements';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { muted } from '../parts/parts.css';
import { screen } from '../screen.css';
import { PageHeader } from '../parts/PageHeader';
import { LockboxExpiry } from './LockboxExpiry';
import { LockboxPackages } from './LockboxPackages';
import { lockboxPaths } from './lockbox-paths';
import { useLockboxesStore } from './lockbox-stores';
import { useDeleteLockbox } from './use-delete-lockbox';
import { summary, summaryItem, summaryTerm, summaryValue } from '../fleets/fleets.css';
import '../../i18n/messages/lockboxes';

export function LockboxScreen() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const navigate = useNavigate();
  const name = useParams().name ?? '';
  const store = useLockboxesStore();
  // A failure is kept in the store's error, shown below.
  useEffect(() => void store.open(name).catch(() => undefined), [store, name]);

  const opened = useSignalValue(store.lockbox.data);
  const loading = useSignalValue(store.lockbox.loading);
  const error = useSignalValue(store.lockbox.error);
  const deleting = useSignalValue(store.deleting);
  const deleteLockbox = useDeleteLockbox(store);
  const lockbox = opened?.name === name ? opened : undefined;
  const mayDelete = can('lockboxes', 'delete');

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.lockboxes.viewTitle', { name })}
        actions={
          <>
            <ActionLink
              to={lockboxPaths.edit(name)}
              variant="secondary"
              notPermitted={can('lockboxes', 'manage') === 'denied'}
            >
              {t('console.lockboxes.edit')}
            </ActionLink>
            <Button
              variant="negative"
              {...rightProps(mayDelete, deleting.has(name) || !lockbox)}
              onClick={() =>
                void deleteLockbox(name).then((deleted) => {
                  if (deleted) void navigate(lockboxPaths.list);
                })
              }
            >
              {t('console.lockboxes.delete')}
            </Button>
          </>
        }
      />
      {error && !loading && (
        <Alert>{t('console.lockboxes.openFailed', { name, reason: errorText(error) })}</Alert>
      )}
      {!lockbox && loading && <p className={muted}>{t('console.loading')}</p>}
      {lockbox && (
        <>
          <dl className={summary}>
            <div className={summaryItem}>
              <dt className={summaryTerm}>{t('console.lockboxes.expiresAt')}</dt>
              <dd className={summaryValue}>
                <LockboxExpiry lockbox={lockbox} />
              </dd>
            </div>
            <div className={summaryItem}>
              <dt className={summaryTerm}>{t('console.lockboxes.version')}</dt>
              <dd className={summaryValue}>{lockbox.version}</dd>
            </div>
          </dl>
          <LockboxPackages packages={lockbox.packages} />
        </>
      )}
    </section>
  );
}

export { LockboxScreen as Component };
