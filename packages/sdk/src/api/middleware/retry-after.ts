import type { Middleware } from 'openapi-fetch';
import { isFleetApiError } from '../../errors';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
import { discard, type ReplayCopies } from './replay';

export interface RetryOptions {
  /** Retries after the first answer; 0 turns backoff off. Default 3. */
  maxRetries?: number;
  /** Longest wait before one retry, whatever Retry-After asks. Default 30 000 ms. */
  maxDelayMs?: number;
  /**
   * Sends again a call whose connection failed (no answer at all), after 0.5 s, then 1 s, ...;
   * only idempotent methods and POSTs with an Idempotency-Key. 0 turns it off. Default 2.
   */
  maxConnectionRetries?: number;
}

/** Time as the backoff sees it; tests pass their own. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const DEFAULT_MAX_RETRIES = 3;
export const DEFAULT_MAX_DELAY_MS = 30_000;
export const DEFAULT_MAX_CONNECTION_RETRIES = 2;
const CONNECTION_RETRY_BASE_MS = 500;

// 420 is the rate-limit answer of the Torizon API; 429 and 503 are the standard ones.
const RETRYABLE_STATUSES = new Set([420, 429, 503]);
// Only methods the server may see twice without harm; a POST or PATCH could act twice.
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
// Without Retry-After: 1 s, 2 s, 4 s, ... up to maxDelayMs.
const FALLBACK_BASE_DELAY_MS = 1_000;

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/**
 * The wait a Retry-After header asks for, in ms: delay-seconds or an HTTP date. Undefined when
 * the header is missing or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  // HTTP dates start with a day name; Date.parse alone would also take "-5" or "1.5".
  if (!/^[A-Za-z]{3}/.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A call that got no answer is sent again (idempotent methods, keyed POSTs), and
 * 420/429/503 on an idempotent call: wait as Retry-After asks (capped) and send it again, at
 * most `maxRetries` times. The wait ends early, with the abort reason, when the call's signal
 * aborts.
 */
export function retryAfter(
  replay: ReplayCopies,
  options: RetryOptions = {},
  clock: Clock = systemClock,
): Middleware {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const maxConnectionRetries = options.maxConnectionRetries ?? DEFAULT_MAX_CONNECTION_RETRIES;
  // The server acts on a keyed POST once, however often it arrives.
  const safeToRepeat = (request: Request) =>
    IDEMPOTENT_METHODS.has(request.method) ||
    (request.method === 'POST' && request.headers.has(IDEMPOTENCY_KEY_HEADER));

  return {
    async onError({ request, options: { fetch } }) {
      if (request.signal.aborted || !safeToRepeat(request)) return undefined;
      for (let retry = 1; retry <= maxConnectionRetries; retry++) {
        await clock.sleep(CONNECTION_RETRY_BASE_MS * 2 ** (retry - 1), request.signal);
        try {
          return await replay.resend(request, fetch);
        } catch (error) {
          // Still no connection: try again; anything else (an abort) ends the call.
          if (!isFleetApiError(error) || error.status !== 0) throw error;
        }
      }
      return undefined;
    },

    async onResponse({ request, response, options: { fetch } }) {
      if (!RETRYABLE_STATUSES.has(response.status) || !IDEMPOTENT_METHODS.has(request.method)) {
        return undefined;
      }
      let answer = response;
      for (let retry = 1; retry <= maxRetries && RETRYABLE_STATUSES.has(answer.status); retry++) {
        const asked = retryAfterMs(answer.headers.get('Retry-After'), clock.now());
        const fallback = FALLBACK_BASE_DELAY_MS * 2 ** (retry - 1);
        await discard(answer);
        await clock.sleep(Math.min(asked ?? fallback, maxDelayMs), request.signal);
        answer = await replay.resend(request, fetch);
      }
      return answer;
    },
  };
}
