// Dates and times as the user's datetime format preference and language want them:
// `const formatDateTime = useFormatDateTime(); formatDateTime(device.lastSeen)`.
import { useSignalValue } from '@fleet/elements';
import { useCallback } from 'react';
import { formatDateTime, type DateTimeStyle } from '../i18n/date-time';
import { useConsoleLocale } from '../i18n/use-console-text';
import { preferenceStores } from './preference-stores';

export type FormatDateTime = (value: Date | string | number, auto?: DateTimeStyle) => string;

export function useFormatDateTime(): FormatDateTime {
  const format = useSignalValue(preferenceStores().preferences.datetimeFormat);
  const locale = useConsoleLocale();
  return useCallback<FormatDateTime>(
    (value, auto) => formatDateTime(value, { format, locale, ...(auto && { auto }) }),
    [format, locale],
  );
}
