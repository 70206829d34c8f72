import { USAGE, UsageError, parseCommandLine } from './cli.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { startSandbox, type Sandbox } from './sandbox.js';

function banner(sandbox: Sandbox): string {
  const width = Math.max(...DEMO_ACCOUNTS.map(({ email }) => email.length));
  const rows = DEMO_ACCOUNTS.map(({ email, shows }) => `  ${email.padEnd(width)}  ${shows}`);
  return [
    `Fleet Console sandbox on ${sandbox.url}`,
    `  identity provider  ${sandbox.issuer}`,
    `  data folder        ${sandbox.config.dataDir}`,
    '',
    `Demo accounts (password "${DEMO_PASSWORD}"):`,
    ...rows,
    '',
    'Press Ctrl+C to stop.',
  ].join('\n');
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
  const { help: _help, ...sandboxOptions } = options;
  const sandbox = await startSandbox(sandboxOptions);
  process.stdout.write(`${banner(sandbox)}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the sandbox...\n`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The sandbox did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The sandbox failed to start:', error);
  process.exit(1);
});
