// The repository switcher's choices (SPEC §1, §2): the personal repository first, then the
// repositories shared with the user, the active one checked. While the shared list loads, an
// active shared repository is still shown (by id), so the switcher never loses it.
import { PERSONAL_REPOSITORY_ID } from '@fleet/sdk/domain';

export interface RepositoryChoice {
  id: string;
  /** Undefined for the personal repository, whose name is the console's own text. */
  name: string | undefined;
  description?: string;
  active: boolean;
}

export function repositoryChoices(
  shared: readonly { id: string; name: string; description?: string }[] | undefined,
  activeRepositoryId: string,
): RepositoryChoice[] {
  const choices: RepositoryChoice[] = [
    {
      id: PERSONAL_REPOSITORY_ID,
      name: undefined,
      active: activeRepositoryId === PERSONAL_REPOSITORY_ID,
    },
  ];
  for (const repository of shared ?? []) {
    if (repository.id === PERSONAL_REPOSITORY_ID) continue;
    choices.push({
      id: repository.id,
      name: repository.name || repository.id,
      ...(repository.description && { description: repository.description }),
      active: repository.id === activeRepositoryId,
    });
  }
  if (!choices.some((choice) => choice.active))
    choices.push({ id: activeRepositoryId, name: activeRepositoryId, active: true });
  return choices;
}
