import type { Middleware } from 'openapi-fetch';
import {
  fleetApiErrorFromNetworkFailure,
  fleetApiErrorFromResponse,
  isAbortError,
  type FleetApiError,
} from '../../errors';

export interface ApiErrorsOptions {
  /** Told of every 401 that survived the token refresh (e.g. to sign the user in again). */
  onUnauthorized?: ((error: FleetApiError) => void) | undefined;
  /** Told of every failure it throws (e.g. to keep a log of recent failures). */
  onFailure?: ((error: FleetApiError) => void) | undefined;
}

/**
 * Turns every failed call into a thrown FleetApiError: a non-2xx answer (after refresh and
 * backoff had their turn) and a fetch that rejects (status 0). Registered first, so its
 * onResponse sees the final answer. Aborts pass through as the caller's AbortError.
 */
export function apiErrors(options: ApiErrorsOptions = {}): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      const error = await fleetApiErrorFromResponse(request, response);
      options.onFailure?.(error);
      if (error.status === 401) options.onUnauthorized?.(error);
      throw error;
    },
    onError({ request, error }) {
      if (isAbortError(error) || request.signal.aborted) return undefined;
      const failure = fleetApiErrorFromNetworkFailure(request, error);
      options.onFailure?.(failure);
      return failure;
    },
  };
}
