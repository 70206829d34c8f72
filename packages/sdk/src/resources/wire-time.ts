// Times as the wire carries them. Callers may pass a Date or any date string Date.parse
// reads; the API takes RFC 3339 date-times (and metrics take epoch milliseconds), so the
// resources convert after validation (domain/validation.ts) has accepted the value.

/** An instant as the caller may give it. */
export type DateInput = Date | string;

/** RFC 3339 in UTC (`2025-05-13T02:00:00.000Z`) for a Date or date string already validated. */
export function toDateTime(value: DateInput): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The same, passing `undefined` through (an absent query field stays absent). */
export function toOptionalDateTime(value: DateInput | undefined): string | undefined {
  return value === undefined ? undefined : toDateTime(value);
}

/** An instant for the metric calls: a Date, a date string, or Unix epoch milliseconds. */
export type TimeInput = DateInput | number;

/** Unix epoch milliseconds for a time already validated. */
export function toEpochMillis(value: TimeInput): number {
  if (typeof value === 'number') return value;
  return (value instanceof Date ? value : new Date(value)).getTime();
}
