// The recent failed calls of one client, newest first, for a support page (the console's
// /debug) and bug reports: method, path, status, code and message, never a query string,
// header or body (they may carry secrets or personal data). A ring: old entries fall out.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { FleetApiError } from '../errors';

export interface RecentFailure {
  /** When it failed (ISO 8601). */
  at: string;
  method: string;
  /** The request's path, without its query. */
  path: string;
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  code?: string;
  message: string;
}

export interface FailureLog {
  /** The recent failures, newest first. */
  readonly entries: ReadonlySignal<readonly RecentFailure[]>;
  record(error: FleetApiError): void;
  clear(): void;
}

export const FAILURE_LOG_SIZE = 20;

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
};

export function createFailureLog(
  size = FAILURE_LOG_SIZE,
  now: () => Date = () => new Date(),
): FailureLog {
  const entries = signal<readonly RecentFailure[]>([]);
  return {
    entries,
    record(error) {
      const entry: RecentFailure = {
        at: now().toISOString(),
        method: error.method,
        path: pathOf(error.url),
        status: error.status,
        ...(error.code !== undefined && { code: error.code }),
        message: error.message,
      };
      entries.value = [entry, ...entries.peek()].slice(0, size);
    },
    clear() {
      entries.value = [];
    },
  };
}
