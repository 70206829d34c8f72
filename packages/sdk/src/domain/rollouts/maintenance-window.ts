// Maintenance windows (docs/rollouts.md): on each listed weekday, from `start` to `end` in an
// IANA time zone, devices may start an update. An `end` at or before `start` ends the next
// day (22:00–04:00 opens on the weekday at 22:00, closes the next morning at 04:00); `start`
// equal to `end` is a whole day. Wall-clock times are read through Intl at each instant, so
// daylight saving time moves the window with the clock: a window lying in the hour skipped in
// spring does not open that day, and one in the hour repeated in autumn is open through both.
import type { components } from '../../api/schema';

export type MaintenanceWindow = components['schemas']['MaintenanceWindow'];
export type Weekday = components['schemas']['RolloutWeekday'];

export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A wall-clock reading in a time zone. */
interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localTime(at: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at)))
    parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: SHORT_WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** `HH:MM` as minutes since midnight. */
export function minutesOf(timeOfDay: string): number {
  const [hours = '0', minutes = '0'] = timeOfDay.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Whether the window opens on a weekday (0 = Monday; -1 is Sunday). */
function listsWeekday(window: MaintenanceWindow, weekday: number): boolean {
  const day = WEEKDAYS[(weekday + 7) % 7];
  return day !== undefined && window.weekdays.includes(day);
}

/** Whether devices may start at `at`. */
export function isWindowOpen(window: MaintenanceWindow, at: Date | number): boolean {
  const local = localTime(+at, window.timeZone);
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  const on = (weekday: number) => listsWeekday(window, weekday);
  if (end > start) return on(local.weekday) && local.minutes >= start && local.minutes < end;
  // Across midnight (or a whole day): the evening of a listed day, or the morning after one.
  return (
    (on(local.weekday) && local.minutes >= start) || (on(local.weekday - 1) && local.minutes < end)
  );
}

/** The instant a wall-clock time of a local date has in the zone (the later one in a gap). */
function instantOf(local: Omit<LocalTime, 'weekday'>, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes);
  const offsetAt = (at: number) => {
    const seen = localTime(at, timeZone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes) - at;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/**
 * The next instant from `from` (included) at which the window is open, to the minute; `from`
 * itself when it is open. Null only when no opening comes within eight days (a window that
 * lies wholly in skipped hours).
 */
export function nextWindowOpening(window: MaintenanceWindow, from: Date | number): Date | null {
  const at = +from;
  if (isWindowOpen(window, at)) return new Date(at);
  const today = localTime(at, window.timeZone);
  const start = minutesOf(window.start);
  for (let offset = 0; offset <= 8; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = (date.getUTCDay() + 6) % 7;
    if (!listsWeekday(window, weekday)) continue;
    const local = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      minutes: start,
    };
    let candidate = Math.ceil(instantOf(local, window.timeZone) / MINUTE_MS) * MINUTE_MS;
    // In the hour repeated in autumn the start has two instants: the window opens at the first.
    for (const earlier of [60, 30].map((minutes) => candidate - minutes * MINUTE_MS)) {
      const seen = localTime(earlier, window.timeZone);
      if (seen.day === local.day && seen.minutes === start) candidate = earlier;
    }
    // In a skipped hour the start has no instant: the window opens when the clock jumps past
    // it (or, lying wholly in the gap, not that day).
    for (let step = 0; step < 3 * 60 && !isWindowOpen(window, candidate); step++)
      candidate += MINUTE_MS;
    for (
      let step = 0;
      step < 3 * 60 && candidate - MINUTE_MS > at && isWindowOpen(window, candidate - MINUTE_MS);
      step++
    )
      candidate -= MINUTE_MS;
    if (candidate > at && isWindowOpen(window, candidate)) return new Date(candidate);
  }
  return null;
}

/** How long the window stays open each time, in minutes (a whole day when start = end). */
export function windowLengthMinutes(window: MaintenanceWindow): number {
  const length = (minutesOf(window.end) - minutesOf(window.start) + DAY_MINUTES) % DAY_MINUTES;
  return length === 0 ? DAY_MINUTES : length;
}
