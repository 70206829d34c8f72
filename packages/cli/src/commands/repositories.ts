// `fleet repositories …`: the personal repository and those shared with the user; `switch`
// makes the profile's commands work in one (a guest token, renewed as needed).
import { PERSONAL_REPOSITORY, type Repository } from '@fleet/sdk';
import type { Command } from 'commander';
import type { Cli } from '../cli';
import { CliError } from '../exit-codes';

export function registerRepositoryCommands(program: Command, cli: Cli): void {
  const repositories = program
    .command('repositories')
    .description('the repositories the profile can work in');

  const available = async (): Promise<Repository[]> => {
    const { fleet } = cli.connection();
    return [PERSONAL_REPOSITORY, ...(await fleet.organizations.listGuestRepositories())];
  };

  repositories
    .command('list')
    .description('the personal repository and those shared with you; * marks the one in use')
    .action(async () => {
      const active = cli.profile().repository ?? PERSONAL_REPOSITORY.id;
      await cli.out.list(await available(), [
        { header: '', value: (r) => (r.id === active ? '*' : '') },
        { header: 'Name', value: (r) => r.name },
        { header: 'Id', value: (r) => r.id },
        { header: 'Your profile', value: (r) => r.guest_profile?.name },
      ]);
    });

  repositories
    .command('switch <repository>')
    .description("work in a repository (id or exact name) from now on ('personal' for your own)")
    .action(async (ref: string) => {
      const name = cli.profileName;
      cli.profile(); // signed in, or the reason why not
      const found = (await available()).filter((r) => r.id === ref || r.name === ref);
      const [repository] = found;
      if (!repository) throw new CliError(`No repository "${ref}" is shared with you.`);
      if (found.length > 1)
        throw new CliError(`${found.length} repositories are named "${ref}": use the id.`);
      // Read after the calls: signing in may have saved a renewed refresh token meanwhile.
      const file = cli.profiles();
      const saved = file.profiles[name];
      if (!saved) throw new CliError(`Not signed in (profile "${name}"): run \`fleet login\`.`);
      const { repository: _previous, ...rest } = saved;
      const next =
        repository.id === PERSONAL_REPOSITORY.id ? rest : { ...rest, repository: repository.id };
      cli.saveProfiles({ ...file, profiles: { ...file.profiles, [name]: next } });
      cli.out.done(`Working in ${repository.name} (profile "${name}").`, {
        profile: name,
        repository,
      });
    });
}
