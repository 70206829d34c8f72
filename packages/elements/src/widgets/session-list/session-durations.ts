// How long a remote access session may be opened for: the API's `SessionDuration` text (a
// duration such as `30m` or `1h`) with its label in the user's language.
export const SESSION_DURATIONS = ['30m', '1h', '2h', '4h', '8h'] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];
export const DEFAULT_SESSION_DURATION: SessionDuration = '1h';

export function durationLabel(duration: SessionDuration, locale = 'en-US'): string {
  const amount = Number.parseInt(duration, 10);
  const unit = duration.endsWith('m') ? 'minute' : 'hour';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
