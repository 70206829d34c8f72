// `--watch`: follows an update over the live channel until every device it reached has
// finished, with a bar on a terminal or a line per device change when piped; the exit code
// says whether every device installed it.
import type { FinishedUpdate, LiveChannel, UpdateOutcome, UpdateTargetOutcome } from '@fleet/sdk';
import type { Cli } from './cli';
import { CliError, EXIT } from './exit-codes';
import type { Column } from './output';
import { createProgress } from './progress';

export const TARGET_COLUMNS: readonly Column<UpdateTargetOutcome>[] = [
  { header: 'Device', value: (t) => t.name ?? t.deviceUuid },
  {
    header: 'Result',
    value: (t) => t.state,
    color: (text, colors) =>
      text === 'succeeded' ? colors.green(text) : text === 'failed' ? colors.red(text) : text,
  },
  { header: 'UUID', value: (t) => t.deviceUuid },
];

export interface WatchOptions {
  timeoutSeconds: number;
}

/** Waits for the update, prints each device's result, and sets the exit code (docs/cli.md). */
export async function watchUpdate(
  cli: Cli,
  update: UpdateOutcome,
  live: LiveChannel,
  options: WatchOptions,
): Promise<FinishedUpdate> {
  const { fleet } = cli.connection();
  const progress = createProgress(cli.io, 'Updating', 'devices');
  const seen = new Map<string, string>();
  const abort = new AbortController();
  const stopListening = cli.io.onInterrupt(() => abort.abort());
  try {
    const finished = await fleet.updates.waitForOutcome(update, {
      live,
      signal: abort.signal,
      timeout: options.timeoutSeconds * 1000,
      onProgress: ({ targets, finished, total }) => {
        if (!cli.io.terminal)
          for (const target of targets) {
            if (seen.get(target.deviceUuid) === target.state) continue;
            seen.set(target.deviceUuid, target.state);
            cli.io.stderr.write(`${target.name ?? target.deviceUuid}: ${target.state}\n`);
          }
        progress.update(finished, total);
      },
    });
    progress.stop();
    return finished;
  } catch (error) {
    progress.stop();
    if (error instanceof Error && error.name === 'AbortError')
      throw new CliError('Stopped watching; the update goes on.');
    throw error;
  } finally {
    stopListening();
    live.dispose();
  }
}

/** Every device installed it: 0; some did: 3; none did: 1 (with the count on stderr). */
export function finishedExitCode(result: FinishedUpdate, notAffected: number) {
  const total = result.total + notAffected;
  if (result.succeeded.length === total) return EXIT.ok;
  if (result.succeeded.length === 0)
    throw new CliError(
      `No device installed the update (${result.failed.length} failed, ${result.canceled.length} canceled).`,
    );
  return EXIT.partial;
}
