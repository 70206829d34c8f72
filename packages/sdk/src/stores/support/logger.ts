/**
 * Where failures that must not stop the app are reported (SPEC §8: failed guest token
 * refreshes, access token fetches and start-up stores are "only logged"). Injectable, so
 * tests assert what was reported instead of spying on the console.
 */
export interface Logger {
  warn(message: string, detail?: unknown): void;
}

/** The default: the browser or Node console. */
export const consoleLogger: Logger = {
  warn: (message, detail) =>
    detail === undefined ? console.warn(message) : console.warn(message, detail),
};
