// The console's fr-CH catalogue, complete (a test compares it with en-US: same ids, same
// placeholders). A module of its own, with the areas' fr-CH parts under messages/fr-CH/, so
// that only a console shown in fr-CH downloads it: loadConsoleMessages() in
// console-messages.ts imports it when the language is chosen.
import type { CoreMessageId } from './console-messages';
import { SHELL_FR_CH } from './messages/fr-CH/shell';
import { ROUTES_FR_CH } from './messages/fr-CH/routes';

export const CONSOLE_MESSAGES_FR_CH: Readonly<Record<CoreMessageId, string>> = {
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

  'console.validation.fleetName': 'Saisissez un nom pour la flotte.',

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

  ...SHELL_FR_CH,
  ...ROUTES_FR_CH,
};
