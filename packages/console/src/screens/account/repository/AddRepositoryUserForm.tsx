// Adding a user to the hosted repository (SPEC §5: email and guest profile; §6: a repository
// not shared yet is created first, so the personal repository asks for the new one's name).
import type { Repository } from '@fleet/sdk';
import { Button, Select, TextField, useMutation, useSignalValue } from '@fleet/elements';
import {
  FleetValidationError,
  PERSONAL_REPOSITORY_ID,
  validateRepositoryUser,
} from '@fleet/sdk/domain';
import { useState, type FormEvent } from 'react';
import { useConsoleToasts } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import { consoleRepositories } from '../../../shell/repositories/console-repositories';
import * as css from '../account.css';
import { errorText } from '../../parts/error-text';
import { addUserProblems, type AddUserProblems } from './add-user-problems';
import '../../../i18n/messages/account';

export interface AddRepositoryUserFormProps {
  repository: Repository;
  notPermitted: boolean;
  disabled: boolean;
}

export function AddRepositoryUserForm({
  repository,
  notPermitted,
  disabled,
}: AddRepositoryUserFormProps) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const store = consoleRepositories();
  const profiles = useSignalValue(store.guestProfiles) ?? [];
  const [email, setEmail] = useState('');
  const [profileId, setProfileId] = useState('');
  const [repositoryName, setRepositoryName] = useState('');
  const [problems, setProblems] = useState<AddUserProblems>({});
  const isNew = repository.id === PERSONAL_REPOSITORY_ID;
  const adding = useMutation((user: { email: string; guest_profile: string }) =>
    store.addRepositoryUsers(
      repository.id,
      [user],
      isNew ? { newRepository: { name: repositoryName.trim() } } : {},
    ),
  );
  const busy = adding.pending;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (busy || notPermitted || disabled) return;
    const user = { email: email.trim(), guest_profile: profileId };
    setProblems({});
    try {
      // The SDK's rule (SPEC §5), before the call: an unchosen profile is a missing one.
      validateRepositoryUser({ ...user, guest_profile: profileId || undefined });
      await adding.run(user);
      const profile = profiles.find((p) => p.id === profileId)?.name ?? profileId;
      toasts.positive(t('console.account.repository.added', { email: user.email, profile }));
      setEmail('');
      setProfileId('');
    } catch (error) {
      if (error instanceof FleetValidationError) setProblems(addUserProblems(error));
      else
        toasts.negative(
          t('console.account.repository.addFailed', {
            email: user.email,
            reason: errorText(error),
          }),
        );
    }
  }

  return (
    <form
      className={css.section}
      aria-labelledby="repository-add-title"
      onSubmit={(event) => void add(event)}
      noValidate
    >
      <h2 id="repository-add-title" className={css.sectionHeading}>
        {t('console.account.repository.addTitle')}
      </h2>
      {isNew && (
        <TextField
          label={t('console.account.repository.newName')}
          value={repositoryName}
          error={problems.repositoryName}
          onChange={setRepositoryName}
        />
      )}
      <TextField
        label={t('console.account.repository.email')}
        type="email"
        autoComplete="off"
        value={email}
        error={problems.email}
        onChange={setEmail}
      />
      <Select
        label={t('console.account.repository.profile')}
        value={profileId}
        error={problems.profile}
        options={[
          { value: '', label: t('console.account.repository.chooseProfile') },
          ...profiles.map((p) => ({ value: p.id, label: p.name })),
        ]}
        onChange={setProfileId}
      />
      {problems.form && (
        <p className={css.problem} role="alert">
          {problems.form}
        </p>
      )}
      <div className={css.actions}>
        <Button
          type="submit"
          variant="primary"
          notPermitted={notPermitted}
          disabled={disabled || busy}
        >
          {t('console.account.repository.add')}
        </Button>
      </div>
    </form>
  );
}
