// The language the console shows now. One value for the whole page: the console's own texts,
// the widgets (through FleetRoot's locale, i.e. the elements' LocaleContext) and <html lang>
// all follow it. It starts from the browser's languages ('auto') and follows the user's
// language preference once loaded (src/preferences/PreferencesSync.tsx).
//
// Only en-US is in the first load: another language's texts (the console's, the widgets' and
// the SDK's catalogues) download when it is chosen. The start (main.tsx) and the preferences'
// load (preference-stores.ts) wait for them, so a user of that language sees no English
// first; a switch keeps the current language until the new one's texts are there.
import { loadMessages, messagesLoaded, resolveLanguage, type Locale } from '@fleet/sdk/domain';
import { signal, type ReadonlySignal } from '@preact/signals-react';
import {
  consoleMessagesLoaded,
  loadConsoleMessages,
  onConsoleTextsAdded,
} from './console-messages';

function browserLanguages(): readonly string[] {
  return typeof navigator === 'object' ? (navigator.languages ?? []) : [];
}

/** The language the browser asks for, before the user's preference is known. */
export const browserLocale: Locale = resolveLanguage('auto', browserLanguages());

const locale = signal<Locale>(browserLocale);

export const consoleLocale: ReadonlySignal<Locale> = locale;

/** The locale applyLocale was last asked for (it may still be loading). */
let wanted: Locale = browserLocale;

function markHtml(): void {
  if (typeof document === 'object') document.documentElement.lang = locale.peek();
}

markHtml();

function languageLoaded(next: Locale): boolean {
  return consoleMessagesLoaded(next) && messagesLoaded(next);
}

/**
 * The widgets' texts (@fleet/elements' catalogue), which a language waits for too. main.tsx
 * names the elements' loader: this module stays free of @fleet/elements, whose styles unit
 * tests of the modules reaching it run without.
 */
let loadWidgetTexts: (next: Locale) => Promise<void> = () => Promise.resolve();

export function loadWidgetTextsWith(loader: (next: Locale) => Promise<void>): void {
  loadWidgetTexts = loader;
}

/** Every language asked for so far: an area's texts, added later, load in each of them. */
const requested = new Set<Locale>();

const revision = signal(0);

/**
 * Counts the texts that arrived after the language was shown (an area's texts in it): a
 * component showing texts reads it, so it shows them once they are there.
 */
export const consoleTextsRevision: ReadonlySignal<number> = revision;

/**
 * Downloads every catalogue the console shows in `next` (nothing for en-US). A failure is
 * logged and resolves: the texts then show in en-US, the page keeps working.
 */
export async function loadLanguage(next: Locale): Promise<void> {
  requested.add(next);
  if (languageLoaded(next)) return;
  try {
    await Promise.all([loadConsoleMessages(next), loadMessages(next), loadWidgetTexts(next)]);
  } catch (error) {
    console.warn(`The texts in ${next} could not be loaded; they show in en-US.`, error);
  }
}

function show(next: Locale): void {
  locale.value = next;
  markHtml();
}

/**
 * Shows the console in `next`; <html lang> follows so screen readers speak it right. A language
 * whose texts are not loaded yet loads first, then shows (unless another was asked for since).
 */
export function applyLocale(next: Locale): void {
  wanted = next;
  if (languageLoaded(next)) {
    show(next);
    return;
  }
  void loadLanguage(next).then(() => {
    if (wanted === next) show(next);
  });
}

/**
 * The texts of every language asked for so far, of every area added so far: a route waits
 * for them once its screen's code (which adds its area's texts) has loaded, so the screen
 * shows no other language first.
 */
export async function consoleTextsReady(): Promise<void> {
  await Promise.all([...requested].map(loadLanguage));
}

// An area's texts added later (a screen's code loaded outside a route, or while a language
// loads): they load in the languages asked for, then the components showing texts update.
onConsoleTextsAdded(() => {
  if ([...requested].every(languageLoaded)) return;
  void consoleTextsReady().then(() => {
    revision.value += 1;
  });
});
