// `fleet packages …`: package names, versions, one version, upload (progress, Ctrl-C aborts),
// download.
import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { FleetSdk } from '@fleet/sdk';
import { Option, type Command } from 'commander';
import type { Cli } from '../cli';
import { PACKAGE_FIELDS, PACKAGE_NAME_COLUMNS, PACKAGE_VERSION_COLUMNS } from '../columns/packages';
import { CliError } from '../exit-codes';
import { printPagedList, withPaging, type PagingOptions } from '../paging';
import { createProgress } from '../progress';

interface UploadOptions {
  name: string;
  version: string;
  hardware: string[];
  format?: 'BINARY' | 'OSTREE';
}

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

async function packageOf(fleet: FleetSdk, name: string, version: string) {
  return fleet.packages.getPackageVersion(name, version);
}

export function registerPackageCommands(program: Command, cli: Cli): void {
  const packages = program.command('packages').description('packages and their versions');

  withPaging(
    packages
      .command('list')
      .description('package names, with their versions')
      .option('-s, --search <text>', 'only names that contain the text'),
    'packages',
  ).action(async (options: PagingOptions & { search?: string }) => {
    const { fleet } = cli.connection();
    const query = { nameContains: options.search };
    await printPagedList(cli, options, {
      all: () => fleet.packages.iteratePackageNames(query),
      page: (paging) => fleet.packages.listPackageNames({ ...query, ...paging }),
      columns: PACKAGE_NAME_COLUMNS,
      what: 'packages',
    });
  });

  withPaging(
    packages.command('versions <name>').description("a package's versions, newest first"),
    'versions',
  ).action(async (name: string, options: PagingOptions) => {
    const { fleet } = cli.connection();
    await printPagedList(cli, options, {
      all: () => fleet.packages.iteratePackageVersions(name),
      page: (paging) => fleet.packages.listPackageVersions(name, paging),
      columns: PACKAGE_VERSION_COLUMNS,
      what: 'versions',
    });
  });

  packages
    .command('show <name> <version>')
    .description('one version of a package')
    .action(async (name: string, version: string) => {
      const { fleet } = cli.connection();
      cli.out.item(await packageOf(fleet, name, version), PACKAGE_FIELDS);
    });

  packages
    .command('upload <file>')
    .description('upload a package version (Ctrl-C cancels it)')
    .requiredOption('-n, --name <name>', "the package's name")
    .requiredOption('-v, --version <version>', 'the version')
    .requiredOption('--hardware <id...>', 'the hardware ids it is built for')
    .addOption(
      new Option('--format <format>', 'the target format (default BINARY)').choices([
        'BINARY',
        'OSTREE',
      ]),
    )
    .action(async (path: string, options: UploadOptions) => {
      const { fleet } = cli.connection();
      const file = await openAsBlob(path).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(`Cannot read ${path}: ${error.code ?? error.message}.`);
      });
      const progress = createProgress(cli.io, 'Uploading', 'bytes');
      const abort = new AbortController();
      const stopListening = cli.io.onInterrupt(() => abort.abort());
      try {
        const uploaded = await fleet.packages.uploadPackage(
          {
            file,
            name: options.name,
            version: options.version,
            hardwareIds: options.hardware,
            ...(options.format && { targetFormat: options.format }),
          },
          {
            signal: abort.signal,
            onProgress: ({ loaded, total }) => progress.update(loaded, total),
          },
        );
        progress.stop();
        cli.out.done(
          `Uploaded ${uploaded.name} ${uploaded.version} (${uploaded.packageId}).`,
          uploaded,
        );
      } catch (error) {
        progress.stop();
        if (isAbort(error)) throw new CliError('Upload canceled: the package was not stored.');
        throw error;
      } finally {
        stopListening();
      }
    });

  packages
    .command('download <name> <version>')
    .description("save a package version's file")
    .option('-o, --output <file>', 'where to save it (default: the name the server gives)')
    .action(async (name: string, version: string, options: { output?: string }) => {
      const { fleet } = cli.connection();
      const found = await packageOf(fleet, name, version);
      const { blob, filename } = await fleet.packages.downloadPackage(found.packageId);
      const path = options.output ?? filename ?? found.filename ?? `${name}-${version}`;
      await writeFile(path, new Uint8Array(await blob.arrayBuffer()));
      cli.out.done(`Saved ${name} ${version} to ${path} (${blob.size} bytes).`, {
        packageId: found.packageId,
        path,
        size: blob.size,
      });
    });
}
