// What a failure looks like on stderr, and the exit code it ends with: the SDK's messages
// (SPEC §5 validation texts, SPEC §8 update errors, the server's own message and reason).
import {
  FleetValidationError,
  isFleetApiError,
  TokenRequestError,
  UpdateRefusedError,
} from '@fleet/sdk';
import { CliError, EXIT, type ExitCode } from './exit-codes';

export interface ReportedError {
  message: string;
  exitCode: ExitCode;
}

export function reportError(error: unknown): ReportedError {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  if (error instanceof FleetValidationError)
    return { message: `Invalid input: ${error.message}`, exitCode: EXIT.usage };
  if (isFleetApiError(error)) {
    if (error.status === 0) return { message: error.message, exitCode: EXIT.failure };
    const where = `${error.method} ${new URL(error.url).pathname}`;
    const code = error.code ? `, ${error.code}` : '';
    const reason =
      error.description && !error.message.includes(error.description)
        ? `${/[.!?]$/.test(error.message) ? ' ' : ': '}${error.description}`
        : '';
    return {
      message: `${error.message}${reason} (HTTP ${error.status}${code}: ${where})`,
      exitCode: EXIT.failure,
    };
  }
  if (error instanceof TokenRequestError)
    return { message: `Sign-in failed: ${error.message}`, exitCode: EXIT.failure };
  if (error instanceof UpdateRefusedError) {
    const lines = error.outcome.notAffected.map((device) => `  ${device.name}: ${device.reason}`);
    return { message: [error.message, ...lines].join('\n'), exitCode: EXIT.failure };
  }
  if (error instanceof Error && error.name === 'AbortError')
    return { message: 'Canceled.', exitCode: EXIT.failure };
  return {
    message: error instanceof Error ? error.message : String(error),
    exitCode: EXIT.failure,
  };
}
