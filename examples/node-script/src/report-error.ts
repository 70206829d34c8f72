// What a failure looks like to the person running the script: the SDK's message (SPEC §5
// validation texts, SPEC §8 update errors, the server's own message) and where it happened.
import { FleetValidationError, isFleetApiError, TokenRequestError } from '@fleet/sdk';

export function describeError(error: unknown): string {
  if (error instanceof FleetValidationError) return `Invalid input: ${error.message}`;
  if (isFleetApiError(error)) {
    const where = `${error.method} ${new URL(error.url).pathname}`;
    const code = error.code ? `, ${error.code}` : '';
    return error.status === 0
      ? error.message
      : `${error.message} (HTTP ${error.status}${code}: ${where})`;
  }
  if (error instanceof TokenRequestError) return `Sign-in failed: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** Runs the script's body: exit code 0 when it returns, 1 with the reason when it throws. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Failed: ${describeError(error)}`);
      process.exit(1);
    },
  );
}
