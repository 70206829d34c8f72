import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  isWindowOpen,
  nextWindowOpening,
  type MaintenanceWindow,
} from './maintenance-window.js';

const nights: MaintenanceWindow = {
  timeZone: 'Europe/Zurich',
  weekdays: ['fri'],
  start: '22:00',
  end: '04:00',
};

describe('maintenance windows', () => {
  it('opens across midnight: Friday 22:00 to Saturday 04:00 in Zurich (UTC+1 in winter)', () => {
    expect(isWindowOpen(nights, new Date('2026-01-09T20:59:00Z'))).toBe(false); // Fri 21:59
    expect(isWindowOpen(nights, new Date('2026-01-09T21:00:00Z'))).toBe(true); // Fri 22:00
    expect(isWindowOpen(nights, new Date('2026-01-10T02:59:00Z'))).toBe(true); // Sat 03:59
    expect(isWindowOpen(nights, new Date('2026-01-10T03:00:00Z'))).toBe(false); // Sat 04:00
    // Saturday night is not Friday's: Saturday is not listed.
    expect(isWindowOpen(nights, new Date('2026-01-10T21:30:00Z'))).toBe(false);
    // Friday morning belongs to Thursday's window, not listed either.
    expect(isWindowOpen(nights, new Date('2026-01-09T01:00:00Z'))).toBe(false);
  });

  it('reads the hours in the window’s time zone, not the server’s', () => {
    const tokyo: MaintenanceWindow = {
      timeZone: 'Asia/Tokyo',
      weekdays: ['mon'],
      start: '09:00',
      end: '10:00',
    };
    // Monday 09:30 in Tokyo is Monday 00:30 UTC.
    expect(isWindowOpen(tokyo, new Date('2026-01-12T00:30:00Z'))).toBe(true);
    expect(isWindowOpen(tokyo, new Date('2026-01-12T09:30:00Z'))).toBe(false);
    const newYork: MaintenanceWindow = { ...tokyo, timeZone: 'America/New_York' };
    expect(isWindowOpen(newYork, new Date('2026-01-12T14:30:00Z'))).toBe(true);
  });

  it('follows daylight saving time: 22:00 in Zurich is 21:00 UTC in winter, 20:00 in summer', () => {
    const daily: MaintenanceWindow = {
      ...nights,
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    };
    expect(nextWindowOpening(daily, new Date('2026-03-28T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-28T21:00:00.000Z',
    );
    // The clocks go forward in the night of 29 March.
    expect(nextWindowOpening(daily, new Date('2026-03-29T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-29T20:00:00.000Z',
    );
  });

  it('opens when the clock reaches a start time skipped in spring', () => {
    const early: MaintenanceWindow = {
      timeZone: 'Europe/Zurich',
      weekdays: ['sun'],
      start: '02:30',
      end: '05:00',
    };
    // 29 March 2026: 02:00 jumps to 03:00 (01:00 UTC); the window opens at 03:00 local.
    expect(nextWindowOpening(early, new Date('2026-03-28T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('opens at the first of the two 02:30s of the autumn night', () => {
    const early: MaintenanceWindow = {
      timeZone: 'Europe/Zurich',
      weekdays: ['sun'],
      start: '02:30',
      end: '05:00',
    };
    // 25 October 2026: 03:00 goes back to 02:00; 02:30 is first 00:30 UTC, then 01:30 UTC.
    expect(nextWindowOpening(early, new Date('2026-10-24T12:00:00Z'))?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('names the next opening: now when open, else the next listed day’s start', () => {
    expect(nextWindowOpening(nights, new Date('2026-01-09T22:00:00Z'))?.toISOString()).toBe(
      '2026-01-09T22:00:00.000Z',
    );
    // Saturday noon: next Friday 22:00 Zurich.
    expect(nextWindowOpening(nights, new Date('2026-01-10T12:00:00Z'))?.toISOString()).toBe(
      '2026-01-16T21:00:00.000Z',
    );
  });

  it('treats start equal to end as a whole day', () => {
    const sundays: MaintenanceWindow = {
      timeZone: 'UTC',
      weekdays: ['sun'],
      start: '00:00',
      end: '00:00',
    };
    expect(isWindowOpen(sundays, new Date('2026-01-11T23:59:00Z'))).toBe(true);
    expect(isWindowOpen(sundays, new Date('2026-01-12T00:00:00Z'))).toBe(false);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('Europe/Zurich')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('always finds an opening within a week, and it is open, and nothing before it is', () => {
    const zones = [
      'UTC',
      'Europe/Zurich',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const window = fc.record({
      timeZone: fc.constantFrom(...zones),
      weekdays: fc.uniqueArray(
        fc.constantFrom('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun' as const),
        {
          minLength: 1,
        },
      ),
      start: time,
      end: time,
    });
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(window, instant, (w, at) => {
        const opening = nextWindowOpening(w, at);
        expect(opening).not.toBeNull();
        const t = opening!.getTime();
        expect(t).toBeGreaterThanOrEqual(at);
        expect(t - at).toBeLessThanOrEqual(8 * 24 * 3600_000);
        expect(isWindowOpen(w, t)).toBe(true);
        // Just before it (and after `at`), the window was closed.
        if (t - 60_000 >= at) expect(isWindowOpen(w, t - 60_000)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
