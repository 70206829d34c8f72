/** Why a session duration is refused; the message is for the user. */
export class SessionDurationError extends Error {
  override name = 'SessionDurationError';
}

/** The longest session the sandbox opens: a working day, so forgotten sessions end. */
export const MAX_SESSION_MS = 24 * 3_600_000;

const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000 } as const;
const DURATION = /^(?:\d+(?:\.\d+)?[hms])+$/;
const PART = /(\d+(?:\.\d+)?)([hms])/g;

/**
 * A session duration such as `30m`, `1h` or `1h30m` (the API's `SessionDuration` pattern,
 * a subset of Go durations), in milliseconds: from one second to {@link MAX_SESSION_MS}.
 */
export function parseSessionDuration(text: string): number {
  if (!DURATION.test(text))
    throw new SessionDurationError(`${text} is not a duration such as 30m, 1h or 1h30m.`);
  let ms = 0;
  for (const [, amount, unit] of text.matchAll(PART)) {
    ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  ms = Math.round(ms);
  if (ms < 1000) throw new SessionDurationError('A session lasts at least one second.');
  if (ms > MAX_SESSION_MS) throw new SessionDurationError('A session lasts at most 24 hours.');
  return ms;
}
