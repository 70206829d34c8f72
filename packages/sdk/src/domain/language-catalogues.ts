// A catalogue of texts in every supported language, where en-US is built in and each other
// language is a module of its own, downloaded when that language is chosen: a page pays only
// for the language it shows. The SDK's, the widgets' and the console's catalogues are made
// with it. Until a language has loaded, its texts show in en-US; a caller that must not flash
// English awaits `load(locale)` before it renders in that language.
import { DEFAULT_LOCALE, resolveLocale, type Locale } from './locales.js';
import { fillPlaceholders, type MessageParams } from './message-format.js';

type Texts<Id extends string> = Readonly<Record<Id, string>>;

/** How each language but en-US arrives: a dynamic import of its module. */
export type CatalogueLoaders<Id extends string> = Readonly<
  Record<Exclude<Locale, 'en-US'>, () => Promise<Texts<Id>>>
>;

export interface LanguageCatalogues<Id extends string> {
  /** The text of `id` in `locale` (en-US until that language has loaded), placeholders filled. */
  format(id: Id, params?: MessageParams, locale?: string): string;
  /** Loads `locale`'s language (at once for en-US) and resolves to its texts. */
  load(locale: string): Promise<Texts<Id>>;
  /** Whether `locale`'s texts are loaded, so a render can show them without waiting. */
  isLoaded(locale: string): boolean;
}

export function languageCatalogues<Id extends string>(
  enUs: Texts<Id>,
  loaders: CatalogueLoaders<Id>,
): LanguageCatalogues<Id> {
  const loaded = new Map<Locale, Texts<Id>>([[DEFAULT_LOCALE, enUs]]);
  const pending = new Map<Locale, Promise<Texts<Id>>>();

  return {
    format(id, params = {}, locale) {
      const resolved = resolveLocale(locale);
      return fillPlaceholders(loaded.get(resolved)?.[id] ?? enUs[id], params, resolved);
    },
    load(locale) {
      const resolved = resolveLocale(locale);
      const ready = loaded.get(resolved);
      if (ready) return Promise.resolve(ready);
      if (resolved === 'en-US') return Promise.resolve(enUs);
      let loading = pending.get(resolved);
      if (!loading) {
        loading = loaders[resolved]().then(
          (texts) => {
            loaded.set(resolved, texts);
            return texts;
          },
          (error: unknown) => {
            // A failed download (a new deployment, the network) may be retried by the next call.
            pending.delete(resolved);
            throw error;
          },
        );
        pending.set(resolved, loading);
      }
      return loading;
    },
    isLoaded(locale) {
      return loaded.has(resolveLocale(locale));
    },
  };
}
