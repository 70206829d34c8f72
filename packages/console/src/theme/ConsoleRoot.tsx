// The console's FleetRoot: the theme and language the user chose, applied live. Screens
// inside or outside the main layout render in it so widgets follow the same theme and locale
// (FleetRoot passes the locale to the elements' LocaleContext) and show dates alike.
import { FleetRoot, useSignalValue } from '@fleet/elements';
import type { ReactNode } from 'react';
import { consoleLocale } from '../i18n/console-locale';
import { preferenceStores } from '../preferences/preference-stores';
import { consoleTheme } from './console-theme';

export function ConsoleRoot({ children }: { children: ReactNode }) {
  const theme = useSignalValue(consoleTheme);
  const locale = useSignalValue(consoleLocale);
  // Widgets show dates as the user's datetime format preference says, like the console.
  const datetimeFormat = useSignalValue(preferenceStores().preferences.datetimeFormat);
  return (
    <FleetRoot theme={theme} locale={locale} datetimeFormat={datetimeFormat}>
      {children}
    </FleetRoot>
  );
}
