import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeBucket } from './relative-time.js';

const now = new Date('2025-06-15T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('SPEC §9 relative time buckets', () => {
  it.each([
    [0, { value: 0, unit: 'second' }],
    [59 * SECOND, { value: -59, unit: 'second' }],
    [60 * SECOND, { value: -1, unit: 'minute' }],
    [59 * MINUTE + 59 * SECOND, { value: -59, unit: 'minute' }],
    [HOUR, { value: -1, unit: 'hour' }],
    [23 * HOUR, { value: -23, unit: 'hour' }],
    [DAY, { value: -1, unit: 'day' }],
    [6 * DAY, { value: -6, unit: 'day' }],
    [7 * DAY, { value: -1, unit: 'week' }],
    [29 * DAY, { value: -4, unit: 'week' }],
    [30 * DAY, { value: -1, unit: 'month' }],
    [364 * DAY, { value: -12, unit: 'month' }],
    [365 * DAY, { value: -1, unit: 'year' }],
    [99 * 365 * DAY, { value: -99, unit: 'year' }],
    [100 * 365 * DAY, { value: -1, unit: 'century' }],
    [350 * 365 * DAY, { value: -3, unit: 'century' }],
  ])('%i ms ago', (ms, bucket) => {
    expect(relativeTimeBucket(ago(ms), now)).toEqual(bucket);
  });

  it('counts the future as positive', () => {
    expect(relativeTimeBucket(new Date(now.getTime() + 3 * HOUR), now)).toEqual({
      value: 3,
      unit: 'hour',
    });
  });

  it('accepts ISO strings', () => {
    expect(relativeTimeBucket('2025-06-15T11:55:00Z', now)).toEqual({ value: -5, unit: 'minute' });
  });
});

describe('SPEC §9 relative time wording', () => {
  it('words en-US', () => {
    expect(formatRelativeTime(now, now)).toBe('now');
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * DAY), now)).toBe('3 days ago');
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 7 * DAY), now)).toBe('in 2 weeks');
    expect(formatRelativeTime(ago(200 * 365 * DAY), now)).toBe('200 years ago');
  });

  it('words fr-CH', () => {
    expect(formatRelativeTime(ago(2 * HOUR), now, 'fr-CH')).toBe('il y a 2 heures');
    expect(formatRelativeTime(ago(DAY), now, 'fr-CH')).toBe('hier');
  });

  it('falls back to en-US for other locales', () => {
    expect(formatRelativeTime(ago(2 * HOUR), now, 'xx')).toBe('2 hours ago');
  });
});
