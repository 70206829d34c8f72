// The documented exit codes (docs/cli.md): scripts branch on them.
export const EXIT = {
  /** Everything asked was done. */
  ok: 0,
  /** The command failed: refused, not found, server or network trouble. */
  failure: 1,
  /** The command line was wrong: unknown command or option, a value SPEC §5 refuses. */
  usage: 2,
  /** Partially applied: some targets took the change, others did not. */
  partial: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the command line itself reports, with the exit code it ends with. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
  ) {
    super(message);
  }
}

/** The command line was used wrongly (exit 2). */
export const usageError = (message: string): CliError => new CliError(message, EXIT.usage);
