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
  'console.screens.updateSelected': 'Mettre à jour la sélection',
  'console.screens.uploadPackage': 'Téléverser un paquet',
  'console.screens.createLockbox': 'Créer une mise à jour hors ligne',
  'console.screens.editLockbox': 'Modifier la mise à jour hors ligne {name}',

  'console.banners.label': 'Annonces',
  'console.banners.dismiss': 'Fermer',
  'console.banners.dismissNamed': 'Fermer « {title} »',

  ...SHELL_FR_CH,
  ...ROUTES_FR_CH,
};
