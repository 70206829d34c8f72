// `fleet completion bash|zsh|fish`: the script to source in the shell's startup file.
import { Argument, type Command } from 'commander';
import type { Cli } from '../cli';
import { completionScript, SHELLS, type Shell } from '../completion-scripts';

export function registerCompletionCommand(program: Command, cli: Cli): void {
  program
    .command('completion')
    .description('print shell completion (bash: eval "$(fleet completion bash)")')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .action((shell: Shell) => {
      cli.io.stdout.write(completionScript(program, shell));
    });
}
