// Instants as the user reads them: date and time in the element's locale.
import { useContext, useMemo } from 'react';
import { LocaleContext } from '../../i18n/format-message.js';

export function useFormatDateTime(): (iso: string) => string {
  const locale = useContext(LocaleContext) ?? 'en-US';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}
