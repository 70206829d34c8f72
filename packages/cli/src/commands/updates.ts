// `fleet updates …`: send packages to devices or fleets (now, or --at a time), follow them with
// --watch, list a device's updates and cancel one.
import type { UpdateOutcome } from '@fleet/sdk';
import type { Command } from 'commander';
import { applyToEach } from '../batch';
import type { Cli } from '../cli';
import { EXIT, usageError } from '../exit-codes';
import { wholeNumber } from '../paging';
import { deviceUuidOf, deviceUuidsOf, fleetIdOf, packageIdOf } from '../refs';
import { finishedExitCode, TARGET_COLUMNS, watchUpdate } from '../watch-update';

interface CreateOptions {
  package: string[];
  device?: string[];
  fleet?: string[];
  at?: string;
  watch?: boolean;
  timeout: number;
}

export function registerUpdateCommands(program: Command, cli: Cli): void {
  const updates = program.command('updates').description('send packages to devices and fleets');

  updates
    .command('create')
    .description('send packages to devices and every device of fleets')
    .requiredOption('-P, --package <package...>', 'package ids, or name@version')
    .option('-d, --device <device...>', 'devices (UUIDs or exact names)')
    .option('-f, --fleet <fleet...>', 'fleets (ids or exact names)')
    .option('--at <time>', 'schedule it (ISO 8601, e.g. 2026-12-01T02:00:00Z) instead of now')
    .option('-w, --watch', 'follow it until every device has finished')
    .option('--timeout <seconds>', 'how long --watch waits', wholeNumber, 1800)
    .action(async (options: CreateOptions) => {
      if (!options.device?.length && !options.fleet?.length)
        throw usageError('Name devices (--device) or fleets (--fleet) to update.');
      if (options.at && options.watch)
        throw usageError('--watch follows an update now, not one --at a time.');
      const { fleet, openLive } = cli.connection();
      const packageIds = await Promise.all(options.package.map((ref) => packageIdOf(fleet, ref)));
      const devices = await deviceUuidsOf(fleet, options.device ?? []);
      const fleets = await Promise.all((options.fleet ?? []).map((ref) => fleetIdOf(fleet, ref)));

      if (options.at) {
        const when = new Date(options.at);
        if (Number.isNaN(when.getTime())) throw usageError(`--at ${options.at} is not a time.`);
        const targets = [...devices];
        if (fleets.length > 0)
          for (const device of await fleet.fleets.devicesOfFleets(fleets))
            targets.push(device.deviceUuid);
        await applyToEach(
          cli,
          [...new Set(targets)],
          async (uuid) =>
            void (await fleet.updates.createDeviceUpdate(uuid, { packageIds, scheduledFor: when })),
          (uuid) => `Scheduled for ${when.toISOString()} on ${uuid}.`,
        );
        return;
      }

      // Opened first, so no device's report can come before the channel listens.
      const live = options.watch ? await openLive() : undefined;
      let outcome: UpdateOutcome;
      try {
        outcome = await fleet.updates.createUpdate({ packageIds, devices, fleets });
      } catch (error) {
        live?.dispose();
        throw error;
      }
      cli.out.say(
        `Update ${outcome.correlationId ?? ''} started on ${outcome.affected.length} device${outcome.affected.length === 1 ? '' : 's'}.`,
      );
      if (outcome.notAffected.length > 0) {
        cli.io.stderr.write(`${outcome.notAffected.length} device(s) did not take it:\n`);
        for (const device of outcome.notAffected)
          cli.io.stderr.write(`  ${device.name}: ${device.reason}\n`);
      }
      if (!live) {
        if (cli.out.forScripts) cli.out.done('', outcome);
        if (outcome.notAffected.length > 0) cli.setExitCode(EXIT.partial);
        return;
      }
      const finished = await watchUpdate(cli, outcome, live, { timeoutSeconds: options.timeout });
      if (cli.out.forScripts) cli.out.done('', { ...outcome, ...finished });
      else await cli.out.list(finished.targets, TARGET_COLUMNS);
      cli.setExitCode(finishedExitCode(finished, outcome.notAffected.length));
    });

  updates
    .command('list <device>')
    .description("a device's scheduled and pending updates")
    .action(async (ref: string) => {
      const { fleet } = cli.connection();
      const pending = await fleet.updates.listDeviceUpdates(await deviceUuidOf(fleet, ref));
      await cli.out.list(pending, [
        { header: 'Update id', value: (u) => u.id },
        { header: 'State', value: (u) => u.state },
        { header: 'Scheduled for', value: (u) => u.scheduledFor },
        { header: 'In flight', value: (u) => (u.inFlight ? 'yes' : '') },
        { header: 'Packages', value: (u) => u.packageIds.join(', ') },
      ]);
    });

  updates
    .command('cancel <device> <update-id>')
    .description("cancel a device's scheduled or pending update")
    .option('--force', 'also cancel one the device has already fetched')
    .action(async (ref: string, updateId: string, options: { force?: boolean }) => {
      const { fleet } = cli.connection();
      const uuid = await deviceUuidOf(fleet, ref);
      await fleet.updates.cancelDeviceUpdate(uuid, updateId, { force: options.force === true });
      cli.out.done(`Canceled update ${updateId} on ${ref}.`, {
        deviceUuid: uuid,
        updateId,
        canceled: true,
      });
    });
}
