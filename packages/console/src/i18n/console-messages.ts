// The console's own texts (navigation, headings, the not-found and unauthorized
// pages, preferences, banners, onboarding): the chrome that neither the SDK catalogue
// (@fleet/sdk/domain messages.ts, SPEC's quoted texts) nor the widgets' ui-messages.ts hold.
// Same rules as those: ids under `console.`, grouped by the screen or part that shows them,
// en-US and fr-CH complete (a test compares them: same ids, same placeholders), `{name}`
// placeholders. To add a text: one line in EN_US and one in console-messages-fr-ch.ts (an
// area's texts: messages/<area>.ts and messages/fr-CH/<area>.ts), then
// `const t = useConsoleText(); t('console.yourArea.yourText')`.
import { languageCatalogues, type MessageParams } from '@fleet/sdk/domain';
import { DEVICES_EN_US } from './messages/devices';
import { ACCOUNT_EN_US } from './messages/account';
import { FLEETS_EN_US } from './messages/fleets';
import { PACKAGES_EN_US } from './messages/packages';
import { UPDATES_EN_US } from './messages/updates';
import { SHELL_EN_US } from './messages/shell';
import { LOCKBOXES_EN_US } from './messages/lockboxes';
import { ROLLOUTS_EN_US } from './messages/rollouts';
import { DEBUG_EN_US } from './messages/debug';
import { DASHBOARD_EN_US } from './messages/dashboard';
import { ROUTES_EN_US } from './messages/routes';

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

  // The screens made of widgets (src/screens): their actions and the lockbox editor's titles.
  'console.screens.pairDevice': 'Pair device',
  'console.screens.uploadPackage': 'Upload package',
  'console.screens.createLockbox': 'Create an offline update',
  'console.screens.editLockbox': 'Edit offline update {name}',

  // The preferences screen (/account/preferences, SPEC §2, §3 Preferences).
  'console.preferences.title': 'Preferences',
  'console.preferences.appearance': 'Appearance',
  'console.preferences.theme': 'Theme',
  'console.preferences.theme.auto': 'Same as the system',
  'console.preferences.theme.light': 'Light',
  'console.preferences.theme.dark': 'Dark',
  'console.preferences.language': 'Language',
  'console.preferences.language.auto': 'Same as the browser ({language})',
  'console.preferences.language.en-US': 'English (United States)',
  'console.preferences.language.fr-CH': 'Français (Suisse)',
  'console.preferences.datetimeFormat': 'Date and time format',
  'console.preferences.datetimeFormat.auto': 'Automatic',
  'console.preferences.datetimeFormat.relative': 'Relative (5 minutes ago)',
  'console.preferences.datetimeFormat.absolute': 'Date and time',
  'console.preferences.datetimeExample': 'Example: {example}',
  'console.preferences.features': 'Features',
  'console.preferences.beta': 'Beta features',
  'console.preferences.betaHint': 'Try features that are still being finished.',
  'console.preferences.betaAlwaysOn': 'As an administrator you always see beta features.',
  'console.preferences.featureFlags': 'Feature flags',
  'console.preferences.featureFlagsHint':
    'Switch a feature on or off for your account, or leave it at its default.',
  'console.preferences.flag.default': 'Default ({state})',
  'console.preferences.flag.on': 'On',
  'console.preferences.flag.off': 'Off',
  'console.preferences.flag.status': 'Status: {status}',
  'console.preferences.saving': 'Saving…',
  'console.preferences.saved': 'Saved',
  'console.preferences.saveFailed': 'Your preferences could not be saved yet: {reason}',
  'console.preferences.loadFailed': 'Your preferences could not be loaded: {reason}',

  // Banners (SPEC §3 Banner, §4 Banners).
  'console.banners.label': 'Announcements',
  'console.banners.dismiss': 'Dismiss',
  'console.banners.dismissNamed': 'Dismiss “{title}”',

  // Onboarding (/onboarding/{step}).
  'console.onboarding.title': 'Get started with Fleet Console',
  'console.onboarding.steps': 'Onboarding steps',
  'console.onboarding.stepOf': 'Step {current} of {total}',
  'console.onboarding.step.welcome': 'Welcome',
  'console.onboarding.step.pair': 'Pair your first device',
  'console.onboarding.step.install': 'Install a package',
  'console.onboarding.step.done': 'Done',
  'console.onboarding.welcome.heading': 'Welcome to Fleet Console',
  'console.onboarding.welcome.text':
    'Manage your embedded Linux devices over the air: pair devices, group them in fleets and install software packages on them.',
  'console.onboarding.pair.heading': 'Pair your first device',
  'console.onboarding.pair.text':
    'Start your device with the provisioning code shown on the pairing page; it appears in your device list once it connects.',
  'console.onboarding.pair.none': 'No device paired yet.',
  'console.onboarding.pair.some': 'Devices paired so far: {count}.',
  'console.onboarding.pair.countFailed': 'Your devices could not be counted: {reason}',
  'console.onboarding.pair.action': 'Open the pairing page',
  'console.onboarding.install.heading': 'Install a package',
  'console.onboarding.install.text':
    'Choose a package version and install it on a device or a whole fleet. The device reports its progress live.',
  'console.onboarding.install.action': 'Browse packages',
  'console.onboarding.done.heading': 'You are all set',
  'console.onboarding.done.text': 'You can come back to these steps at any time from /onboarding.',
  'console.onboarding.back': 'Back',
  'console.onboarding.next': 'Next',
  'console.onboarding.skip': 'Skip for now',
  'console.onboarding.finish': 'Go to the dashboard',

  // Area screens, each in its own file under messages/.
  ...DEVICES_EN_US,
  ...FLEETS_EN_US,
  ...PACKAGES_EN_US,
  ...ACCOUNT_EN_US,
  ...UPDATES_EN_US,
  ...SHELL_EN_US,
  ...LOCKBOXES_EN_US,
  ...ROLLOUTS_EN_US,
  ...DEBUG_EN_US,
  ...DASHBOARD_EN_US,
  ...ROUTES_EN_US,
} as const;

export type ConsoleMessageId = keyof typeof EN_US;

const CATALOGUES = languageCatalogues<ConsoleMessageId>(EN_US, {
  'fr-CH': () => import('./console-messages-fr-ch').then((module) => module.CONSOLE_MESSAGES_FR_CH),
});

/** The complete en-US console catalogue. */
export const CONSOLE_MESSAGES_EN_US: Readonly<Record<ConsoleMessageId, string>> = EN_US;

export function isConsoleMessageId(id: string): id is ConsoleMessageId {
  return Object.hasOwn(EN_US, id);
}

/** Loads the console's texts in a locale's language (fr-CH is downloaded when chosen). */
export function loadConsoleMessages(
  locale: string,
): Promise<Readonly<Record<ConsoleMessageId, string>>> {
  return CATALOGUES.load(locale);
}

/** Whether formatConsoleMessage shows `locale`'s texts already. */
export function consoleMessagesLoaded(locale: string): boolean {
  return CATALOGUES.isLoaded(locale);
}

/**
 * A console text in a locale, placeholders filled: en-US when the console has no translation
 * or its language is not loaded yet (console-locale.ts loads it before showing it).
 */
export function formatConsoleMessage(
  id: ConsoleMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  return CATALOGUES.format(id, params, locale);
}
