// Texts of the widgets' own chrome (dialog buttons, paging, sorting, the notifications region)
// that the domain catalogue in @fleet/sdk/domain does not hold. Same shape and rules as that
// catalogue: ids under `ui.`, en-US complete, fr-CH partial with en-US as fallback. They belong
// in the SDK catalogue once its owners take them; callers go through `useFormatMessage()`, so
// moving them changes only this module.
import {
  fillPlaceholders,
  resolveLocale,
  type Locale,
  type MessageParams,
} from '@fleet/sdk/domain';

const EN_US = {
  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.ok': 'OK',
  'ui.loading': 'Loading…',
  'ui.notifications': 'Notifications',
  'ui.dismissNotification': 'Dismiss notification',
  'ui.breadcrumbs': 'Breadcrumb',
  'ui.pagination': 'Pagination',
  'ui.previousPage': 'Previous page',
  'ui.nextPage': 'Next page',
  'ui.pageRange': '{first}–{last} of {total}',
  'ui.rowsPerPage': 'Rows per page',
  'ui.selectAllRows': 'Select all rows',
  'ui.selectRow': 'Select row',
  'ui.noOptions': 'No matches',
  'ui.nothingHere': 'Nothing to show',
  'ui.progress': 'Progress',
} as const;

export type UiMessageId = keyof typeof EN_US;

const FR_CH: Partial<Record<UiMessageId, string>> = {
  'ui.close': 'Fermer',
  'ui.cancel': 'Annuler',
  'ui.confirm': 'Confirmer',
  'ui.loading': 'Chargement…',
  'ui.previousPage': 'Page précédente',
  'ui.nextPage': 'Page suivante',
};

const CATALOGUES: Readonly<Record<Locale, Partial<Record<UiMessageId, string>>>> = {
  'en-US': EN_US,
  'fr-CH': FR_CH,
};

export function isUiMessageId(id: string): id is UiMessageId {
  return Object.hasOwn(EN_US, id);
}

export function formatUiMessage(
  id: UiMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  const template = CATALOGUES[resolveLocale(locale)][id] ?? EN_US[id];
  return fillPlaceholders(template, params);
}
