// `fleet rollouts watch`: follows a rollout over the live channel, a line each time it moves on
// (state, phase, counts), until it completes, aborts or waits for an approval.
import type { LiveChannel, Rollout } from '@fleet/sdk';
import type { Cli } from './cli';
import { CliError, EXIT } from './exit-codes';

/** Where a rollout stops being watched: nothing happens without someone, or ever again. */
const RESTING: ReadonlySet<Rollout['state']> = new Set([
  'completed',
  'aborted',
  'waitingForApproval',
]);

/** `running, phase 1/3: 12 targeted, 3 pending, 2 in progress, 6 succeeded, 1 failed`. */
export function rolloutLine(rollout: Rollout): string {
  const index = rollout.currentPhase;
  const phase = index === null ? undefined : rollout.phases[index];
  const counts = phase?.counts;
  const where = phase ? `, phase ${phase.index + 1}/${rollout.phases.length}` : '';
  const tally = counts
    ? `: ${counts.targeted} targeted, ${counts.pending} pending, ${counts.inProgress} in progress, ${counts.succeeded} succeeded, ${counts.failed} failed, ${counts.notAffected} not affected`
    : '';
  const reason = rollout.abortReason ? ` (${rollout.abortReason.message})` : '';
  return `${rollout.state}${where}${tally}${reason}`;
}

export interface WatchRolloutOptions {
  /** Stop watching after this many seconds (the rollout goes on). */
  timeoutSeconds?: number;
}

/**
 * Prints each change of the rollout until it rests, and answers it as it then is. Completed
 * ends 0, waiting for an approval 0 (someone must act), aborted 1.
 */
export async function watchRollout(
  cli: Cli,
  rolloutId: string,
  live: LiveChannel,
  options: WatchRolloutOptions = {},
): Promise<Rollout> {
  const { fleet } = cli.connection();
  let last = '';
  let settle: (rollout: Rollout) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const rested = new Promise<Rollout>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const show = (rollout: Rollout) => {
    const line = rolloutLine(rollout);
    if (line !== last) cli.io.stderr.write(`${line}\n`);
    last = line;
    if (RESTING.has(rollout.state)) settle(rollout);
  };
  const fetchAndShow = () => fleet.rollouts.getRollout(rolloutId).then(show, fail);

  // Listening first, then reading: no change falls between the two.
  const stopEvents = live.onEvent((event) => {
    if (
      (event.type === 'RolloutStateChanged' || event.type === 'RolloutProgress') &&
      event.message.rollout.id === rolloutId
    )
      show(event.message.rollout);
  });
  const stopReconnected = live.onReconnected(() => void fetchAndShow());
  const stopInterrupt = cli.io.onInterrupt(() =>
    fail(new CliError('Stopped watching; the rollout goes on.')),
  );
  const timer =
    options.timeoutSeconds === undefined
      ? undefined
      : setTimeout(
          () =>
            fail(
              new CliError(
                `Stopped watching after ${options.timeoutSeconds} s; the rollout goes on.`,
              ),
            ),
          options.timeoutSeconds * 1000,
        );
  try {
    await fetchAndShow();
    const rollout = await rested;
    if (rollout.state === 'aborted') cli.setExitCode(EXIT.failure);
    return rollout;
  } finally {
    clearTimeout(timer);
    stopEvents();
    stopReconnected();
    stopInterrupt();
  }
}
