// Texts of the widgets' own chrome (dialog buttons, paging, sorting, the notifications region)
// that the domain catalogue in @fleet/sdk/domain does not hold. Same shape and rules as that
// catalogue: ids under `ui.`, en-US and fr-CH complete (a test compares them, every-ui-text.ts).
// en-US comes in parts: the texts every widget shows here, each widget's with its code
// (`*-texts.ts`, registered by the modules that show them), so a page pays only for the widgets
// it loads; fr-CH is one module, downloaded when chosen. Callers go through `useFormatMessage()`.
import type { CHART_TEXTS } from '../primitives/bar-chart/chart-texts.js';
import type { DEVICE_TABLE_TEXTS } from '../widgets/device-table/device-table-texts.js';
import type { LOCKBOX_EDITOR_TEXTS } from '../widgets/lockbox-editor/lockbox-editor-texts.js';
import type { PACKAGE_BROWSER_TEXTS } from '../widgets/package-browser/package-browser-texts.js';
import type { ROLLOUT_PROGRESS_TEXTS } from '../widgets/rollout-progress/rollout-progress-texts.js';
import type { SESSION_LIST_TEXTS } from '../widgets/session-list/session-list-texts.js';
import {
  languageCatalogues,
  loadMessages,
  messagesLoaded,
  type MessageParams,
} from '@fleet/sdk/domain';

/** The texts every widget shows: the primitives' chrome and the connection's messages. */
export const COMMON_UI_TEXTS = {
  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.ok': 'OK',
  'ui.loading': 'Loading…',
  'ui.notifications': 'Notifications',
  'ui.dismissNotification': 'Dismiss notification',
  'ui.breadcrumbs': 'Breadcrumb',
  'ui.pagination': 'Pagination',
  'ui.landmarkNamed': '{landmark}: {name}',
  'ui.landmarkNumbered': '{landmark} {number}',
  'ui.previousPage': 'Previous page',
  'ui.nextPage': 'Next page',
  'ui.pageRange': '{first}–{last} of {total}',
  'ui.rowsPerPage': 'Rows per page',
  /** The select-all checkbox's label (shown where rows are cards, e.g. on a phone). */
  'ui.selectAll': 'Select all',
  'ui.selectRow': 'Select row',
  'ui.noOptions': 'No matches',
  'ui.nothingHere': 'Nothing to show',
  'ui.progress': 'Progress',
  // Connection (src/connection)
  'ui.notConnected': 'Not connected: set the token, getToken or client property.',
  'ui.retry': 'Try again',
  'ui.signInFailed':
    'Could not sign in to Fleet: the page could not get a token, or Fleet refused it.',
  'ui.readNotPermitted': 'Not permitted: this token lacks the {permission} permission.',
  'ui.readNotPermittedUnnamed': 'Not permitted: this token may not read this.',
  'ui.live.reconnecting': 'Live updates interrupted. Reconnecting…',
} as const;

export type UiMessageId =
  | keyof typeof COMMON_UI_TEXTS
  | keyof typeof CHART_TEXTS
  | keyof typeof DEVICE_TABLE_TEXTS
  | keyof typeof LOCKBOX_EDITOR_TEXTS
  | keyof typeof PACKAGE_BROWSER_TEXTS
  | keyof typeof ROLLOUT_PROGRESS_TEXTS
  | keyof typeof SESSION_LIST_TEXTS;

/**
 * The en-US texts of the modules loaded so far: the common ones, and each widget's once a
 * module that shows them has registered them. fr-CH is one module with every text.
 */
const enUs: Partial<Record<UiMessageId, string>> = { ...COMMON_UI_TEXTS };

const CATALOGUES = languageCatalogues<UiMessageId>(enUs as Record<UiMessageId, string>, {
  'fr-CH': () => import('./ui-messages-fr-ch.js').then((module) => module.UI_MESSAGES_FR_CH),
});

/** Adds a widget's en-US texts (its `*-texts.ts`); every module that shows one calls it. */
export function registerUiTexts(texts: Readonly<Partial<Record<UiMessageId, string>>>): void {
  Object.assign(enUs, texts);
}

/** Widget texts are the ids under `ui.`; the others are the SDK's domain texts. */
export function isUiMessageId(id: string): id is UiMessageId {
  return id.startsWith('ui.');
}

/**
 * Loads the widgets' texts in a locale's language, theirs and the SDK's (fr-CH is downloaded
 * when chosen); FleetRoot waits for them before it shows its content in that language.
 */
export async function loadUiLanguage(locale: string): Promise<void> {
  await Promise.all([CATALOGUES.load(locale), loadMessages(locale)]);
}

/** Whether the widgets can show `locale`'s texts now (else loadUiLanguage first). */
export function uiLanguageLoaded(locale: string): boolean {
  return CATALOGUES.isLoaded(locale) && messagesLoaded(locale);
}

/** The widgets' catalogue in a locale's language, loaded, for the test that compares them. */
export function loadUiMessages(locale: string): Promise<Readonly<Record<UiMessageId, string>>> {
  return CATALOGUES.load(locale);
}

export function formatUiMessage(
  id: UiMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  if (!Object.hasOwn(enUs, id)) {
    throw new Error(`No text for ${id}: the module showing it must call registerUiTexts first.`);
  }
  return CATALOGUES.format(id, params, locale);
}
