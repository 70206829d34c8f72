// How the console and the widgets show a date and time (SPEC §3 Preferences datetime format): 'relative'
// ("5 minutes ago", SPEC §9 relative buckets), 'absolute' (the language's date and time), or
// 'auto', where each view picks what suits it (a list of recent events reads best relative,
// a schedule absolute).
import type { DatetimeFormatPreference } from './preferences.js';
import { formatRelativeTime } from './relative-time.js';

export type DateTimeStyle = Exclude<DatetimeFormatPreference, 'auto'>;

export interface DateTimeOptions {
  format: DatetimeFormatPreference;
  locale: string;
  now?: Date;
  /** What 'auto' means in this view; 'absolute' unless the view says otherwise. */
  auto?: DateTimeStyle;
  /** The time zone for absolute times; the browser's by default. */
  timeZone?: string;
}

/** The style a view shows times in under `format`. */
export function dateTimeStyle(
  format: DatetimeFormatPreference,
  auto: DateTimeStyle = 'absolute',
): DateTimeStyle {
  return format === 'auto' ? auto : format;
}

export function formatDateTime(value: Date | string | number, options: DateTimeOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (dateTimeStyle(options.format, options.auto) === 'relative')
    return formatRelativeTime(date, options.now ?? new Date(), options.locale);
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(options.timeZone !== undefined && { timeZone: options.timeZone }),
  }).format(date);
}
