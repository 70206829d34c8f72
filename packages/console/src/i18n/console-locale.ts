// The language the console shows now. One value for the whole page: the console's own texts,
// the widgets (through FleetRoot's locale, i.e. the elements' LocaleContext) and <html lang>
// all follow it. It starts from the browser's languages ('auto') and follows the user's
// language preference once loaded (src/preferences/PreferencesSync.tsx).
import { resolveLanguage, type Locale } from '@fleet/sdk/domain';
import { signal, type ReadonlySignal } from '@preact/signals-react';

function browserLanguages(): readonly string[] {
  return typeof navigator === 'object' ? (navigator.languages ?? []) : [];
}

const locale = signal<Locale>(resolveLanguage('auto', browserLanguages()));

export const consoleLocale: ReadonlySignal<Locale> = locale;

function markHtml(): void {
  if (typeof document === 'object') document.documentElement.lang = locale.peek();
}

markHtml();

/** Shows the console in `next`; <html lang> follows so screen readers speak it right. */
export function applyLocale(next: Locale): void {
  locale.value = next;
  markHtml();
}
