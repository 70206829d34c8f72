// SPEC §2 repository switcher: the personal repository and those shared with the user. A choice
// goes through the session's switch (SPEC §4: saves the default-repository option, stores or
// clears the active-repository marker, reloads the page).
import { useSignalValue } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { fleetApp } from '../../app/fleet-app';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { MenuButton } from '../popup/MenuButton';
import { MenuChoice } from '../popup/MenuItem';
import { muted } from '../popup/popup.css';
import { consoleRepositories } from './console-repositories';
import { repositoryChoices, type RepositoryChoice } from './repository-choices';

export function RepositorySwitcher() {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const { session } = fleetApp();
  const store = consoleRepositories();
  const shared = useSignalValue(store.guestRepositories);
  const loading = useSignalValue(store.loading);
  const error = useSignalValue(store.error);
  const activeRepositoryId = useSignalValue(session.activeRepositoryId);
  const [switching, setSwitching] = useState<string | undefined>(undefined);

  useEffect(() => {
    // Logged and shown in the menu; the switcher still offers the personal repository.
    store.loadGuestRepositories().catch((reason: unknown) => {
      console.warn('Could not load the shared repositories.', reason);
    });
  }, [store]);

  const choices = repositoryChoices(shared, activeRepositoryId);
  const nameOf = (choice: RepositoryChoice) => choice.name ?? t('console.repositories.personal');
  const active = choices.find((choice) => choice.active);

  async function choose(choice: RepositoryChoice) {
    if (choice.active || switching) return;
    setSwitching(choice.id);
    try {
      await session.switchRepository(choice.id); // the page reloads
    } catch (reason) {
      setSwitching(undefined);
      const message = reason instanceof Error ? reason.message : String(reason);
      toasts.negative(
        t('console.repositories.switchFailed', { name: nameOf(choice), reason: message }),
      );
    }
  }

  const status =
    loading && !shared
      ? t('console.repositories.loading')
      : error
        ? t('console.repositories.loadFailed', { reason: error.message })
        : undefined;

  return (
    <MenuButton
      menuLabel={t('console.repositories.menu')}
      align="start"
      testId="repository-switcher"
      header={status && <p className={muted}>{status}</p>}
      items={(close) =>
        choices.map((choice) => (
          <MenuChoice
            key={choice.id}
            checked={choice.active}
            onSelect={() => {
              close();
              void choose(choice);
            }}
          >
            {nameOf(choice)}
          </MenuChoice>
        ))
      }
    >
      {t('console.repositories.button', { name: active ? nameOf(active) : '' })}
    </MenuButton>
  );
}
