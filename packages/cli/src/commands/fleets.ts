// `fleet fleets …`: list, create, show, delete, add / remove devices, the devices of a fleet,
// and the status counts of its devices.
import {
  FLEET_SORTS,
  SORT_DIRECTIONS,
  type FleetSortBy,
  type SortDirection,
} from '@fleet/sdk/domain';
import { Option, type Command } from 'commander';
import type { Cli } from '../cli';
import { DEVICE_COLUMNS } from '../columns/devices';
import { FLEET_COLUMNS, FLEET_FIELDS, FLEET_STATS_FIELDS } from '../columns/fleets';
import { confirmOrYes } from '../confirm';
import { printPagedList, withPaging, type PagingOptions } from '../paging';
import { deviceUuidsOf, fleetIdOf } from '../refs';

interface FleetListOptions extends PagingOptions {
  search?: string;
  sort?: FleetSortBy;
  direction?: SortDirection;
}

const sortOptions = (command: Command): Command =>
  command
    .option('-s, --search <text>', 'only those whose name contains the text')
    .addOption(new Option('--sort <field>', 'sort by').choices(FLEET_SORTS))
    .addOption(new Option('--direction <direction>', 'sort direction').choices(SORT_DIRECTIONS));

export function registerFleetCommands(program: Command, cli: Cli): void {
  const fleets = program.command('fleets').description('fleets: named groups of devices');

  withPaging(sortOptions(fleets.command('list').description('the fleets')), 'fleets').action(
    async (options: FleetListOptions) => {
      const { fleet } = cli.connection();
      const query = {
        search: options.search,
        sortBy: options.sort,
        sortDirection: options.direction,
      };
      await printPagedList(cli, options, {
        all: () => fleet.fleets.iterateFleets(query),
        page: (paging) => fleet.fleets.listFleets({ ...query, ...paging }),
        columns: FLEET_COLUMNS,
        what: 'fleets',
      });
    },
  );

  fleets
    .command('create <name>')
    .description('a static fleet, or a dynamic one with --expression')
    .option(
      '-e, --expression <expression>',
      'the devices it holds, e.g. "deviceName contains \'cell\'"',
    )
    .action(async (name: string, options: { expression?: string }) => {
      const { fleet } = cli.connection();
      const id = await fleet.fleets.createFleet(
        options.expression === undefined
          ? { name }
          : { name, fleetType: 'dynamic', expression: options.expression },
      );
      cli.out.done(`Created fleet ${name} (${id}).`, { id, name });
    });

  fleets
    .command('show <fleet>')
    .description('one fleet (by id or exact name)')
    .action(async (ref: string) => {
      const { fleet } = cli.connection();
      cli.out.item(await fleet.fleets.getFleet(await fleetIdOf(fleet, ref)), FLEET_FIELDS);
    });

  fleets
    .command('stats <fleet>')
    .description("how many of a fleet's devices are in each status")
    .action(async (ref: string) => {
      const { fleet } = cli.connection();
      cli.out.item(
        await fleet.fleets.getFleetDeviceStats(await fleetIdOf(fleet, ref)),
        FLEET_STATS_FIELDS,
      );
    });

  withPaging(
    sortOptions(fleets.command('devices <fleet>').description("a fleet's devices")),
    'devices',
  ).action(async (ref: string, options: FleetListOptions) => {
    const { fleet } = cli.connection();
    const fleetId = await fleetIdOf(fleet, ref);
    const query = {
      search: options.search,
      sortBy: options.sort,
      sortDirection: options.direction,
    };
    await printPagedList(cli, options, {
      all: () => fleet.fleets.iterateFleetDevices(fleetId, query),
      page: (paging) => fleet.fleets.listFleetDevices(fleetId, { ...query, ...paging }),
      columns: DEVICE_COLUMNS,
      what: 'devices',
    });
  });

  for (const [name, description, verb, preposition] of [
    ['add', 'add devices (UUIDs or exact names) to a static fleet', 'Added', 'to'],
    ['remove', 'remove devices from a static fleet', 'Removed', 'from'],
  ] as const)
    fleets
      .command(`${name} <fleet> <device...>`)
      .description(description)
      .action(async (ref: string, devices: string[]) => {
        const { fleet } = cli.connection();
        const fleetId = await fleetIdOf(fleet, ref);
        const uuids = await deviceUuidsOf(fleet, devices);
        if (name === 'add') await fleet.fleets.addFleetDevices(fleetId, uuids);
        else await fleet.fleets.removeFleetDevices(fleetId, uuids);
        const count = `${uuids.length} device${uuids.length === 1 ? '' : 's'}`;
        cli.out.done(`${verb} ${count} ${preposition} ${ref}.`, {
          fleetId,
          [name === 'add' ? 'added' : 'removed']: uuids,
        });
      });

  fleets
    .command('delete <fleet>')
    .description('delete a fleet (its devices stay)')
    .option('-y, --yes', 'do not ask')
    .action(async (ref: string, options: { yes?: boolean }) => {
      const { fleet } = cli.connection();
      const fleetId = await fleetIdOf(fleet, ref);
      await confirmOrYes(cli, options.yes, `Delete fleet ${ref}?`);
      await fleet.fleets.deleteFleet(fleetId);
      cli.out.done(`Deleted fleet ${ref}.`, { fleetId, deleted: true });
    });
}
