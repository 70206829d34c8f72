// `fleet api-clients …`: the API clients scripts and CI jobs sign in with: list, create (its
// secret is shown once), rename, delete. Rotating one is create + switch + delete (docs/cli.md).
import { API_CLIENT_TYPES, type ApiClientType } from '@fleet/sdk/domain';
import { Option, type Command } from 'commander';
import type { Cli } from '../cli';
import { confirmOrYes } from '../confirm';
import { wholeNumber } from '../paging';

interface CreateOptions {
  type: ApiClientType;
  description?: string;
  tokenLifetime?: number;
}

export function registerApiClientCommands(program: Command, cli: Cli): void {
  const clients = program.command('api-clients').description('API clients for scripts and CI jobs');

  clients
    .command('list')
    .description("the account's API clients")
    .action(async () => {
      const { fleet } = cli.connection();
      await cli.out.list(await fleet.apiClients.listApiClients(), [
        { header: 'Name', value: (c) => c.name },
        { header: 'Type', value: (c) => c.type },
        { header: 'Created', value: (c) => c.createdAt },
        { header: 'Client id', value: (c) => c.clientId },
        { header: 'Description', value: (c) => c.description },
      ]);
    });

  clients
    .command('create <name>')
    .description('a new API client; its secret is printed once')
    .addOption(
      new Option('--type <type>', 'what it may do').choices(API_CLIENT_TYPES).default('api-v2'),
    )
    .option('--description <text>', 'what it is for')
    .option('--token-lifetime <seconds>', 'how long its access tokens live', wholeNumber)
    .action(async (name: string, options: CreateOptions) => {
      const { fleet } = cli.connection();
      const created = await fleet.apiClients.createApiClient({
        name,
        type: options.type,
        ...(options.description !== undefined && { description: options.description }),
        ...(options.tokenLifetime !== undefined && {
          access_token_lifetime_seconds: options.tokenLifetime,
        }),
      });
      cli.out.done(
        [
          `Created API client ${created.name}. Keep the secret now: it is not shown again.`,
          `Client id:     ${created.clientId}`,
          `Client secret: ${created.clientSecret}`,
        ].join('\n'),
        created,
      );
    });

  clients
    .command('rename <client-id> <name>')
    .description('give an API client a new name')
    .action(async (clientId: string, name: string) => {
      const { fleet } = cli.connection();
      const updated = await fleet.apiClients.updateApiClient(clientId, { name });
      cli.out.done(`Renamed API client ${clientId} to ${name}.`, updated);
    });

  clients
    .command('delete <client-id>')
    .description('delete an API client: its tokens stop working')
    .option('-y, --yes', 'do not ask')
    .action(async (clientId: string, options: { yes?: boolean }) => {
      const { fleet } = cli.connection();
      await confirmOrYes(cli, options.yes, `Delete API client ${clientId}?`);
      await fleet.apiClients.deleteApiClient(clientId);
      cli.out.done(`Deleted API client ${clientId}.`, { clientId, deleted: true });
    });
}
