// `fleet devices …`: list (filter, search, sort, paging or --all), show, rename, notes,
// hibernate / wake, delete, installed packages, pair.
import {
  DEVICE_SORTS,
  DEVICE_STATUSES,
  SORT_DIRECTIONS,
  type DeviceSortBy,
  type DeviceStatus,
  type SortDirection,
} from '@fleet/sdk/domain';
import { Option, type Command } from 'commander';
import { applyToEach } from '../batch';
import type { Cli } from '../cli';
import { DEVICE_COLUMNS, DEVICE_FIELDS, INSTALLED_PACKAGE_COLUMNS } from '../columns/devices';
import { confirmOrYes } from '../confirm';
import { printPagedList, withPaging, type PagingOptions } from '../paging';
import { deviceUuidOf, deviceUuidsOf } from '../refs';

interface DeviceListOptions extends PagingOptions {
  search?: string;
  status?: DeviceStatus;
  hibernated?: boolean;
  hardware?: string[];
  sort?: DeviceSortBy;
  direction?: SortDirection;
}

export function registerDeviceCommands(program: Command, cli: Cli): void {
  const devices = program.command('devices').description('the devices of the repository');

  withPaging(
    devices
      .command('list')
      .description('devices, newest seen first; filter, search, sort, page or --all')
      .option('-s, --search <text>', 'only devices whose name contains the text')
      .addOption(
        new Option('--status <status>', 'only devices in this status').choices(DEVICE_STATUSES),
      )
      .option('--hibernated', 'only hibernated devices')
      .option('--no-hibernated', 'only devices that are not hibernated')
      .option('--hardware <id...>', 'only devices with these hardware ids')
      .addOption(new Option('--sort <field>', 'sort by').choices(DEVICE_SORTS))
      .addOption(new Option('--direction <direction>', 'sort direction').choices(SORT_DIRECTIONS)),
    'devices',
  ).action(async (options: DeviceListOptions) => {
    const { fleet } = cli.connection();
    const query = {
      search: options.search,
      status: options.status,
      hibernated: options.hibernated,
      hardwareIds: options.hardware,
      sortBy: options.sort,
      sortDirection: options.direction,
    };
    await printPagedList(cli, options, {
      all: () => fleet.devices.iterateDevices(query),
      page: (paging) => fleet.devices.listDevices({ ...query, ...paging }),
      columns: DEVICE_COLUMNS,
      what: 'devices',
    });
  });

  devices
    .command('show <device>')
    .description('one device (by UUID or exact name)')
    .action(async (ref: string) => {
      const { fleet } = cli.connection();
      cli.out.item(await fleet.devices.getDevice(await deviceUuidOf(fleet, ref)), DEVICE_FIELDS);
    });

  devices
    .command('rename <device> <name>')
    .description('give a device a new name')
    .action(async (ref: string, name: string) => {
      const { fleet } = cli.connection();
      const uuid = await deviceUuidOf(fleet, ref);
      await fleet.devices.renameDevice(uuid, name);
      cli.out.done(`Renamed ${ref} to ${name}.`, { deviceUuid: uuid, deviceName: name });
    });

  devices
    .command('notes <device> <notes>')
    .description("replace a device's notes ('' clears them)")
    .action(async (ref: string, notes: string) => {
      const { fleet } = cli.connection();
      const uuid = await deviceUuidOf(fleet, ref);
      await fleet.devices.setNotes(uuid, notes);
      cli.out.done(`Saved the notes of ${ref}.`, { deviceUuid: uuid, notes });
    });

  for (const [name, hibernated, verb] of [
    ['hibernate', true, 'Hibernated'],
    ['wake', false, 'Woke'],
  ] as const)
    devices
      .command(`${name} <device...>`)
      .description(
        hibernated ? 'stop devices taking updates' : 'let hibernated devices take updates again',
      )
      .action(async (refs: string[]) => {
        const { fleet } = cli.connection();
        await applyToEach(
          cli,
          refs,
          async (ref) => fleet.devices.setHibernation(await deviceUuidOf(fleet, ref), hibernated),
          (ref) => `${verb} ${ref}.`,
        );
      });

  devices
    .command('delete <device...>')
    .description('delete devices (asks first unless --yes)')
    .option('-y, --yes', 'do not ask')
    .action(async (refs: string[], options: { yes?: boolean }) => {
      const { fleet } = cli.connection();
      const uuids = await deviceUuidsOf(fleet, refs);
      await confirmOrYes(
        cli,
        options.yes,
        `Delete ${refs.length === 1 ? refs[0] : `${refs.length} devices`}?`,
      );
      await applyToEach(
        cli,
        uuids,
        (uuid) => fleet.devices.deleteDevice(uuid),
        (uuid) => `Deleted ${uuid}.`,
      );
    });

  devices
    .command('packages <device>')
    .description('the packages installed on a device')
    .action(async (ref: string) => {
      const { fleet } = cli.connection();
      const installed = await fleet.devices.listInstalledPackages(await deviceUuidOf(fleet, ref));
      await cli.out.list(installed, INSTALLED_PACKAGE_COLUMNS);
    });

  devices
    .command('pair <code>')
    .description('pair a device with its provisioning code')
    .action(async (code: string) => {
      const { fleet } = cli.connection();
      const claim = await fleet.provisioning.claimProvisionCode(code);
      cli.out.done(`Paired with code ${code}.`, claim);
    });
}
