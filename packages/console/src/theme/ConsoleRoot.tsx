// The console's FleetRoot: the theme and language the user chose, applied live. Screens
// inside or outside the main layout render in it so widgets follow the same theme and locale
// (FleetRoot passes the locale to the elements' LocaleContext).
import { FleetRoot, useSignalValue } from '@fleet/elements';
import type { ReactNode } from 'react';
import { consoleLocale } from '../i18n/console-locale';
import { consoleTheme } from './console-theme';

export function ConsoleRoot({ children }: { children: ReactNode }) {
  const theme = useSignalValue(consoleTheme);
  const locale = useSignalValue(consoleLocale);
  return (
    <FleetRoot theme={theme} locale={locale}>
      {children}
    </FleetRoot>
  );
}
