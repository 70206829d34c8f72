// SPEC §8 gives some failures a fixed text ('Unable to refresh this source', the guest token and
// trial messages, …). The call still fails with a FleetApiError carrying the server's status,
// code, description and body; only the message a user reads is the SPEC text, and the original
// error stays reachable as `cause`.
import { FleetApiError, isFleetApiError } from '../errors';

/** The same failure with `message` as its text; anything but a FleetApiError passes through. */
export function reworded(error: unknown, message: string): unknown {
  if (!isFleetApiError(error)) return error;
  return new FleetApiError({
    status: error.status,
    code: error.code,
    description: error.description,
    body: error.body,
    method: error.method,
    url: error.url,
    message,
    cause: error,
  });
}

/**
 * Runs a call; when it fails with a FleetApiError for which `messageFor` has a text, rethrows
 * it with that text. Aborts, validation errors and unmapped failures pass through untouched.
 */
export async function rewording<T>(
  call: () => Promise<T>,
  messageFor: (error: FleetApiError) => string | undefined,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = isFleetApiError(error) ? messageFor(error) : undefined;
    throw message === undefined ? error : reworded(error, message);
  }
}

/** Whether a call failed with this HTTP status. */
export const failedWith = (error: unknown, status: number): error is FleetApiError =>
  isFleetApiError(error) && error.status === status;
