// The /account/repository tab (SPEC §2 repository user management, §6 repository users): the
// guests of the repository the user hosts, with their guest profiles; add, change, remove.
// Without repositories:manageUsers (a guest) the actions are not permitted; an account that
// may not share (the server's 403) is told so.
import { rightProps, useCapabilities, useSignalValue } from '@fleet/elements';
import { PERSONAL_REPOSITORY_ID } from '@fleet/sdk/domain';
import { useEffect } from 'react';
import { useConsoleText } from '../../../i18n';
import { consoleRepositories } from '../../../shell/repositories/console-repositories';
import * as css from '../account.css';
import { AddRepositoryUserForm } from './AddRepositoryUserForm';
import { RepositoryUserTable } from './RepositoryUserTable';
import { PageHeader } from '../../parts/PageHeader';
import '../../../i18n/messages/account';

export function RepositoryUsersTab() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const store = consoleRepositories();
  const host = useSignalValue(store.hostRepository);
  const hosted = useSignalValue(store.hostRepositories);
  const forbidden = useSignalValue(store.sharingForbidden);
  const error = useSignalValue(store.error);
  const manage = can('repositories', 'manageUsers');
  const shared = host.id !== PERSONAL_REPOSITORY_ID;

  useEffect(() => {
    // Failures are kept in the store's error signals and shown below.
    if (manage === 'granted') store.load().catch(() => undefined);
  }, [manage, store]);

  useEffect(() => {
    if (manage === 'granted' && shared) store.loadRepositoryUsers(host.id).catch(() => undefined);
  }, [manage, shared, host.id, store]);

  const permitted = manage === 'granted' && !forbidden;
  // Until the hosted list is in, the personal repository stands in for the host: wait, so the
  // form does not ask for a new repository's name that is not needed.
  const known = manage === 'denied' || forbidden || hosted !== undefined;
  return (
    <section className={css.tab} aria-labelledby="account-repository-title">
      <PageHeader
        level={2}
        titleId="account-repository-title"
        title={t('console.account.repository.title')}
      />
      {manage === 'denied' && (
        <p className={css.problem} role="alert" data-testid="repository-users-not-permitted">
          {t('console.account.notPermitted')}
        </p>
      )}
      {manage === 'granted' && forbidden && (
        <p className={css.problem} role="alert">
          {t('console.account.repository.sharingForbidden')}
        </p>
      )}
      {manage === 'granted' && error && (
        <p className={css.problem} role="alert">
          {t('console.account.repository.loadFailed', { reason: error.message })}
        </p>
      )}
      {permitted && known && (
        <p className={css.hint}>
          {shared
            ? t('console.account.repository.hint', { name: host.name })
            : t('console.account.repository.hintNew')}
        </p>
      )}
      {permitted && known && shared && <RepositoryUserTable repository={host} />}
      {known && (
        <AddRepositoryUserForm repository={host} {...rightProps(forbidden ? 'denied' : manage)} />
      )}
    </section>
  );
}
