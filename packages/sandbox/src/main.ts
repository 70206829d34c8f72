import cluster from 'node:cluster';
import { USAGE, UsageError, parseCommandLine, type CommandLine } from './cli.js';
import { resolveConfig } from './config.js';
import { prepareDatabase } from './processes/prepare.js';
import { forkWorkers, type WorkerReady } from './processes/workers.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { startSandbox } from './sandbox.js';
import { collectStartGarbage } from './processes/start-garbage.js';

function banner(
  { url, issuer }: Omit<WorkerReady, 'type'>,
  dataDir: string,
  workers?: number,
): string {
  const width = Math.max(...DEMO_ACCOUNTS.map(({ email }) => email.length));
  const rows = DEMO_ACCOUNTS.map(({ email, shows }) => `  ${email.padEnd(width)}  ${shows}`);
  return [
    `Fleet Console sandbox on ${url}`,
    `  identity provider  ${issuer}`,
    `  data folder        ${dataDir}`,
    ...(workers === undefined ? [] : [`  worker processes   ${workers}`]),
    '',
    `Demo accounts (password "${DEMO_PASSWORD}"):`,
    ...rows,
    '',
    'Press Ctrl+C to stop.',
  ].join('\n');
}

const print = (line: string): void => void process.stdout.write(`${line}\n`);

/** Stops cleanly on Ctrl+C and SIGTERM (once), then exits. */
function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) print(`\n${signal}: stopping the sandbox...`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The sandbox did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** One process serving the sandbox: the whole server, or one of the `--workers`. */
async function serve(options: CommandLine): Promise<void> {
  const { help: _help, workers: _workers, ...sandboxOptions } = options;
  // A worker finds the database the primary reset, migrated and seeded.
  if (cluster.isWorker) sandboxOptions.reset = false;
  const sandbox = await startSandbox(sandboxOptions, {
    ownsProcess: true,
    onLeadership: (leading) =>
      print(
        leading
          ? `Process ${process.pid} leads: it runs the device simulator, scheduled updates and rollouts.`
          : `Process ${process.pid} no longer leads.`,
      ),
  });
  // Before it says it is ready: the first requests should not pay for the start's garbage.
  collectStartGarbage();
  const ready: WorkerReady = { type: 'ready', url: sandbox.url, issuer: sandbox.issuer };
  if (cluster.isWorker) process.send?.(ready);
  else print(banner(ready, sandbox.config.dataDir));
  stopOnSignals(() => sandbox.close());
}

/** The primary of `--workers N`: readies the database once, then runs N workers on the port. */
async function supervise(options: CommandLine, count: number): Promise<void> {
  const config = resolveConfig(options);
  await prepareDatabase(config);
  const workers = forkWorkers({
    count,
    onReady: (ready) => print(banner(ready, config.dataDir, count)),
    log: print,
  });
  stopOnSignals(() => workers.stop());
}

async function main(): Promise<void> {
  let options;
  try {
    options = parseCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (options.workers !== undefined && cluster.isPrimary)
    return supervise(options, options.workers);
  return serve(options);
}

main().catch((error: unknown) => {
  console.error('The sandbox failed to start:', error);
  process.exit(1);
});
