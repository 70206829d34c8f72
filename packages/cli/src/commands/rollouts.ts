// `fleet rollouts …`: phased updates that stop themselves when devices fail (docs/rollouts.md):
// list, show, create, start, pause, resume, approve, abort, the devices of a phase, and watch.
import type {
  FleetSdk,
  Rollout,
  RolloutDeviceOutcome,
  RolloutState,
  RolloutTarget,
} from '@fleet/sdk';
import { ROLLOUT_OUTCOMES } from '@fleet/sdk/domain';
import { Option, type Command } from 'commander';
import type { Cli } from '../cli';
import {
  PHASE_COLUMNS,
  ROLLOUT_COLUMNS,
  ROLLOUT_DEVICE_COLUMNS,
  ROLLOUT_FIELDS,
} from '../columns/rollouts';
import { confirmOrYes } from '../confirm';
import { usageError } from '../exit-codes';
import { printPagedList, wholeNumber, withPaging, type PagingOptions } from '../paging';
import { deviceUuidsOf, fleetIdOf, packageIdOf } from '../refs';
import { parsePhase, parseWindow, percentOf } from '../rollout-definition';
import { rolloutLine, watchRollout } from '../watch-rollout';

const ROLLOUT_STATES: readonly RolloutState[] = [
  'draft',
  'scheduled',
  'running',
  'waitingForApproval',
  'paused',
  'aborted',
  'completed',
];
interface CreateOptions {
  package: string[];
  fleet?: string[];
  device?: string[];
  filter?: string;
  phase: string[];
  threshold: number;
  window?: string;
  startAt?: string;
  seed?: number;
  start?: boolean;
  watch?: boolean;
}

const percent = (text: string): number => percentOf(text, '--threshold');

/** A rollout shown in full: its fields, then a row per phase. */
async function showRollout(cli: Cli, rollout: Rollout): Promise<void> {
  if (cli.out.forScripts) {
    cli.out.done('', rollout);
    return;
  }
  cli.out.item(rollout, ROLLOUT_FIELDS);
  cli.out.say('');
  await cli.out.list(rollout.phases, PHASE_COLUMNS);
}

export function registerRolloutCommands(program: Command, cli: Cli): void {
  const rollouts = program
    .command('rollouts')
    .description('phased updates that stop themselves when devices fail');

  withPaging(
    rollouts
      .command('list')
      .description('the rollouts, newest first')
      .addOption(
        new Option('--state <state...>', 'only rollouts in these states').choices(ROLLOUT_STATES),
      ),
    'rollouts',
  ).action(async (options: PagingOptions & { state?: RolloutState[] }) => {
    const { fleet } = cli.connection();
    const query = { states: options.state };
    await printPagedList(cli, options, {
      all: () => fleet.rollouts.iterateRollouts(query),
      page: (paging) => fleet.rollouts.listRollouts({ ...query, ...paging }),
      columns: ROLLOUT_COLUMNS,
      what: 'rollouts',
    });
  });

  rollouts
    .command('show <rollout-id>')
    .description('one rollout and each of its phases')
    .action(async (rolloutId: string) => {
      const { fleet } = cli.connection();
      await showRollout(cli, await fleet.rollouts.getRollout(rolloutId));
    });

  rollouts
    .command('create <name>')
    .description('define a rollout (a draft until started; --start starts it at once)')
    .requiredOption('-P, --package <package...>', 'package ids, or name@version')
    .option('-f, --fleet <fleet...>', 'the devices of these fleets (ids or exact names)')
    .option('-d, --device <device...>', 'these devices (UUIDs or exact names)')
    .option('--filter <expression>', 'the devices matching a fleet expression when it starts')
    .requiredOption(
      '--phase <phase...>',
      'phases in order: SIZE[:approval|:wait=DURATION][:threshold=PERCENT], e.g. 5%:approval 25%:wait=2h rest',
    )
    .option(
      '--threshold <percent>',
      'the failure rate a phase tolerates, unless it says',
      percent,
      10,
    )
    .option('--window <window>', 'when devices may start, e.g. "mon-fri 22:00-04:00 Europe/Zurich"')
    .option('--start-at <time>', 'no phase before this time (ISO 8601)')
    .option(
      '--seed <n>',
      'picks which devices go in which phase (same seed, same phases)',
      wholeNumber,
    )
    .option('--start', 'start it at once')
    .option(
      '-w, --watch',
      'with --start: follow it until it completes, aborts or waits for approval',
    )
    .action(async (name: string, options: CreateOptions) => {
      const targets = [options.fleet, options.device, options.filter].filter(
        (given) => given !== undefined,
      );
      if (targets.length !== 1)
        throw usageError('Name the targets once: --fleet, --device or --filter.');
      if (options.watch && !options.start)
        throw usageError('--watch follows a rollout --start starts.');
      const phases = options.phase.map((phase) => parsePhase(phase, options.threshold));
      const maintenanceWindow =
        options.window === undefined ? undefined : parseWindow(options.window);
      let startAt: string | undefined;
      if (options.startAt !== undefined) {
        const when = new Date(options.startAt);
        if (Number.isNaN(when.getTime()))
          throw usageError(`--start-at ${options.startAt} is not a time.`);
        startAt = when.toISOString();
      }

      const { fleet, openLive } = cli.connection();
      const target: RolloutTarget = options.fleet
        ? { fleets: await Promise.all(options.fleet.map((ref) => fleetIdOf(fleet, ref))) }
        : options.device
          ? { devices: await deviceUuidsOf(fleet, options.device) }
          : { expression: options.filter ?? '' };
      const packageIds = await Promise.all(options.package.map((ref) => packageIdOf(fleet, ref)));
      const draft = await fleet.rollouts.createRollout({
        name,
        packageIds,
        target,
        phases,
        ...(maintenanceWindow && { maintenanceWindow }),
        ...(startAt && { startAt }),
        ...(options.seed !== undefined && { seed: options.seed }),
      });
      if (!options.start) {
        cli.out.done(
          `Created rollout ${name} (${draft.id}), a draft: fleet rollouts start ${draft.id}.`,
          draft,
        );
        return;
      }
      // Opened before the start, so no change of the first phase comes before it listens.
      const live = options.watch ? await openLive() : undefined;
      try {
        const started = await fleet.rollouts.startRollout(draft.id);
        cli.out.say(`Started rollout ${name} (${started.id}): ${rolloutLine(started)}.`);
        const shown = live ? await watchRollout(cli, started.id, live) : started;
        if (cli.out.forScripts) cli.out.done('', shown);
        else if (live) await cli.out.list(shown.phases, PHASE_COLUMNS);
      } finally {
        live?.dispose();
      }
    });

  const action = (
    verb: 'start' | 'pause' | 'resume' | 'approve',
    description: string,
    run: (fleet: FleetSdk, id: string) => Promise<Rollout>,
    sentence: string,
  ) =>
    rollouts
      .command(`${verb} <rollout-id>`)
      .description(description)
      .action(async (rolloutId: string) => {
        const { fleet } = cli.connection();
        const rollout = await run(fleet, rolloutId);
        cli.out.done(`${sentence} ${rollout.name}: ${rolloutLine(rollout)}.`, rollout);
      });
  action(
    'start',
    'start a draft (scheduled until its start time)',
    (f, id) => f.rollouts.startRollout(id),
    'Started',
  );
  action(
    'pause',
    'no new assignments until resumed',
    (f, id) => f.rollouts.pauseRollout(id),
    'Paused',
  );
  action(
    'resume',
    'go on with a paused rollout',
    (f, id) => f.rollouts.resumeRollout(id),
    'Resumed',
  );
  action(
    'approve',
    'start the next phase of a rollout waiting for approval',
    (f, id) => f.rollouts.approveNextPhase(id),
    'Approved the next phase of',
  );

  rollouts
    .command('abort <rollout-id>')
    .description('stop it for good; the pending assignments it made are cancelled')
    .option('-m, --message <text>', 'why, for whoever reads the rollout')
    .option('-y, --yes', 'do not ask')
    .action(async (rolloutId: string, options: { message?: string; yes?: boolean }) => {
      const { fleet } = cli.connection();
      await confirmOrYes(
        cli,
        options.yes,
        `Abort rollout ${rolloutId}? Its pending assignments are cancelled.`,
      );
      const rollout = await fleet.rollouts.abortRollout(
        rolloutId,
        options.message === undefined ? {} : { message: options.message },
      );
      cli.out.done(`Aborted ${rollout.name}: ${rolloutLine(rollout)}.`, rollout);
    });

  withPaging(
    rollouts
      .command('devices <rollout-id> <phase>')
      .description('the devices a phase (from 1) picked, and where each stands')
      .addOption(
        new Option('--outcome <outcome...>', 'only devices with these outcomes').choices(
          ROLLOUT_OUTCOMES,
        ),
      ),
    'devices',
  ).action(
    async (
      rolloutId: string,
      phase: string,
      options: PagingOptions & { outcome?: RolloutDeviceOutcome[] },
    ) => {
      if (!/^\d+$/.test(phase) || Number(phase) < 1)
        throw usageError(`Phase ${phase}: phases are numbered from 1.`);
      const index = Number(phase) - 1;
      const { fleet } = cli.connection();
      const query = { outcomes: options.outcome };
      await printPagedList(cli, options, {
        all: () => fleet.rollouts.iteratePhaseDevices(rolloutId, index, query),
        page: (paging) =>
          fleet.rollouts.listPhaseDevices(rolloutId, index, { ...query, ...paging }),
        columns: ROLLOUT_DEVICE_COLUMNS,
        what: 'devices',
      });
    },
  );

  rollouts
    .command('watch <rollout-id>')
    .description(
      'follow a rollout until it completes (exit 0), aborts (exit 1) or waits for approval (exit 0)',
    )
    .option(
      '--timeout <seconds>',
      'stop watching after this long (the rollout goes on)',
      wholeNumber,
    )
    .action(async (rolloutId: string, options: { timeout?: number }) => {
      const { openLive } = cli.connection();
      const live = await openLive();
      try {
        const rollout = await watchRollout(cli, rolloutId, live, {
          timeoutSeconds: options.timeout,
        });
        await showRollout(cli, rollout);
      } finally {
        live.dispose();
      }
    });
}
