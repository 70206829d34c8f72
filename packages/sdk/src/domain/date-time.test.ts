import { describe, expect, it } from 'vitest';
import { dateTimeStyle, formatDateTime } from './date-time.js';

const now = new Date('2025-03-20T12:00:00Z');
const fiveMinutesAgo = new Date('2025-03-20T11:55:00Z');

describe('SPEC §3 Preferences datetime format: how dates show', () => {
  it('relative shows how long ago, in the language', () => {
    expect(formatDateTime(fiveMinutesAgo, { format: 'relative', locale: 'en-US', now })).toBe(
      '5 minutes ago',
    );
    expect(formatDateTime(fiveMinutesAgo, { format: 'relative', locale: 'fr-CH', now })).toBe(
      'il y a 5 minutes',
    );
  });

  it('absolute shows the date and time', () => {
    const text = formatDateTime(fiveMinutesAgo, {
      format: 'absolute',
      locale: 'en-US',
      now,
      timeZone: 'UTC',
    });
    expect(text).toBe('Mar 20, 2025, 11:55 AM');
  });

  it('auto lets the view pick, absolute unless it says otherwise', () => {
    expect(dateTimeStyle('auto')).toBe('absolute');
    expect(dateTimeStyle('auto', 'relative')).toBe('relative');
    expect(dateTimeStyle('absolute', 'relative')).toBe('absolute');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDateTime('not a date', { format: 'absolute', locale: 'en-US' })).toBe(
      'not a date',
    );
  });
});
