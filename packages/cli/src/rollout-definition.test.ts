import { describe, expect, it } from 'vitest';
import { CliError } from './exit-codes';
import { isoDuration, parsePhase, parseWindow } from './rollout-definition';

describe('--phase', () => {
  it('reads a share, a count or the rest, with what follows and its threshold', () => {
    expect(parsePhase('5%:approval', 10)).toEqual({
      size: { percent: 5 },
      then: 'approval',
      failureThresholdPercent: 10,
    });
    expect(parsePhase('50:wait=2h:threshold=20', 10)).toEqual({
      size: { count: 50 },
      then: { wait: 'PT2H' },
      failureThresholdPercent: 20,
    });
    expect(parsePhase('rest', 15)).toEqual({ size: { percent: 100 }, failureThresholdPercent: 15 });
  });

  it.each(['0%', '120%', 'half', '0', '5%:later', '5%:threshold=200', '5%:wait=soon'])(
    'refuses %s as bad usage, before any request',
    (text) => {
      expect(() => parsePhase(text, 10)).toThrow(CliError);
      try {
        parsePhase(text, 10);
      } catch (error) {
        expect((error as CliError).exitCode).toBe(2);
      }
    },
  );
});

describe('durations', () => {
  it('takes ISO 8601 and the shorthand people type', () => {
    expect(isoDuration('PT30M')).toBe('PT30M');
    expect(isoDuration('30m')).toBe('PT30M');
    expect(isoDuration('1d')).toBe('P1D');
    expect(isoDuration('1d12h')).toBe('P1DT12H');
    expect(isoDuration('1h30m')).toBe('PT1H30M');
    expect(() => isoDuration('')).toThrow(CliError);
    expect(() => isoDuration('P')).toThrow(CliError);
  });
});

describe('--window', () => {
  it('reads weekdays, hours across midnight and the time zone', () => {
    expect(parseWindow('mon-fri 22:00-04:00 Europe/Zurich')).toEqual({
      timeZone: 'Europe/Zurich',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      start: '22:00',
      end: '04:00',
    });
    expect(parseWindow('fri-mon 01:00-03:00 UTC').weekdays).toEqual(['mon', 'fri', 'sat', 'sun']);
    expect(parseWindow('sat,sun 00:00-00:00 America/New_York').weekdays).toEqual(['sat', 'sun']);
    expect(parseWindow('daily 02:00-05:00 Asia/Tokyo').weekdays).toHaveLength(7);
  });

  it.each([
    'mon-fri 22:00-04:00',
    'someday 22:00-04:00 UTC',
    'mon 25:00-04:00 UTC',
    'mon 22:00-04:00 Mars/Olympus',
    'mon 10-12 UTC',
  ])('refuses "%s"', (text) => {
    expect(() => parseWindow(text)).toThrow(CliError);
  });
});
