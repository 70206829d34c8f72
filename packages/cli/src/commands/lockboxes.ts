// `fleet lockboxes …`: named, expiring sets of packages for offline updates: list, show,
// define (create or redefine), delete.
import type { Lockbox } from '@fleet/sdk';
import type { Command } from 'commander';
import type { Cli } from '../cli';
import { confirmOrYes } from '../confirm';
import { usageError } from '../exit-codes';
import type { Column } from '../output';

const LOCKBOX_COLUMNS: readonly Column<Lockbox>[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'Packages', value: (l) => l.packageIds.length },
  { header: 'Version', value: (l) => l.version },
  { header: 'Expires', value: (l) => l.expiresAt },
  {
    header: 'Expired',
    value: (l) => (l.expired ? 'expired' : ''),
    color: (text, colors) => colors.red(text),
  },
];

export function registerLockboxCommands(program: Command, cli: Cli): void {
  const lockboxes = program
    .command('lockboxes')
    .description('lockboxes: packages for offline updates');

  lockboxes
    .command('list')
    .description('every lockbox')
    .action(async () => {
      const { fleet } = cli.connection();
      await cli.out.list(await fleet.lockboxes.listLockboxes(), LOCKBOX_COLUMNS);
    });

  lockboxes
    .command('show <name>')
    .description('one lockbox and its packages')
    .action(async (name: string) => {
      const { fleet } = cli.connection();
      const lockbox = await fleet.lockboxes.getLockbox(name);
      if (cli.out.forScripts) {
        cli.out.item(lockbox, []);
        return;
      }
      cli.out.item(lockbox, LOCKBOX_COLUMNS);
      await cli.out.list(lockbox.packages, [
        { header: 'Package', value: (p) => p.name },
        { header: 'Version', value: (p) => p.version },
        { header: 'Hardware', value: (p) => p.hardwareIds.join(', ') },
        { header: 'Package id', value: (p) => p.packageId },
      ]);
    });

  lockboxes
    .command('define <name>')
    .description('create a lockbox, or redefine it (its version grows by one)')
    .requiredOption('-P, --package <id...>', 'the package ids it holds')
    .requiredOption('--expires <time>', 'when it expires (ISO 8601)')
    .action(async (name: string, options: { package: string[]; expires: string }) => {
      const expiresAt = new Date(options.expires);
      if (Number.isNaN(expiresAt.getTime()))
        throw usageError(`--expires ${options.expires} is not a time.`);
      const { fleet } = cli.connection();
      await fleet.lockboxes.defineLockbox({ name, packageIds: options.package, expiresAt });
      cli.out.done(`Defined lockbox ${name}.`, { name, packageIds: options.package, expiresAt });
    });

  lockboxes
    .command('delete <name>')
    .description('delete a lockbox')
    .option('-y, --yes', 'do not ask')
    .action(async (name: string, options: { yes?: boolean }) => {
      const { fleet } = cli.connection();
      await confirmOrYes(cli, options.yes, `Delete lockbox ${name}?`);
      await fleet.lockboxes.deleteLockbox(name);
      cli.out.done(`Deleted lockbox ${name}.`, { name, deleted: true });
    });
}
