// `fleet package-sources …`: the package sources (trusted delegations) packages come from.
import type { FleetSdk, PackageSource } from '@fleet/sdk';
import type { Command } from 'commander';
import type { Cli } from '../cli';
import { confirmOrYes } from '../confirm';
import { EXIT } from '../exit-codes';
import { wholeNumber } from '../paging';
import { reportError } from '../report-error';

interface SourceOptions {
  key?: string[];
  path?: string[];
  threshold?: number;
  remote?: string;
  friendlyName?: string;
}

const SOURCE_COLUMNS = [
  { header: 'Name', value: (s: PackageSource) => s.friendlyName },
  { header: 'Id', value: (s: PackageSource) => s.name },
  { header: 'Remote', value: (s: PackageSource) => s.remoteUri },
  { header: 'Last fetched', value: (s: PackageSource) => s.lastFetched },
  { header: 'Paths', value: (s: PackageSource) => s.paths.join(', ') },
  { header: 'Error', value: (s: PackageSource) => s.error },
];

/** The options a source is described with, on `add` (keys and paths required) and `edit`. */
function sourceOptions(command: Command, { required }: { required: boolean }): Command {
  const option = (required ? command.requiredOption : command.option).bind(command);
  option(
    '--key <key-id...>',
    'ids of trusted keys that sign its metadata (see `package-sources keys list`)',
  );
  option('--path <pattern...>', 'package file name patterns it may sign, e.g. acme-*');
  return command
    .option('--threshold <n>', 'how many of the keys must sign (default 1)', wholeNumber)
    .option('--remote <uri>', 'where its signed metadata is fetched (fetched at once)')
    .option('--friendly-name <text>', 'the name people read');
}

/**
 * Points a saved source at its remote metadata and names it. Metadata that cannot be fetched
 * or verified leaves the source saved: the sentence says so and the command ends partial.
 */
async function describeSource(
  cli: Cli,
  fleet: FleetSdk,
  name: string,
  options: SourceOptions,
  saved: string,
): Promise<void> {
  try {
    if (options.remote)
      await fleet.delegations.setDelegationRemote(name, {
        uri: options.remote,
        ...(options.friendlyName !== undefined && { friendlyName: options.friendlyName }),
      });
    else if (options.friendlyName !== undefined)
      await fleet.delegations.updateDelegationInfo(name, { friendlyName: options.friendlyName });
  } catch (error) {
    const what = options.remote ? 'its metadata was not taken' : 'its name was not changed';
    cli.io.stderr.write(`${saved}; ${what}: ${reportError(error).message}\n`);
    cli.setExitCode(EXIT.partial);
    return;
  }
  const source = (await fleet.delegations.listTrustedDelegations()).find((s) => s.name === name);
  cli.out.done(`${saved}.`, source ?? { name });
}

export function registerPackageSourceCommands(program: Command, cli: Cli): void {
  const sources = program.command('package-sources').description('where packages come from');

  sources
    .command('list')
    .description('every package source')
    .action(async () => {
      const { fleet } = cli.connection();
      await cli.out.list(await fleet.delegations.listTrustedDelegations(), SOURCE_COLUMNS);
    });

  sourceOptions(
    sources
      .command('add <name>')
      .description('add a package source: the keys that sign it and the packages it may sign'),
    { required: true },
  ).action(async (name: string, options: SourceOptions) => {
    const { fleet } = cli.connection();
    await fleet.delegations.addTrustedDelegation({
      name,
      keyids: options.key ?? [],
      paths: options.path ?? [],
      ...(options.threshold !== undefined && { threshold: options.threshold }),
    });
    await describeSource(cli, fleet, name, options, `Added package source ${name}`);
  });

  sourceOptions(
    sources
      .command('edit <name>')
      .description("change a package source's keys, paths, remote address or name"),
    { required: false },
  ).action(async (name: string, options: SourceOptions) => {
    const { fleet } = cli.connection();
    if (options.key || options.path || options.threshold !== undefined) {
      const current = (await fleet.delegations.listTrustedDelegations()).find(
        (s) => s.name === name,
      );
      await fleet.delegations.updateTrustedDelegation({
        name,
        keyids: options.key ?? current?.keyids ?? [],
        paths: options.path ?? current?.paths ?? [],
        ...(options.threshold !== undefined && { threshold: options.threshold }),
      });
    }
    await describeSource(cli, fleet, name, options, `Saved package source ${name}`);
  });

  sources
    .command('refresh <name>')
    .description("fetch a package source's metadata again")
    .action(async (name: string) => {
      const { fleet } = cli.connection();
      const info = await fleet.delegations.refreshDelegation(name);
      cli.out.done(`Refreshed package source ${name}.`, { name, ...info });
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

  const keys = sources.command('keys').description('the keys trusted to sign package sources');
  keys
    .command('list')
    .description('every trusted key')
    .action(async () => {
      const { fleet } = cli.connection();
      await cli.out.list(await fleet.delegations.listDelegationKeys(), [
        { header: 'Key id', value: (k) => k.keyid },
        { header: 'Type', value: (k) => k.keytype },
        { header: 'Public key', value: (k) => k.keyval.public },
      ]);
    });
  keys
    .command('add <public-key>')
    .description('trust a key: PEM for RSA, hex for ED25519')
    .option('--type <type>', 'the key algorithm, RSA or ED25519', 'ED25519')
    .action(async (publicKey: string, options: { type: string }) => {
      const { fleet } = cli.connection();
      await fleet.delegations.addDelegationKeys([
        { keytype: options.type, keyval: { public: publicKey } },
      ]);
      const added = (await fleet.delegations.listDelegationKeys()).find(
        (k) => k.keyval.public === publicKey,
      );
      cli.out.done(`Trusted key ${added?.keyid ?? publicKey}.`, added ?? { public: publicKey });
    });
}
