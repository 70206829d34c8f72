import createClient, { type Client } from 'openapi-fetch';
import type { FleetApiError } from '../errors';
import { createFailureLog, type FailureLog } from './failure-log';
import { apiErrors } from './middleware/api-errors';
import { authorizationFor, bearerToken, type GetToken } from './middleware/bearer-token';
import { idempotencyKey } from './middleware/idempotency-key';
import { refreshOnUnauthorized } from './middleware/refresh-on-unauthorized';
import { keepReplayCopy, ReplayCopies } from './middleware/replay';
import { retryAfter, type RetryOptions } from './middleware/retry-after';
import type { paths } from './schema';

export interface FleetClientOptions {
  /** Origin (and optional prefix) the API paths hang from, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** The current host or active-repository token; called for every request. */
  getToken: GetToken;
  /** Renews the tokens after a 401; without it a 401 fails at once. */
  refresh?: () => Promise<void>;
  /** Told of a 401 that survived the refresh. */
  onUnauthorized?: (error: FleetApiError) => void;
  /**
   * Backoff for 420/429/503 answers (idempotent methods only) and retries of calls that got
   * no answer (idempotent methods and POSTs, which carry an Idempotency-Key).
   */
  retry?: RetryOptions;
  /** A fetch to use instead of `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/**
 * The HTTP core the resources are written on. `api` is the typed openapi-fetch client: a call
 * resolves to `{ data, response }` on a 2xx answer and THROWS a FleetApiError on anything else
 * (its `{ error }` branch never occurs); `unwrap()` in resources/support narrows the type.
 */
export interface FleetClient<Paths extends object = paths> {
  readonly api: Client<Paths>;
  /** `baseUrl` without a trailing slash. */
  readonly baseUrl: string;
  /**
   * The `Authorization` value for a call to `path` (an API path like `/api/v2beta/packages`),
   * for the one request that does not go through `api`: the upload with progress.
   */
  authorization(path: string): Promise<string | undefined>;
  /** The recent failed calls made through `api`, newest first (a support page shows them). */
  readonly failures: FailureLog;
}

export function createFleetClient<Paths extends object = paths>(
  options: FleetClientOptions,
): FleetClient<Paths> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const api = createClient<Paths>({ baseUrl, fetch: options.fetch });
  const replay = new ReplayCopies();
  const failures = createFailureLog();

  // onRequest runs in this order, onResponse in reverse: the 401 refresh answers first, the
  // backoff then covers the refreshed call too, and the error mapping sees the final answer.
  api.use(
    apiErrors({
      onUnauthorized: options.onUnauthorized,
      onFailure: (error) => failures.record(error),
    }),
  );
  api.use(retryAfter(replay, options.retry));
  if (options.refresh) {
    api.use(
      refreshOnUnauthorized({ refresh: options.refresh, getToken: options.getToken, replay }),
    );
  }
  api.use(bearerToken(options.getToken));
  api.use(idempotencyKey());
  api.use(keepReplayCopy(replay));

  return {
    api,
    baseUrl,
    authorization: (path) => authorizationFor(options.getToken, path),
    failures,
  };
}
