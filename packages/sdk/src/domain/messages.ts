// The message catalogue: every user-visible text of the domain, keyed by a stable id, so the
// console, the widgets and SDK errors show the same words. Texts quoted in SPEC §5 and §8 are
// copied exactly; the others are ours. `{name}` marks a placeholder that formatMessage fills.
// A "..." in a SPEC text stands for a placeholder here (e.g. 'A server error occurred during
// {operation}').
import { fillPlaceholders, type MessageParams } from './message-format.js';

export { fillPlaceholders, type MessageParams } from './message-format.js';

const EN_US = {
  // SPEC §5 required-input messages (exact).
  'required.fleetId': 'fleetId is required',
  'required.fleetIds': 'fleetIds must be an array of fleet ids',
  'required.deviceUuids': 'deviceUuids is required',
  'required.fleet': 'fleet is required',
  'required.fleetName': 'fleet name is required',
  'required.fleetUpdate': 'fleetUpdate is required',
  'required.properties': 'properties is required',
  'required.deviceUuid': 'Device uuid is required',
  'required.fleetObject': 'Fleet is required',
  'required.name': 'Name is required',
  'required.deviceNameOrDescription': 'Device name or description is required',
  'required.information': 'Information is required',
  'required.filter': 'Filter is required',
  'required.statusData': 'Status data is required',
  'required.listener': 'Listener must be a function',
  'required.deviceId': 'deviceId is required',
  'required.deviceObject': 'Device object is required',
  'filter.invalidKey': 'Invalid filter key',

  // SPEC §5 rules without a quoted text: ours.
  'validation.fieldRequired': '{field} is required',
  'required.expression': 'A dynamic fleet needs an expression.',
  'validation.notNumber': '{field} must be a number',
  'validation.notString': '{field} must be a string',
  'validation.notBoolean': '{field} must be a boolean',
  'validation.notArray': '{field} must be an array',
  'validation.emptyList': '{field} must not be empty',
  'validation.notSortDirection': 'sortDirection must be Asc or Desc',
  'validation.notOneOf': '{field} must be one of {allowed}',
  'validation.sortDirectionWithoutSortBy': 'sortDirection is allowed only together with sortBy',
  'validation.invalidDate': '{field} must be a valid date',
  'validation.noUpdateTarget': 'Choose at least one device or fleet to update',
  'validation.hibernationNotBoolean': 'Hibernation mode must be a boolean',
  'validation.provisioningCodeRequired': 'Provisioning code is required',
  'validation.invalidPermission': 'Invalid permission entry: {permission}',
  // What a person filling a form reads instead of the field id (validation.ts FIELD_WORDS).
  'validation.fileRequired': 'Choose a file to upload.',
  'validation.versionRequired': 'Enter a version.',
  'validation.hardwareIdsRequired': 'Enter at least one hardware id.',
  'validation.packagesRequired': 'Choose at least one package version.',
  'validation.expiryRequired': 'Choose when the offline update expires.',
  'validation.expiryInvalid': 'Enter a valid expiry date.',
  'validation.scheduleInvalid': 'Enter a valid date and time for the schedule.',
  'validation.emailRequired': 'Enter an email address.',
  'validation.profileRequired': 'Choose a profile.',
  'validation.usersRequired': 'Add at least one user.',
  'validation.clientTypeRequired': 'Choose a type of API client.',
  'validation.feedbackRequired': 'Write your feedback before sending it.',
  'validation.publicKeyRequired': 'Enter an OpenSSH public key.',
  'validation.publicKeysRequired': 'Add at least one OpenSSH public key.',
  'validation.sessionDurationRequired': 'Choose how long the session lasts.',
  'validation.metadataAddressRequired': 'Enter the address of the remote metadata.',

  // SPEC §5 device edit results (exact).
  'device.nameUpdated': 'Name updated successfully',
  'device.nameNotUpdated': 'Name not updated',
  'device.descriptionUpdated': 'Description updated successfully',
  'device.descriptionNotUpdated': 'Description not updated',

  // SPEC §8 device errors (exact).
  'device.deleteFailed': 'An error occurred while deleting the device.',
  'device.hibernationFailed': 'An error occurred while setting the device hibernation mode.',
  'device.installationReportsFailed':
    'An error occurred while fetching the device installation reports.',
  'device.updateEventsFailed': 'An error occurred while fetching the device update events.',
  'device.provisioningTokenFailed': 'An error occurred while fetching the provisioning token.',
  'device.fleetMembershipFailed': 'An error occurred while fetching the device fleet membership.',
  'device.noneMatchFilter': 'No devices match the current filter.',

  // SPEC §4 device status as shown.
  'deviceStatus.upToDate': 'Up to date',
  'deviceStatus.updatePending': 'Update pending',
  'deviceStatus.updateInProgress': 'Update in progress',
  'deviceStatus.updateScheduled': 'Update scheduled',
  'deviceStatus.updateFailed': 'Update failed',
  'deviceStatus.notActivated': 'Not activated',

  // SPEC §8 pending-update warnings on install (ours).
  'update.pendingWarningOne':
    'This device has a pending update. Cancel it or skip the device before installing.',
  'update.pendingWarningMany':
    '{count} devices have a pending update. Cancel those updates or skip those devices before installing.',
  'update.pendingWarningFleet':
    '{count, plural, one {# device of the fleet has} other {# devices of the fleet have}} a pending update and will not take this one. Cancel those updates before installing to include them.',

  // SPEC §5 / §8 custom filters (exact, except the overwrite question).
  'customFilter.nameEmpty': 'Filter name cannot be empty.',
  'customFilter.saveFailed': 'Unable to save custom filter. Please try again later.',
  'customFilter.deleteFailed': 'Unable to delete custom filter. Please try again later.',
  'customFilter.saved': 'Custom filter saved successfully.',
  'customFilter.deleted': 'Custom filter deleted successfully.',
  'customFilter.confirmOverwrite': 'A filter named "{name}" already exists. Overwrite it?',

  // SPEC §9 built-in and time-based device filters (labels are ours).
  'deviceFilter.online': 'Online',
  'deviceFilter.offline': 'Offline',
  'deviceFilter.seenOnline': 'Seen Online',
  'deviceFilter.neverSeen': 'Never Seen',
  'deviceFilter.seenWithin1h': 'Last seen within 1 hour',
  'deviceFilter.seenWithin12h': 'Last seen within 12 hours',
  'deviceFilter.seenWithin24h': 'Last seen within 24 hours',
  'deviceFilter.seenWithin7d': 'Last seen within 7 days',
  'deviceFilter.seenWithin30d': 'Last seen within 30 days',
  'deviceFilter.seenMoreThan1h': 'Last seen more than 1 hour ago',
  'deviceFilter.seenMoreThan30d': 'Last seen more than 30 days ago',

  // SPEC §9 package filters (exact names).
  'packageFilter.myDevicePackages': 'My Device Packages',
  'packageFilter.knownCves': 'Packages with known CVEs',
  'packageFilter.allOs': 'All OS Packages',
  'packageFilter.allApplications': 'All Applications',
  'packageFilter.allBootloaders': 'All Bootloaders',
  'packageFilter.allSubsystems': 'All Subsystems',

  // SPEC §8 delegations (exact), and the rich "saved but metadata failed" messages (ours).
  'delegation.notFound': 'Delegation with that name does not exist',
  'delegation.alreadyExists': 'Delegation with that name already exists',
  'delegation.verifyFailed': 'Could not verify trusted delegation',
  'delegation.refreshFailed': 'Unable to refresh this source',
  'delegation.metadataInvalidKey':
    'The package source "{name}" was saved, but its metadata could not be added: the signing key is not valid for it.',
  'delegation.metadataNoTargets':
    'The package source "{name}" was saved, but its metadata could not be added: its paths match no packages.',
  'delegation.metadataUnreachable':
    'The package source "{name}" was saved, but its metadata could not be added: the metadata address is wrong or unreachable.',

  // SPEC §8 sign-in and guest token (exact).
  'auth.invalidEmailOrPassword': 'Invalid email or password.',
  'auth.invalidCredentials': 'Invalid credentials. Please try again.',
  'auth.guestTokenFailed': 'We are unable to process your request, please try again.',

  // SPEC §2 not-permitted tooltip (exact) and §6 API client upgrade hint (ours).
  'rights.notPermitted': 'You do not have permission to perform this action',
  'rights.apiClientsNotPermitted':
    'Your account does not have permission to use API clients. Upgrade to a Commercial account to use them.',

  // SPEC §2 device limit dialog (title and buttons exact).
  'deviceLimit.title': 'Device Limit Reached',
  'deviceLimit.message':
    'Your Maker account has reached its limit of {limit} devices. Start a free trial of the Commercial account to add more.',
  'deviceLimit.startTrial': 'Start Free Trial',
  'deviceLimit.remindLater': 'Remind Me Later',

  // SPEC §2 / §8 trial dialog (failure texts exact, offer texts ours).
  'trial.title': 'Start your free Commercial trial',
  'trial.offer': '{days} days free, no card needed, up to {devices} devices.',
  'trial.trainingSession': 'I would like a free training session',
  'trial.activating': 'Activating your trial…',
  'trial.activated': 'Your trial is active. Reload to start using it.',
  'trial.reload': 'Reload',
  'trial.contactSales': 'Contact for sales: {email}',
  'trial.activationFailed': 'An error occurred while activating the commercial tier free trial.',
  'trial.unableToActivate':
    'We are unable to activate your developer trial at the moment, please contact us directly at {email}',

  // SPEC §8 notification templates (exact; "..." is the placeholder).
  'notification.serverError': 'A server error occurred during {operation}',
  'notification.error': 'An error occurred',
  'notification.limitedAccess': 'You have limited access to this repository',
  'notification.requestDenied': 'A request to {operation} was denied',
  'notification.confirmAccount': 'You need to confirm your account. Please check your profile.',
  'notification.viewProfile': 'View Profile',

  // SPEC §9 connected-devices chart.
  'chart.today': 'Today',

  // SPEC §8 chunk loading (ours).
  'app.chunkLoadFailed': 'Part of the application could not be loaded. Please reload the page.',
} as const;

export type MessageId = keyof typeof EN_US;
export type Catalogue = Readonly<Record<MessageId, string>>;

export const SUPPORTED_LOCALES = ['en-US', 'fr-CH'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

// fr-CH, complete (a test compares it with en-US: same ids, same placeholders).
const FR_CH: Catalogue = {
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

const CATALOGUES: Readonly<Record<Locale, Partial<Record<MessageId, string>>>> = {
  'en-US': EN_US,
  'fr-CH': FR_CH,
};

/** The complete en-US catalogue. */
export const EN_US_MESSAGES: Catalogue = EN_US;
/** The complete fr-CH catalogue. */
export const FR_CH_MESSAGES: Catalogue = FR_CH;

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(EN_US, id);
}

/**
 * The supported locale for a language tag: an exact match, else the first supported locale
 * of the same language ('fr' or 'fr-FR' → 'fr-CH'), else en-US.
 */
export function resolveLocale(tag: string | undefined): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const lower = tag.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return (
    SUPPORTED_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? DEFAULT_LOCALE
  );
}

/** The text of a message in a locale (falling back to en-US), with placeholders filled. */
export function formatMessage(
  id: MessageId,
  params: MessageParams = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const resolved = resolveLocale(locale);
  return fillPlaceholders(CATALOGUES[resolved][id] ?? EN_US[id], params, resolved);
}
