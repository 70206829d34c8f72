// The scope every Fleet UI renders in, in the console (light DOM) and in each custom element
// (shadow root): theme variables, locale, a portal container for floating content, toasts,
// and the package's styles adopted into whichever root this mounts in.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { DatetimeFormatPreference, ThemePreference } from '@fleet/sdk/domain';
import { DateTimeFormatContext } from '../i18n/format-date-time.js';
import { LocaleContext } from '../i18n/format-message.js';
import { useLoadedLocale } from '../i18n/use-loaded-locale.js';
import { ToastProvider } from '../primitives/toast/ToastProvider.js';
import { adoptFleetStyles } from '../styles/style-registry.js';
import '../theme/themes.css.js';
import { paintedRoot, root } from './FleetRoot.css.js';
import { PortalContainerContext } from './portal-container.js';

export interface FleetRootProps {
  /** 'auto' follows the system's prefers-color-scheme. */
  theme?: ThemePreference;
  /**
   * A language tag; unsupported languages fall back to en-US. A language other than en-US
   * downloads its texts first: the content shows once they are there.
   */
  locale?: string;
  /** How dates and times show: 'auto' (each view picks), 'relative' or 'absolute'. */
  datetimeFormat?: DatetimeFormatPreference;
  /**
   * Paints the theme's surface behind the content (custom elements, which sit on any page);
   * without it the scope is layout-neutral and the host's background shows.
   */
  painted?: boolean;
  children: ReactNode;
}

export function FleetRoot({
  theme = 'auto',
  locale,
  datetimeFormat,
  painted = false,
  children,
}: FleetRootProps) {
  const [scope, setScope] = useState<HTMLDivElement | null>(null);
  const shown = useLoadedLocale(locale);

  useLayoutEffect(() => {
    const rootNode = scope?.getRootNode();
    if (rootNode instanceof ShadowRoot || rootNode instanceof Document) adoptFleetStyles(rootNode);
  }, [scope]);

  return (
    <div ref={setScope} data-fleet-theme={theme} className={painted ? paintedRoot : root}>
      {shown !== 'loading' && (
        <LocaleContext value={shown.locale}>
          <DateTimeFormatContext value={datetimeFormat}>
            <PortalContainerContext value={scope}>
              <ToastProvider>{children}</ToastProvider>
            </PortalContainerContext>
          </DateTimeFormatContext>
        </LocaleContext>
      )}
    </div>
  );
}
