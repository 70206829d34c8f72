// One action over several targets: each failure is told with its reason and the others go on;
// the run ends with exit 3 when some took it and some did not, 1 when none did.
import type { Cli } from './cli';
import { CliError, EXIT } from './exit-codes';
import { reportError } from './report-error';

export interface BatchResult {
  done: string[];
  failed: Array<{ target: string; reason: string }>;
}

export async function applyToEach(
  cli: Cli,
  targets: readonly string[],
  action: (target: string) => Promise<void>,
  sentence: (target: string) => string,
): Promise<BatchResult> {
  const result: BatchResult = { done: [], failed: [] };
  for (const target of targets) {
    try {
      await action(target);
      result.done.push(target);
      cli.out.say(sentence(target));
    } catch (error) {
      const { message } = reportError(error);
      result.failed.push({ target, reason: message });
      cli.io.stderr.write(`${target}: ${message}\n`);
    }
  }
  if (cli.out.forScripts) cli.out.done('', result);
  if (result.failed.length > 0 && result.done.length === 0)
    throw new CliError(`Nothing was changed (${result.failed.length} failed).`, EXIT.failure);
  if (result.failed.length > 0) cli.setExitCode(EXIT.partial);
  return result;
}
