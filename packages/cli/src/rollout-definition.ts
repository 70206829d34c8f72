// How a rollout's phases and maintenance window are written on the command line
// (docs/cli.md, "Rollouts"), read into the API's shapes before any request.
import type { MaintenanceWindow, RolloutPhaseDefinition } from '@fleet/sdk';
import { durationMs, isTimeZone, WEEKDAYS, type Weekday } from '@fleet/sdk/domain';
import { usageError } from './exit-codes';

/** Shorthand durations people type (`30m`, `2h`, `1d`, `1h30m`) as ISO 8601 (`PT30M`, …). */
export function isoDuration(text: string): string {
  const trimmed = text.trim();
  if (/^P/i.test(trimmed)) {
    const iso = trimmed.toUpperCase();
    if (durationMs(iso) === undefined) throw usageError(`${text} is not a duration.`);
    return iso;
  }
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/i.exec(trimmed);
  if (!match || trimmed === '') throw usageError(`${text} is not a duration (e.g. 30m, 2h, 1d).`);
  const [, days, hours, minutes, seconds] = match;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** `20` or `20%`, from 0 to 100; `what` names it in the error. */
export function percentOf(text: string, what: string): number {
  const value = Number(text.replace(/%$/, ''));
  if (!/^\d+(\.\d+)?%?$/.test(text) || value < 0 || value > 100)
    throw usageError(`${what} ${text} is not a percentage from 0 to 100.`);
  return value;
}

/**
 * One `--phase`: `SIZE[:approval|:wait=DURATION][:threshold=PERCENT]`, SIZE a share of the
 * targets not yet picked (`5%`), a count (`50`) or `rest`. E.g. `5%:approval`,
 * `25%:wait=2h:threshold=10`, `rest`.
 */
export function parsePhase(text: string, defaultThreshold: number): RolloutPhaseDefinition {
  const [size = '', ...parts] = text.split(':');
  const phase: RolloutPhaseDefinition = {
    size: sizeOf(size, text),
    failureThresholdPercent: defaultThreshold,
  };
  for (const part of parts) {
    const [key, value] = part.split('=');
    if (key === 'approval' && value === undefined) phase.then = 'approval';
    else if (key === 'wait' && value) phase.then = { wait: isoDuration(value) };
    else if (key === 'threshold' && value)
      phase.failureThresholdPercent = percentOf(value, 'The threshold');
    else
      throw usageError(
        `--phase ${text}: "${part}" is not approval, wait=DURATION or threshold=PERCENT.`,
      );
  }
  return phase;
}

function sizeOf(size: string, phase: string): RolloutPhaseDefinition['size'] {
  if (size === 'rest') return { percent: 100 };
  if (size.endsWith('%')) {
    const percent = percentOf(size, `--phase ${phase}: the size`);
    if (percent === 0) throw usageError(`--phase ${phase}: a phase picks at least 1%.`);
    return { percent };
  }
  if (/^\d+$/.test(size) && Number(size) > 0) return { count: Number(size) };
  throw usageError(`--phase ${phase}: the size is a percentage (5%), a count (50) or rest.`);
}

/** `mon-fri`, `sat,sun`, `mon,wed-fri` or `daily`. */
function weekdaysOf(text: string, window: string): Weekday[] {
  if (text === 'daily') return [...WEEKDAYS];
  const days = new Set<Weekday>();
  const index = (day: string) => {
    const at = WEEKDAYS.findIndex((weekday) => weekday === day.toLowerCase());
    if (at < 0)
      throw usageError(`--window ${window}: ${day} is not a weekday (mon, tue, … sun or daily).`);
    return at;
  };
  for (const part of text.split(',')) {
    const [from = '', to] = part.split('-');
    const start = index(from);
    const end = to === undefined ? start : index(to);
    // A range may wrap past Sunday (fri-mon).
    const range =
      end >= start
        ? WEEKDAYS.slice(start, end + 1)
        : [...WEEKDAYS.slice(start), ...WEEKDAYS.slice(0, end + 1)];
    for (const day of range) days.add(day);
  }
  return WEEKDAYS.filter((day) => days.has(day));
}

/**
 * `--window "mon-fri 22:00-04:00 Europe/Zurich"`: the weekdays, the hours (an end at or before
 * the start ends the next day) and the IANA time zone they are read in.
 */
export function parseWindow(text: string): MaintenanceWindow {
  const [days, hours, timeZone, ...rest] = text.trim().split(/\s+/);
  const times = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours ?? '');
  if (!days || !times || !timeZone || rest.length > 0)
    throw usageError(
      `--window ${text}: write the weekdays, the hours and a time zone, e.g. "mon-fri 22:00-04:00 Europe/Zurich".`,
    );
  const [, start, end] = times as unknown as [string, string, string];
  for (const time of [start, end])
    if (Number(time.slice(0, 2)) > 23 || Number(time.slice(3)) > 59)
      throw usageError(`--window ${text}: ${time} is not a time of day.`);
  if (!isTimeZone(timeZone))
    throw usageError(`--window ${text}: ${timeZone} is not a time zone (e.g. Europe/Zurich).`);
  return { timeZone, weekdays: weekdaysOf(days, text), start, end };
}
