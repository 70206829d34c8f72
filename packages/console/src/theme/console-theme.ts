// The theme the console shows now (SPEC §2 "Dark mode is applied at start", §3 Preferences
// theme). index.html's theme script (public/theme-before-paint.js) puts the saved choice on
// <html data-theme> before the first paint; from then on this module keeps <html>, the saved mirror and every FleetRoot
// (through ConsoleRoot) on the user's theme preference, and follows the system while 'auto'.
import { resolveTheme, type ThemePreference } from '@fleet/sdk/domain';
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { readSavedTheme, saveTheme } from './saved-theme';

const darkQuery =
  typeof window === 'object' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;

const theme = signal<ThemePreference>(readSavedTheme());

export const consoleTheme: ReadonlySignal<ThemePreference> = theme;

/** 'light' or 'dark' as <html data-theme> carries it (index.html styles the page by it). */
export function htmlTheme(preference: ThemePreference, prefersDark: boolean): 'light' | 'dark' {
  return resolveTheme(preference, prefersDark);
}

function paintHtml(): void {
  if (typeof document !== 'object') return;
  document.documentElement.dataset.theme = htmlTheme(theme.peek(), darkQuery?.matches ?? false);
}

darkQuery?.addEventListener('change', paintHtml);

/** Shows `next` now and keeps it as the mirror the next page load paints with. */
export function applyTheme(next: ThemePreference): void {
  theme.value = next;
  saveTheme(next);
  paintHtml();
}
