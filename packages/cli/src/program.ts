// The `fleet` command tree and one run of it: parse, act, report, exit code.
import { Command, CommanderError } from 'commander';
import packageJson from '../package.json';
import { createCli, type GlobalOptions } from './cli';
import { registerApiClientCommands } from './commands/api-clients';
import { registerAuthCommands } from './commands/auth';
import { registerCompletionCommand } from './commands/completion';
import { registerDeviceCommands } from './commands/devices';
import { registerFleetCommands } from './commands/fleets';
import { registerLockboxCommands } from './commands/lockboxes';
import { registerPackageSourceCommands } from './commands/package-sources';
import { registerRemoteAccessCommands } from './commands/remote-access';
import { registerPackageCommands } from './commands/packages';
import { registerRepositoryCommands } from './commands/repositories';
import { registerRolloutCommands } from './commands/rollouts';
import { registerUpdateCommands } from './commands/updates';
import { EXIT, type ExitCode } from './exit-codes';
import type { CliIo } from './io';
import { reportError } from './report-error';

export function buildProgram(io: CliIo) {
  const program = new Command('fleet')
    .description('Fleet Console from the command line: devices, fleets, packages and updates.')
    .version(packageJson.version, '-V, --version')
    // Options after a command name belong to that command (`packages upload --version 1.0`).
    .enablePositionalOptions()
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  let running: Command | undefined;
  const cli = createCli(io, () => running?.opts<GlobalOptions>() ?? {});
  registerAuthCommands(program, cli);
  registerDeviceCommands(program, cli);
  registerFleetCommands(program, cli);
  registerPackageCommands(program, cli);
  registerUpdateCommands(program, cli);
  registerRolloutCommands(program, cli);
  registerLockboxCommands(program, cli);
  registerPackageSourceCommands(program, cli);
  registerRemoteAccessCommands(program, cli);
  registerApiClientCommands(program, cli);
  registerRepositoryCommands(program, cli);
  registerCompletionCommand(program, cli);
  for (const command of leafCommands(program)) withGlobalOptions(command);
  program.hook('preAction', (_program, actionCommand) => {
    running = actionCommand;
  });
  return { program, cli };
}

/** Every command that acts (the ones without subcommands). */
export function leafCommands(command: Command): Command[] {
  return command.commands.length === 0
    ? [command]
    : command.commands.flatMap((sub) => leafCommands(sub));
}

function withGlobalOptions(command: Command): void {
  command
    .option('-p, --profile <name>', 'the profile to use (one per server or repository)')
    .option('--json', 'print one JSON document')
    .option('--jsonl', 'print one JSON item per line (streamed with --all)');
}

/** Runs `fleet <argv>`; resolves to the exit code (docs/cli.md). */
export async function runFleet(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const { program, cli } = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return cli.exitCode;
  } catch (error) {
    // Commander has already printed its message (or the help / version).
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const { message, exitCode } = reportError(error);
    io.stderr.write(`Error: ${message}\n`);
    return exitCode;
  }
}
