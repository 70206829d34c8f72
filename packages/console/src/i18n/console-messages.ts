// The console's own texts (navigation, headings, the not-found and unauthorized
// pages, banners, and the screens' texts by area): the chrome that neither the SDK catalogue
// (@fleet/sdk/domain messages.ts, SPEC's quoted texts) nor the widgets' ui-messages.ts hold.
// Same rules as those: ids under `console.`, grouped by the screen or part that shows them,
// en-US and fr-CH complete (a test compares them: same ids, same placeholders), `{name}`
// placeholders. To add a text: one line in EN_US and one in console-messages-fr-ch.ts (an
// area's texts: messages/<area>.ts and messages/fr-CH/<area>.ts), then
// `const t = useConsoleText(); t('console.yourArea.yourText')`.
//
// Only the texts every page shows are built in here: the shell's, the routes' labels and the
// pages outside the areas. Each screen area's texts (`console.<area>.`, messages/<area>.ts)
// come with the code that shows them: a module showing one imports its area's module, which
// adds itself to the catalogue when it loads (addConsoleTexts), so an area's en-US texts
// travel in its screens' chunks and its other languages download with them (a route waits
// for them: routing/route-builders.ts). A test checks every module showing an area's text
// imports that area's module.
import { languageCatalogues, type CatalogueLoaders, type MessageParams } from '@fleet/sdk/domain';
import type { ACCOUNT_EN_US } from './messages/account';
import type { DASHBOARD_EN_US } from './messages/dashboard';
import type { DEBUG_EN_US } from './messages/debug';
import type { DEVICES_EN_US } from './messages/devices';
import type { FLEETS_EN_US } from './messages/fleets';
import type { LOCKBOXES_EN_US } from './messages/lockboxes';
import type { ONBOARDING_EN_US } from './messages/onboarding';
import type { PACKAGES_EN_US } from './messages/packages';
import type { PREFERENCES_EN_US } from './messages/preferences';
import type { ROLLOUTS_EN_US } from './messages/rollouts';
import { ROUTES_EN_US } from './messages/routes';
import { SHELL_EN_US } from './messages/shell';
import type { UPDATES_EN_US } from './messages/updates';

const EN_US = {
  // The main areas (shell navigation) and the shell around them.
  'console.brand': 'Fleet Console',
  'console.nav.label': 'Main',
  'console.nav.dashboard': 'Dashboard',
  'console.nav.devices': 'Devices',
  'console.nav.fleets': 'Fleets',
  'console.nav.packages': 'Packages',
  'console.nav.lockboxes': 'Offline Updates',
  'console.nav.rollouts': 'Rollouts',
  'console.nav.remoteAccess': 'Remote Access',
  'console.nav.account': 'Account',
  'console.header.signOut': 'Sign out',
  'console.breadcrumbs.back': 'Back',

  // The header's menus: repository switcher, notification list, user menu (src/shell).
  'console.repositories.button': 'Repository: {name}',
  'console.repositories.menu': 'Switch repository',
  'console.repositories.personal': 'Personal',
  'console.repositories.loading': 'Loading the shared repositories…',
  'console.repositories.loadFailed': 'The shared repositories could not be loaded: {reason}',
  'console.repositories.switchFailed': 'Could not switch to {name}: {reason}',
  'console.notifications.button': 'Notifications',
  'console.notifications.buttonUnread': 'Notifications, {count} unread',
  'console.notifications.title': 'Notifications',
  'console.notifications.listLabel': 'Notification list',
  'console.notifications.empty': 'You have no notifications.',
  'console.notifications.unread': 'Unread',
  'console.notifications.markRead': 'Mark as read',
  'console.notifications.markAllRead': 'Mark all as read',
  'console.notifications.remove': 'Remove',
  'console.userMenu.label': 'User menu',
  'console.userMenu.account': 'Account',
  'console.userMenu.preferences': 'Preferences',
  'console.userMenu.commercial': 'Commercial account',
  'console.userMenu.maker': 'Maker account',
  'console.trial.activate': 'Activate Trial',

  // Screens that a later issue fills, and pages outside the main layout.
  'console.notFound.title': 'Page not found',
  'console.notFound.message': 'There is no page at this address.',
  'console.notFound.toDashboard': 'Go to the dashboard',
  'console.unauthorized.title': 'Access denied',
  'console.unauthorized.message': 'You do not have permission to open this page.',
  'console.unauthorized.messageShared':
    'You do not have permission to open this page in the shared repository.',
  'console.routeError.title': 'Something went wrong',
  'console.routeError.message': 'The page could not be shown.',
  'console.reload': 'Reload',
  'console.loading': 'Loading…',

  // What an SDK validation error says to a person at a form (screens/parts/error-text.ts).
  'console.validation.fleetName': 'Enter a name for the fleet.',

  // The screens made of widgets (src/screens): their actions and the lockbox editor's titles.
  'console.screens.pairDevice': 'Pair device',
  // The device list's action (the list is in the start: its one text is built in).
  'console.screens.updateSelected': 'Update selected',
  'console.screens.uploadPackage': 'Upload package',
  'console.screens.createLockbox': 'Create an offline update',
  'console.screens.editLockbox': 'Edit offline update {name}',

  // Banners (SPEC §3 Banner, §4 Banners).
  'console.banners.label': 'Announcements',
  'console.banners.dismiss': 'Dismiss',
  'console.banners.dismissNamed': 'Dismiss “{title}”',

  ...SHELL_EN_US,
  ...ROUTES_EN_US,
} as const;

/** The texts built in: the shell's, the routes' and the pages outside the areas. */
export type CoreMessageId = keyof typeof EN_US;

/** The texts of the screen areas, each loaded with its screens (messages/<area>.ts). */
export type AreaMessageId =
  | keyof typeof ACCOUNT_EN_US
  | keyof typeof DASHBOARD_EN_US
  | keyof typeof DEBUG_EN_US
  | keyof typeof DEVICES_EN_US
  | keyof typeof FLEETS_EN_US
  | keyof typeof LOCKBOXES_EN_US
  | keyof typeof ONBOARDING_EN_US
  | keyof typeof PACKAGES_EN_US
  | keyof typeof PREFERENCES_EN_US
  | keyof typeof ROLLOUTS_EN_US
  | keyof typeof UPDATES_EN_US;

export type ConsoleMessageId = CoreMessageId | AreaMessageId;

/** One part of the catalogue: the built-in texts or an area's. */
interface CataloguePart {
  format(id: string, params: MessageParams, locale: string | undefined): string;
  load(locale: string): Promise<unknown>;
  isLoaded(locale: string): boolean;
}

function cataloguePart<Id extends string>(
  enUs: Readonly<Record<Id, string>>,
  loaders: CatalogueLoaders<Id>,
): CataloguePart {
  const catalogues = languageCatalogues<Id>(enUs, loaders);
  return {
    format: (id, params, locale) => catalogues.format(id as Id, params, locale),
    load: (locale) => catalogues.load(locale),
    isLoaded: (locale) => catalogues.isLoaded(locale),
  };
}

const CORE = cataloguePart<CoreMessageId>(EN_US, {
  'fr-CH': () => import('./console-messages-fr-ch').then((module) => module.CONSOLE_MESSAGES_FR_CH),
});

/** Every part added so far, and the part of each of their ids. */
const parts: CataloguePart[] = [CORE];
const partOf = new Map<string, CataloguePart>(Object.keys(EN_US).map((id) => [id, CORE]));
const areasAdded = new Set<object>();
const listeners = new Set<() => void>();

/** The built-in en-US texts (an area's are in messages/<area>.ts). */
export const CONSOLE_MESSAGES_EN_US: Readonly<Record<CoreMessageId, string>> = EN_US;

/**
 * Adds an area's texts to the catalogue: its module calls this when it loads, with its en-US
 * texts and how each other language downloads. Adding the same texts again does nothing.
 */
export function addConsoleTexts<Id extends AreaMessageId>(
  enUs: Readonly<Record<Id, string>>,
  loaders: CatalogueLoaders<Id>,
): void {
  if (areasAdded.has(enUs)) return;
  areasAdded.add(enUs);
  const part = cataloguePart(enUs, loaders);
  parts.push(part);
  for (const id of Object.keys(enUs)) partOf.set(id, part);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever an area's texts are added (the language in use may need them). */
export function onConsoleTextsAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `id` is a console text of the parts loaded so far. */
export function isConsoleMessageId(id: string): id is ConsoleMessageId {
  return partOf.has(id);
}

/** Loads the console's texts in a locale's language, every part added so far (fr-CH on demand). */
export async function loadConsoleMessages(locale: string): Promise<void> {
  await Promise.all(parts.map((part) => part.load(locale)));
}

/** Whether formatConsoleMessage shows `locale`'s texts already, for every part added so far. */
export function consoleMessagesLoaded(locale: string): boolean {
  return parts.every((part) => part.isLoaded(locale));
}

/**
 * A console text in a locale, placeholders filled: en-US when the console has no translation
 * or its language is not loaded yet (console-locale.ts loads it before showing it). The id
 * itself for an area's text whose module has not loaded (a test keeps that from happening).
 */
export function formatConsoleMessage(
  id: ConsoleMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  return partOf.get(id)?.format(id, params, locale) ?? id;
}
