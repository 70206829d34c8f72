// The fr-CH catalogue, complete (a test compares it with en-US: same ids, same placeholders).
// A module of its own so that only a page shown in fr-CH downloads it: loadMessages()
// in messages.ts imports it when the language is chosen.
import type { Catalogue } from './messages.js';

export const FR_CH_MESSAGES: Catalogue = {
  'required.expression': 'Une flotte dynamique a besoin d’une expression.',
  'required.fleetId': 'L’identifiant de la flotte est requis',
  'required.fleetIds': 'fleetIds doit être une liste d’identifiants de flottes',
  'required.deviceUuids': 'Les UUID des appareils sont requis',
  'required.fleet': 'La flotte est requise',
  'required.fleetName': 'Le nom de la flotte est requis',
  'required.fleetUpdate': 'La modification de la flotte est requise',
  'required.properties': 'Les propriétés sont requises',
  'required.deviceUuid': 'L’UUID de l’appareil est requis',
  'required.fleetObject': 'La flotte est requise',
  'required.name': 'Le nom est requis',
  'required.deviceNameOrDescription': 'Le nom ou la description de l’appareil est requis',
  'required.information': 'Les informations sont requises',
  'required.filter': 'Le filtre est requis',
  'required.statusData': 'Les données d’état sont requises',
  'required.listener': 'L’écouteur doit être une fonction',
  'required.deviceId': 'L’identifiant de l’appareil est requis',
  'required.deviceObject': 'L’objet appareil est requis',
  'filter.invalidKey': 'Clé de filtre invalide',

  'validation.fieldRequired': '{field} est requis',
  'validation.notNumber': '{field} doit être un nombre',
  'validation.notString': '{field} doit être un texte',
  'validation.notBoolean': '{field} doit être un booléen',
  'validation.notArray': '{field} doit être une liste',
  'validation.emptyList': '{field} ne doit pas être vide',
  'validation.notSortDirection': 'sortDirection doit valoir Asc ou Desc',
  'validation.notOneOf': '{field} doit être l’une des valeurs {allowed}',
  'validation.sortDirectionWithoutSortBy': 'sortDirection n’est admis qu’avec sortBy',
  'validation.invalidDate': '{field} doit être une date valide',
  'validation.noUpdateTarget': 'Choisissez au moins un appareil ou une flotte à mettre à jour',
  'validation.hibernationNotBoolean': 'Le mode hibernation doit être un booléen',
  'validation.provisioningCodeRequired': 'Le code de provisionnement est requis',
  'validation.invalidPermission': 'Autorisation invalide : {permission}',
  'validation.fileRequired': 'Choisissez un fichier à téléverser.',
  'validation.versionRequired': 'Saisissez une version.',
  'validation.hardwareIdsRequired': 'Saisissez au moins un identifiant matériel.',
  'validation.packagesRequired': 'Choisissez au moins une version de paquet.',
  'validation.expiryRequired': 'Choisissez quand la mise à jour hors ligne expire.',
  'validation.expiryInvalid': 'Saisissez une date d’expiration valide.',
  'validation.scheduleInvalid': 'Saisissez une date et une heure valides pour la planification.',
  'validation.emailRequired': 'Saisissez une adresse e-mail.',
  'validation.profileRequired': 'Choisissez un profil.',
  'validation.usersRequired': 'Ajoutez au moins un utilisateur.',
  'validation.clientTypeRequired': 'Choisissez un type de client API.',
  'validation.feedbackRequired': 'Écrivez votre avis avant de l’envoyer.',
  'validation.publicKeyRequired': 'Saisissez une clé publique OpenSSH.',
  'validation.publicKeysRequired': 'Ajoutez au moins une clé publique OpenSSH.',
  'validation.sessionDurationRequired': 'Choisissez la durée de la session.',
  'validation.metadataAddressRequired': 'Saisissez l’adresse des métadonnées distantes.',

  'device.nameUpdated': 'Nom mis à jour avec succès',
  'device.nameNotUpdated': 'Nom non mis à jour',
  'device.descriptionUpdated': 'Description mise à jour avec succès',
  'device.descriptionNotUpdated': 'Description non mise à jour',

  'device.deleteFailed': 'Une erreur est survenue lors de la suppression de l’appareil.',
  'device.hibernationFailed':
    'Une erreur est survenue lors du réglage du mode hibernation de l’appareil.',
  'device.installationReportsFailed':
    'Une erreur est survenue lors du chargement des rapports d’installation de l’appareil.',
  'device.updateEventsFailed':
    'Une erreur est survenue lors du chargement des événements de mise à jour de l’appareil.',
  'device.provisioningTokenFailed':
    'Une erreur est survenue lors du chargement du jeton de provisionnement.',
  'device.fleetMembershipFailed':
    'Une erreur est survenue lors du chargement des flottes de l’appareil.',
  'device.noneMatchFilter': 'Aucun appareil ne correspond au filtre actuel.',

  'deviceStatus.upToDate': 'À jour',
  'deviceStatus.updatePending': 'Mise à jour en attente',
  'deviceStatus.updateInProgress': 'Mise à jour en cours',
  'deviceStatus.updateScheduled': 'Mise à jour planifiée',
  'deviceStatus.updateFailed': 'Échec de la mise à jour',
  'deviceStatus.notActivated': 'Non activé',

  'update.pendingWarningOne':
    'Cet appareil a une mise à jour en attente. Annulez-la ou ignorez l’appareil avant d’installer.',
  'update.pendingWarningMany':
    '{count} appareils ont une mise à jour en attente. Annulez ces mises à jour ou ignorez ces appareils avant d’installer.',
  'update.pendingWarningFleet':
    '{count, plural, one {# appareil de la flotte a} other {# appareils de la flotte ont}} une mise à jour en attente et ne recevront pas celle-ci. Annulez ces mises à jour avant d’installer pour les inclure.',

  'customFilter.nameEmpty': 'Le nom du filtre ne peut pas être vide.',
  'customFilter.saveFailed':
    'Impossible d’enregistrer le filtre personnalisé. Veuillez réessayer plus tard.',
  'customFilter.deleteFailed':
    'Impossible de supprimer le filtre personnalisé. Veuillez réessayer plus tard.',
  'customFilter.saved': 'Filtre personnalisé enregistré avec succès.',
  'customFilter.deleted': 'Filtre personnalisé supprimé avec succès.',
  'customFilter.confirmOverwrite': 'Un filtre nommé « {name} » existe déjà. Le remplacer ?',

  'deviceFilter.online': 'En ligne',
  'deviceFilter.offline': 'Hors ligne',
  'deviceFilter.seenOnline': 'Vu en ligne',
  'deviceFilter.neverSeen': 'Jamais vu',
  'deviceFilter.seenWithin1h': 'Vu dans la dernière heure',
  'deviceFilter.seenWithin12h': 'Vu dans les 12 dernières heures',
  'deviceFilter.seenWithin24h': 'Vu dans les 24 dernières heures',
  'deviceFilter.seenWithin7d': 'Vu dans les 7 derniers jours',
  'deviceFilter.seenWithin30d': 'Vu dans les 30 derniers jours',
  'deviceFilter.seenMoreThan1h': 'Vu il y a plus d’une heure',
  'deviceFilter.seenMoreThan30d': 'Vu il y a plus de 30 jours',

  'packageFilter.myDevicePackages': 'Paquets de mes appareils',
  'packageFilter.knownCves': 'Paquets avec des CVE connues',
  'packageFilter.allOs': 'Tous les paquets de système',
  'packageFilter.allApplications': 'Toutes les applications',
  'packageFilter.allBootloaders': 'Tous les chargeurs d’amorçage',
  'packageFilter.allSubsystems': 'Tous les sous-systèmes',

  'delegation.notFound': 'Aucune délégation ne porte ce nom',
  'delegation.alreadyExists': 'Une délégation porte déjà ce nom',
  'delegation.verifyFailed': 'Impossible de vérifier la délégation de confiance',
  'delegation.refreshFailed': 'Impossible d’actualiser cette source',
  'delegation.metadataInvalidKey':
    'La source de paquets « {name} » a été enregistrée, mais ses métadonnées n’ont pas pu être ajoutées : la clé de signature n’est pas valable pour elle.',
  'delegation.metadataNoTargets':
    'La source de paquets « {name} » a été enregistrée, mais ses métadonnées n’ont pas pu être ajoutées : ses chemins ne correspondent à aucun paquet.',
  'delegation.metadataUnreachable':
    'La source de paquets « {name} » a été enregistrée, mais ses métadonnées n’ont pas pu être ajoutées : l’adresse des métadonnées est fausse ou injoignable.',

  'auth.invalidEmailOrPassword': 'Adresse e-mail ou mot de passe invalide.',
  'auth.invalidCredentials': 'Identifiants invalides. Veuillez réessayer.',
  'auth.guestTokenFailed': 'Nous ne pouvons pas traiter votre demande, veuillez réessayer.',

  'rights.notPermitted': 'Vous n’avez pas l’autorisation d’effectuer cette action',
  'rights.apiClientsNotPermitted':
    'Votre compte n’a pas l’autorisation d’utiliser des clients API. Passez à un compte Commercial pour les utiliser.',

  'deviceLimit.title': 'Limite d’appareils atteinte',
  'deviceLimit.message':
    'Votre compte Maker a atteint sa limite de {limit} appareils. Commencez un essai gratuit du compte Commercial pour en ajouter.',
  'deviceLimit.startTrial': 'Commencer l’essai gratuit',
  'deviceLimit.remindLater': 'Me le rappeler plus tard',

  'trial.title': 'Commencez votre essai Commercial gratuit',
  'trial.offer': '{days} jours gratuits, sans carte, jusqu’à {devices} appareils.',
  'trial.trainingSession': 'J’aimerais une séance de formation gratuite',
  'trial.activating': 'Activation de votre essai…',
  'trial.activated': 'Votre essai est actif. Rechargez la page pour en profiter.',
  'trial.reload': 'Recharger',
  'trial.contactSales': 'Contact commercial : {email}',
  'trial.activationFailed':
    'Une erreur est survenue lors de l’activation de l’essai gratuit du niveau Commercial.',
  'trial.unableToActivate':
    'Nous ne pouvons pas activer votre essai développeur pour le moment, veuillez nous contacter directement à {email}',

  'notification.serverError': 'Une erreur de serveur est survenue pendant {operation}',
  'notification.error': 'Une erreur est survenue',
  'notification.limitedAccess': 'Vous avez un accès limité à ce dépôt',
  'notification.requestDenied': 'Une demande de {operation} a été refusée',
  'notification.confirmAccount':
    'Vous devez confirmer votre compte. Veuillez consulter votre profil.',
  'notification.viewProfile': 'Voir le profil',

  'chart.today': 'Aujourd’hui',

  'app.chunkLoadFailed':
    'Une partie de l’application n’a pas pu être chargée. Veuillez recharger la page.',
};
