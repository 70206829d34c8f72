// Which locale a FleetRoot shows its content in: the one asked for once its texts are loaded
// (another language than en-US downloads when chosen, see ui-messages.ts). Until then the
// content stays in the language shown before, or, on the first render, is not shown yet, so
// a widget in fr-CH never flashes English. A failed download shows en-US texts.
import { useEffect, useState } from 'react';
import { loadUiLanguage, uiLanguageLoaded } from './ui-messages.js';

export type LoadedLocale = { locale: string | undefined } | 'loading';

export function useLoadedLocale(locale: string | undefined): LoadedLocale {
  const ready = uiLanguageLoaded(locale ?? 'en-US');
  const [shown, setShown] = useState<LoadedLocale>(ready ? { locale } : 'loading');

  useEffect(() => {
    if (ready) return;
    let current = true;
    const showIt = () => {
      if (current) setShown({ locale });
    };
    loadUiLanguage(locale ?? 'en-US').then(showIt, (error: unknown) => {
      console.warn(`The texts in ${locale} could not be loaded; they show in en-US.`, error);
      showIt();
    });
    return () => {
      current = false;
    };
  }, [locale, ready]);

  return ready ? { locale } : shown;
}
