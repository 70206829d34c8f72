// The guests of a hosted repository (SPEC §3 host repository users: email, guest profile): the
// profile changes in place, removal asks first; each outcome is a toast.
import type { Repository, RepositoryUser } from '@fleet/sdk';
import {
  Button,
  EmptyState,
  Select,
  Table,
  useSignalValue,
  type TableColumn,
} from '@fleet/elements';
import { useConsoleDialogs, useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import { consoleRepositories } from '../../../shell/repositories/console-repositories';
import { errorText } from '../../parts/error-text';
import '../../../i18n/messages/account';

export function RepositoryUserTable({ repository }: { repository: Repository }) {
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  const store = consoleRepositories();
  const users = useSignalValue(store.repositoryUsers);
  const loading = useSignalValue(store.usersLoading);
  const usersError = useSignalValue(store.usersError);
  const profiles = useSignalValue(store.guestProfiles) ?? [];

  async function changeProfile(user: RepositoryUser, profileId: string) {
    const profile = profiles.find((p) => p.id === profileId);
    if (!profile || profileId === user.guest_profile.id) return;
    try {
      await store.updateRepositoryUser(repository.id, user.namespace, { guest_profile: profileId });
      toasts.positive(
        t('console.account.repository.changed', { email: user.email, profile: profile.name }),
      );
    } catch (error) {
      toasts.negative(
        t('console.account.repository.changeFailed', {
          email: user.email,
          reason: errorText(error),
        }),
      );
    }
  }

  async function remove(user: RepositoryUser) {
    const confirmed = await dialogs.confirm({
      title: t('console.account.repository.removeTitle', { email: user.email }),
      message: t('console.account.repository.removeMessage', { name: repository.name }),
      variant: 'negative',
      confirmLabel: t('console.account.repository.remove'),
    });
    if (!confirmed) return;
    try {
      await store.removeRepositoryUser(repository.id, user.namespace);
      toasts.positive(t('console.account.repository.removed', { email: user.email }));
    } catch (error) {
      toasts.negative(
        t('console.account.repository.removeFailed', {
          email: user.email,
          reason: errorText(error),
        }),
      );
    }
  }

  const columns: TableColumn<RepositoryUser>[] = [
    { id: 'email', header: t('console.account.repository.email'), cell: (u) => u.email },
    {
      id: 'profile',
      header: t('console.account.repository.profile'),
      cell: (u) => (
        <Select
          label={t('console.account.repository.profileOf', { email: u.email })}
          hideLabel
          value={u.guest_profile.id}
          options={(profiles.length > 0 ? profiles : [u.guest_profile]).map((p) => ({
            value: p.id,
            label: p.name,
          }))}
          onChange={(id) => void changeProfile(u, id)}
        />
      ),
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.account.repository.actions'),
      cell: (u) => (
        <Button
          size="sm"
          variant="negative"
          aria-label={t('console.account.repository.removeNamed', { email: u.email })}
          onClick={() => void remove(u)}
        >
          {t('console.account.repository.remove')}
        </Button>
      ),
    },
  ];

  return (
    <>
      {usersError && (
        <p role="alert">
          {t('console.account.repository.loadFailed', { reason: usersError.message })}
        </p>
      )}
      <Table
        label={t('console.account.repository.table', { name: repository.name })}
        columns={columns}
        rows={users ?? []}
        rowId={(u) => u.namespace}
        loading={loading && !users}
        empty={<EmptyState title={t('console.account.repository.none')} />}
      />
    </>
  );
}
