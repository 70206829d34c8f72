// SPEC §9 connected-devices series: the last 7 days, today first, labelled 'Today' and then by
// weekday in the chosen locale. Days are the viewer's local calendar days, computed from an
// injected clock so the labels and bounds are reproducible.
import { CONNECTED_DEVICES_DAYS } from '../domain/constants';
import { APP_TEXTS, formatRegisteredMessage, registerMessages } from '../domain/messages';
import { DEFAULT_LOCALE } from '../domain/locales';

registerMessages(APP_TEXTS);

export interface ConnectedDevicesDay {
  /** 'Today', then weekday names ('Sun', 'Sat', … in en-US). */
  label: string;
  /** Local midnight at the start of the day. */
  start: Date;
  /** Devices that connected on this day or since (last seen at or after `start`). */
  count: number;
}

/** The starts of the last `days` local days, today first. */
export function connectedDevicesDayStarts(now: Date, days = CONNECTED_DEVICES_DAYS): Date[] {
  // Date's own calendar arithmetic keeps local midnights right across daylight-saving changes.
  return Array.from(
    { length: days },
    (_, back) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - back),
  );
}

/** The label of each day of the series: 'Today' first, then weekday names in `locale`. */
export function connectedDevicesDayLabels(
  starts: readonly Date[],
  locale: string = DEFAULT_LOCALE,
): string[] {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return starts.map((start, back) =>
    back === 0 ? formatRegisteredMessage('chart.today', {}, locale) : weekday.format(start),
  );
}
