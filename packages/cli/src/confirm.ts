// Destructive commands ask first; scripts say --yes.
import type { Cli } from './cli';
import { CliError, EXIT, usageError } from './exit-codes';

export async function confirmOrYes(
  cli: Cli,
  yes: boolean | undefined,
  question: string,
): Promise<void> {
  if (yes) return;
  if (!cli.io.isTTY)
    throw usageError(`${question} Add --yes to do it without a terminal to ask on.`);
  if (!(await cli.io.confirm(question))) throw new CliError('Nothing was changed.', EXIT.failure);
}
