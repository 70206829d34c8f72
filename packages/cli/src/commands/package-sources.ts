// `fleet package-sources …`: the package sources (trusted delegations) packages come from.
import type { Command } from 'commander';
import type { Cli } from '../cli';
import { confirmOrYes } from '../confirm';

export function registerPackageSourceCommands(program: Command, cli: Cli): void {
  const sources = program.command('package-sources').description('where packages come from');

  sources
    .command('list')
    .description('every package source')
    .action(async () => {
      const { fleet } = cli.connection();
      await cli.out.list(await fleet.delegations.listTrustedDelegations(), [
        { header: 'Name', value: (s) => s.friendlyName },
        { header: 'Id', value: (s) => s.name },
        { header: 'Remote', value: (s) => s.remoteUri },
        { header: 'Last fetched', value: (s) => s.lastFetched },
        { header: 'Paths', value: (s) => s.paths.join(', ') },
      ]);
    });

  sources
    .command('delete <name>')
    .description('remove a package source')
    .option('-y, --yes', 'do not ask')
    .action(async (name: string, options: { yes?: boolean }) => {
      const { fleet } = cli.connection();
      await confirmOrYes(cli, options.yes, `Delete package source ${name}?`);
      await fleet.delegations.deleteTrustedDelegation(name);
      cli.out.done(`Deleted package source ${name}.`, { name, deleted: true });
    });
}
