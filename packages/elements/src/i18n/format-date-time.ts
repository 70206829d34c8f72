// How every widget shows a date and time: the user's datetime format preference ('auto',
// 'relative', 'absolute'; SPEC §3 Preferences) in the widget's language, with the same
// function the console uses. The preference comes from FleetRoot (an element's
// `datetime-format` attribute, or the console's preference).
import {
  formatDateTime,
  type DatetimeFormatPreference,
  type DateTimeStyle,
} from '@fleet/sdk/domain';
import { createContext, useCallback, useContext } from 'react';
import { LocaleContext } from './format-message.js';

/** The datetime format preference widgets follow (undefined: 'auto'). */
export const DateTimeFormatContext = createContext<DatetimeFormatPreference | undefined>(undefined);

/** `auto` says what 'auto' means in this view; `now` is the view's clock. */
export type FormatDateTime = (
  value: Date | string | number,
  options?: { auto?: DateTimeStyle; now?: Date },
) => string;

export function useFormatDateTime(): FormatDateTime {
  const locale = useContext(LocaleContext) ?? 'en-US';
  const format = useContext(DateTimeFormatContext) ?? 'auto';
  return useCallback<FormatDateTime>(
    (value, options = {}) => formatDateTime(value, { format, locale, ...options }),
    [format, locale],
  );
}
