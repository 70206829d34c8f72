// SPEC §9 "Time formatting uses relative buckets from seconds up to centuries": how long ago
// (or how far ahead) a time is, in the largest whole unit that fits, worded by
// Intl.RelativeTimeFormat. Intl has no century unit, so centuries are worded in years
// (a multiple of 100). `now` is passed in so the result is reproducible.
import { resolveLocale } from './locales.js';

export type RelativeTimeUnit =
  'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' | 'century';

export interface RelativeTimeBucket {
  /** Negative in the past, positive in the future; whole units, rounded toward zero. */
  value: number;
  unit: RelativeTimeUnit;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Bucket = readonly [RelativeTimeUnit, number, number];
const CENTURY: Bucket = ['century', 100 * 365 * DAY, Number.POSITIVE_INFINITY];

// [unit, its length, the span below which it is used]
const BUCKETS: readonly Bucket[] = [
  ['second', SECOND, MINUTE],
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, 7 * DAY],
  ['week', 7 * DAY, 30 * DAY],
  ['month', 30 * DAY, 365 * DAY],
  ['year', 365 * DAY, 100 * 365 * DAY],
  CENTURY,
];

export function relativeTimeBucket(time: Date | string | number, now: Date): RelativeTimeBucket {
  const diff = new Date(time).getTime() - now.getTime();
  const span = Math.abs(diff);
  // The last bucket ends at infinity, so a bucket is always found.
  const [unit, length] = BUCKETS.find(([, , below]) => span < below) ?? CENTURY;
  const value = Math.trunc(diff / length);
  return { value: value === 0 ? 0 : value, unit };
}

/** For example '5 minutes ago', 'yesterday', 'in 3 weeks', 'il y a 2 heures'. */
export function formatRelativeTime(
  time: Date | string | number,
  now: Date,
  locale: string = 'en-US',
): string {
  const { value, unit } = relativeTimeBucket(time, now);
  const format = new Intl.RelativeTimeFormat(resolveLocale(locale), { numeric: 'auto' });
  return unit === 'century' ? format.format(value * 100, 'year') : format.format(value, unit);
}
