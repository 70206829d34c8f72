// The console's own texts (navigation, headings, the not-found and unauthorized
// pages, preferences, banners, onboarding): the chrome that neither the SDK catalogue
// (@fleet/sdk/domain messages.ts, SPEC's quoted texts) nor the widgets' ui-messages.ts hold.
// Same rules as those: ids under `console.`, grouped by the screen or part that shows them,
// en-US and fr-CH complete (a test compares them: same ids, same placeholders), `{name}`
// placeholders. To add a text: one line in EN_US and one in FR_CH, then
// `const t = useConsoleText(); t('console.yourArea.yourText')`.
import {
  fillPlaceholders,
  resolveLocale,
  type Locale,
  type MessageParams,
} from '@fleet/sdk/domain';
import { DEVICES_EN_US, DEVICES_FR_CH } from './messages/devices';
import { ACCOUNT_EN_US, ACCOUNT_FR_CH } from './messages/account';
import { FLEETS_EN_US, FLEETS_FR_CH } from './messages/fleets';
import { PACKAGES_EN_US, PACKAGES_FR_CH } from './messages/packages';
import { UPDATES_EN_US, UPDATES_FR_CH } from './messages/updates';
import { SHELL_EN_US, SHELL_FR_CH } from './messages/shell';
import { LOCKBOXES_EN_US, LOCKBOXES_FR_CH } from './messages/lockboxes';
import { ROLLOUTS_EN_US, ROLLOUTS_FR_CH } from './messages/rollouts';
import { DEBUG_EN_US, DEBUG_FR_CH } from './messages/debug';
import { DASHBOARD_EN_US, DASHBOARD_FR_CH } from './messages/dashboard';
import { ROUTES_EN_US, ROUTES_FR_CH } from './messages/routes';

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

// fr-CH, complete: a test compares it with en-US (same ids, same placeholders).
const FR_CH: Record<ConsoleMessageId, string> = {
  'console.brand': 'Fleet Console',
  'console.nav.label': 'Principal',
  'console.nav.dashboard': 'Tableau de bord',
  'console.nav.devices': 'Appareils',
  'console.nav.fleets': 'Flottes',
  'console.nav.packages': 'Paquets',
  'console.nav.lockboxes': 'Mises à jour hors ligne',
  'console.nav.rollouts': 'Déploiements progressifs',
  'console.nav.remoteAccess': 'Accès à distance',
  'console.nav.account': 'Compte',
  'console.header.signOut': 'Se déconnecter',
  'console.breadcrumbs.back': 'Retour',

  'console.repositories.button': 'Dépôt : {name}',
  'console.repositories.menu': 'Changer de dépôt',
  'console.repositories.personal': 'Personnel',
  'console.repositories.loading': 'Chargement des dépôts partagés…',
  'console.repositories.loadFailed': 'Les dépôts partagés n’ont pas pu être chargés : {reason}',
  'console.repositories.switchFailed': 'Impossible de passer à {name} : {reason}',
  'console.notifications.button': 'Notifications',
  'console.notifications.buttonUnread': 'Notifications, {count} non lues',
  'console.notifications.title': 'Notifications',
  'console.notifications.listLabel': 'Liste des notifications',
  'console.notifications.empty': 'Vous n’avez aucune notification.',
  'console.notifications.unread': 'Non lue',
  'console.notifications.markRead': 'Marquer comme lue',
  'console.notifications.markAllRead': 'Tout marquer comme lu',
  'console.notifications.remove': 'Supprimer',
  'console.userMenu.label': 'Menu de l’utilisateur',
  'console.userMenu.account': 'Compte',
  'console.userMenu.preferences': 'Préférences',
  'console.userMenu.commercial': 'Compte Commercial',
  'console.userMenu.maker': 'Compte Maker',
  'console.trial.activate': 'Activer l’essai',

  'console.notFound.title': 'Page introuvable',
  'console.notFound.message': 'Il n’y a aucune page à cette adresse.',
  'console.notFound.toDashboard': 'Aller au tableau de bord',
  'console.unauthorized.title': 'Accès refusé',
  'console.unauthorized.message': 'Vous n’avez pas l’autorisation d’ouvrir cette page.',
  'console.unauthorized.messageShared':
    'Vous n’avez pas l’autorisation d’ouvrir cette page dans le dépôt partagé.',
  'console.routeError.title': 'Une erreur est survenue',
  'console.routeError.message': 'La page n’a pas pu être affichée.',
  'console.reload': 'Recharger',
  'console.loading': 'Chargement…',

  'console.screens.pairDevice': 'Appairer un appareil',
  'console.screens.uploadPackage': 'Téléverser un paquet',
  'console.screens.createLockbox': 'Créer une mise à jour hors ligne',
  'console.screens.editLockbox': 'Modifier la mise à jour hors ligne {name}',

  'console.preferences.title': 'Préférences',
  'console.preferences.appearance': 'Apparence',
  'console.preferences.theme': 'Thème',
  'console.preferences.theme.auto': 'Comme le système',
  'console.preferences.theme.light': 'Clair',
  'console.preferences.theme.dark': 'Sombre',
  'console.preferences.language': 'Langue',
  'console.preferences.language.auto': 'Comme le navigateur ({language})',
  'console.preferences.language.en-US': 'English (United States)',
  'console.preferences.language.fr-CH': 'Français (Suisse)',
  'console.preferences.datetimeFormat': 'Format de la date et de l’heure',
  'console.preferences.datetimeFormat.auto': 'Automatique',
  'console.preferences.datetimeFormat.relative': 'Relatif (il y a 5 minutes)',
  'console.preferences.datetimeFormat.absolute': 'Date et heure',
  'console.preferences.datetimeExample': 'Exemple : {example}',
  'console.preferences.features': 'Fonctionnalités',
  'console.preferences.beta': 'Fonctionnalités bêta',
  'console.preferences.betaHint': 'Essayez des fonctionnalités encore en cours de finition.',
  'console.preferences.betaAlwaysOn':
    'En tant qu’administrateur, vous voyez toujours les fonctionnalités bêta.',
  'console.preferences.featureFlags': 'Options de fonctionnalités',
  'console.preferences.featureFlagsHint':
    'Activez ou désactivez une fonctionnalité pour votre compte, ou laissez-la par défaut.',
  'console.preferences.flag.default': 'Par défaut ({state})',
  'console.preferences.flag.on': 'Activé',
  'console.preferences.flag.off': 'Désactivé',
  'console.preferences.flag.status': 'État : {status}',
  'console.preferences.saving': 'Enregistrement…',
  'console.preferences.saved': 'Enregistré',
  'console.preferences.saveFailed':
    'Vos préférences n’ont pas encore pu être enregistrées : {reason}',
  'console.preferences.loadFailed': 'Vos préférences n’ont pas pu être chargées : {reason}',

  'console.banners.label': 'Annonces',
  'console.banners.dismiss': 'Fermer',
  'console.banners.dismissNamed': 'Fermer « {title} »',

  'console.onboarding.title': 'Bien démarrer avec Fleet Console',
  'console.onboarding.steps': 'Étapes de prise en main',
  'console.onboarding.stepOf': 'Étape {current} sur {total}',
  'console.onboarding.step.welcome': 'Bienvenue',
  'console.onboarding.step.pair': 'Appairez votre premier appareil',
  'console.onboarding.step.install': 'Installez un paquet',
  'console.onboarding.step.done': 'Terminé',
  'console.onboarding.welcome.heading': 'Bienvenue dans Fleet Console',
  'console.onboarding.welcome.text':
    'Gérez vos appareils Linux embarqués à distance : appairez des appareils, regroupez-les en flottes et installez-y des paquets logiciels.',
  'console.onboarding.pair.heading': 'Appairez votre premier appareil',
  'console.onboarding.pair.text':
    'Démarrez votre appareil avec le code de provisionnement affiché sur la page d’appairage ; il apparaît dans votre liste d’appareils dès qu’il se connecte.',
  'console.onboarding.pair.none': 'Aucun appareil appairé pour l’instant.',
  'console.onboarding.pair.some': 'Appareils appairés jusqu’ici : {count}.',
  'console.onboarding.pair.countFailed': 'Vos appareils n’ont pas pu être comptés : {reason}',
  'console.onboarding.pair.action': 'Ouvrir la page d’appairage',
  'console.onboarding.install.heading': 'Installez un paquet',
  'console.onboarding.install.text':
    'Choisissez une version de paquet et installez-la sur un appareil ou sur toute une flotte. L’appareil signale sa progression en direct.',
  'console.onboarding.install.action': 'Parcourir les paquets',
  'console.onboarding.done.heading': 'Tout est prêt',
  'console.onboarding.done.text':
    'Vous pouvez revenir à ces étapes à tout moment depuis /onboarding.',
  'console.onboarding.back': 'Retour',
  'console.onboarding.next': 'Suivant',
  'console.onboarding.skip': 'Passer pour l’instant',
  'console.onboarding.finish': 'Aller au tableau de bord',

  ...DEVICES_FR_CH,
  ...FLEETS_FR_CH,
  ...PACKAGES_FR_CH,
  ...ACCOUNT_FR_CH,
  ...UPDATES_FR_CH,
  ...SHELL_FR_CH,
  ...LOCKBOXES_FR_CH,
  ...ROLLOUTS_FR_CH,
  ...DEBUG_FR_CH,
  ...DASHBOARD_FR_CH,
  ...ROUTES_FR_CH,
};

const CATALOGUES: Readonly<Record<Locale, Partial<Record<ConsoleMessageId, string>>>> = {
  'en-US': EN_US,
  'fr-CH': FR_CH,
};

/** The complete en-US console catalogue. */
export const CONSOLE_MESSAGES_EN_US: Readonly<Record<ConsoleMessageId, string>> = EN_US;
/** The complete fr-CH console catalogue. */
export const CONSOLE_MESSAGES_FR_CH: Readonly<Record<ConsoleMessageId, string>> = FR_CH;

export function isConsoleMessageId(id: string): id is ConsoleMessageId {
  return Object.hasOwn(EN_US, id);
}

/** A console text in a locale (en-US when it has no translation), placeholders filled. */
export function formatConsoleMessage(
  id: ConsoleMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  const resolved = resolveLocale(locale);
  return fillPlaceholders(CATALOGUES[resolved][id] ?? EN_US[id], params, resolved);
}
