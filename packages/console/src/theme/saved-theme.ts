// The theme choice kept in the browser so dark mode applies before the first paint (SPEC §2
// app shell); index.html's theme script reads the same key. Only the preference is kept in
// localStorage, never a token.
import { THEMES, type ThemePreference } from '@fleet/sdk/domain';

export const SAVED_THEME_KEY = 'fleet.theme';

export function readSavedTheme(): ThemePreference {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(SAVED_THEME_KEY);
  } catch {
    // Storage blocked by the browser: follow the system.
  }
  return (THEMES as readonly string[]).includes(saved ?? '') ? (saved as ThemePreference) : 'auto';
}

export function saveTheme(theme: ThemePreference): void {
  try {
    localStorage.setItem(SAVED_THEME_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
