import type { Middleware } from 'openapi-fetch';
import { fleetApiErrorFromNetworkFailure, isAbortError } from '../../errors';

type Fetch = (request: Request) => Promise<Response>;

/**
 * Unsent copies of the requests in flight, so that the 401 refresh and the Retry-After backoff
 * can send a request again: fetch spends a request's body, so a POST cannot be re-sent as is.
 * Keyed weakly by the sent Request, so a finished call leaves nothing behind.
 */
export class ReplayCopies {
  readonly #copies = new WeakMap<Request, Request>();

  keep(request: Request): void {
    this.#copies.set(request, request.clone());
  }

  /**
   * Sends `request` again from a fresh copy. `edit` changes the kept copy first, so later
   * replays of the same call see the change too (e.g. a refreshed token).
   */
  async resend(request: Request, fetch: Fetch, edit?: (copy: Request) => void): Promise<Response> {
    const copy = this.#copies.get(request);
    if (!copy) throw new Error('Fleet client: no replay copy kept for this request.');
    edit?.(copy);
    try {
      return await fetch(copy.clone());
    } catch (error) {
      // A failed re-send is a failed call: same error as a first send that fails.
      if (isAbortError(error) || request.signal.aborted) throw error;
      throw fleetApiErrorFromNetworkFailure(request, error);
    }
  }
}

/** Registered last, so the copy is the request exactly as it goes on the wire. */
export function keepReplayCopy(copies: ReplayCopies): Middleware {
  return {
    onRequest({ request }) {
      copies.keep(request);
      return undefined;
    },
  };
}

/** Releases a response that will not be read (frees the connection in Node). */
export async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}
