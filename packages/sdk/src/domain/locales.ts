// The languages the console, the widgets and SDK texts come in, and how a language tag maps to
// one of them.
export const SUPPORTED_LOCALES = ['en-US', 'fr-CH'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * The supported locale for a language tag: an exact match, else the first supported locale
 * of the same language ('fr' or 'fr-FR' → 'fr-CH'), else en-US.
 */
export function resolveLocale(tag: string | undefined): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const lower = tag.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return (
    SUPPORTED_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? DEFAULT_LOCALE
  );
}
