// The texts of the fleets screens (/fleets/...), under `console.fleets.`. Merged into the console
// catalogue by ../console-messages.ts; same rules as there.
export const FLEETS_EN_US = {
  // The fleet manager (/fleets).
  'console.fleets.title': 'Fleet manager',
  'console.fleets.create': 'Create fleet',
  'console.fleets.search': 'Search fleets',
  'console.fleets.table': 'Fleets',
  'console.fleets.name': 'Name',
  'console.fleets.id': 'Id',
  'console.fleets.devices': 'Devices',
  'console.fleets.createdAt': 'Created',
  'console.fleets.actions': 'Actions',
  'console.fleets.none': 'No fleets yet.',
  'console.fleets.noneMatch': 'No fleets match “{search}”.',
  'console.fleets.loadFailed': 'The fleets could not be loaded: {reason}',
  'console.fleets.countFailed': 'The devices of the fleets could not be counted: {reason}',
  'console.fleets.delete': 'Delete',
  'console.fleets.deleteNamed': 'Delete fleet {name}',

  // Deleting a fleet (list and fleet page).
  'console.fleets.deleteTitle': 'Delete the fleet {name}?',
  'console.fleets.deleteMessage': 'The fleet is deleted; its devices stay in your repository.',
  'console.fleets.deleted': 'Fleet {name} deleted.',
  'console.fleets.deleteFailed': 'The fleet {name} could not be deleted: {reason}',

  // Creating and modifying a fleet (/fleets/create, /fleets/{id}/modify).
  'console.fleets.createTitle': 'Create a fleet',
  'console.fleets.modifyTitle': 'Modify fleet {name}',
  'console.fleets.nameLabel': 'Fleet name',
  'console.fleets.save': 'Save',
  'console.fleets.saving': 'Saving…',
  'console.fleets.cancel': 'Cancel',
  'console.fleets.created': 'Fleet {name} created.',
  'console.fleets.modified': 'Fleet {name} saved.',
  'console.fleets.nameRequired': 'Enter a name for the fleet.',

  // A fleet's page (/fleets/{id}/{tab}).
  'console.fleets.tabs': 'Fleet sections',
  'console.fleets.summary': 'Fleet summary',
  'console.fleets.deviceCount': 'Devices',
  'console.fleets.fleetType': 'Type',
  'console.fleets.stats': 'Device update status',
  'console.fleets.modify': 'Modify',
  'console.fleets.update': 'Update',
  'console.fleets.fleetLoadFailed': 'The fleet could not be loaded: {reason}',
  'console.fleets.statsLoadFailed': 'The device statistics could not be loaded: {reason}',
  'console.fleets.hibernated': 'Hibernated',

  // The fleet's devices (overview tab).
  'console.fleets.devicesTitle': 'Devices of the fleet',
  'console.fleets.searchDevices': 'Search devices of the fleet',
  'console.fleets.devicesTable': 'Devices of the fleet',
  'console.fleets.deviceName': 'Name',
  'console.fleets.deviceId': 'Device id',
  'console.fleets.deviceStatus': 'Status',
  'console.fleets.lastSeen': 'Last seen',
  'console.fleets.never': 'Never',
  'console.fleets.noDevices': 'This fleet has no devices.',
  'console.fleets.devicesLoadFailed': 'The devices of the fleet could not be loaded: {reason}',
  'console.fleets.removeSelected': 'Remove selected devices',
  'console.fleets.removeTitle':
    'Remove {count, plural, one {the selected device} other {the # selected devices}} from the fleet?',
  'console.fleets.removeMessage': 'The devices stay in your repository.',
  'console.fleets.removed':
    '{count, plural, one {# device} other {# devices}} removed from the fleet.',
  'console.fleets.removeFailed': 'The devices could not be removed: {reason}',
  'console.fleets.dynamicFleet':
    'This fleet is dynamic: its devices are the ones matching “{expression}”.',

  // Adding devices to a fleet.
  'console.fleets.addDevices': 'Add devices',
  'console.fleets.addDevice': 'Add device',
  'console.fleets.pickDevice': 'Device to add (name or uuid)',
  'console.fleets.pickHint': 'Search your devices by name, or paste a device uuid.',
  'console.fleets.add': 'Add',
  'console.fleets.added': '{count, plural, one {# device} other {# devices}} added to the fleet.',
  'console.fleets.addFailed': 'The devices could not be added: {reason}',
  'console.fleets.searchFailed': 'The devices could not be searched: {reason}',
  'console.fleets.chosenDevices': 'Devices to add',
  'console.fleets.remove': 'Remove',
  'console.fleets.unchoose': 'Remove {name} from the devices to add',

  // Remote access tab.
  'console.fleets.sessionsTitle': 'Remote sessions of the fleet',
  'console.fleets.sessionsTable': 'Remote sessions',
  'console.fleets.sessionDevice': 'Device',
  'console.fleets.sessionExpires': 'Expires',
  'console.fleets.sessionAddress': 'Connect with',
  'console.fleets.noSessions': 'No device of this fleet has an open remote session.',
  'console.fleets.sessionsLoadFailed': 'The remote sessions could not be loaded: {reason}',

  // Updating a fleet (/fleets/{id}/update).
  'console.fleets.updateTitle': 'Update fleet {name}',
  'console.fleets.updateIntro':
    'Choose the package versions to install on every device of the fleet.',
  'console.fleets.startUpdate': 'Start update',
  'console.fleets.starting': 'Starting…',
  'console.fleets.updateStarted':
    'Update started for fleet {name}: {count, plural, =0 {no device takes it} one {# device takes it} other {# devices take it}}.',
  'console.fleets.outcome': 'Update outcome',
  'console.fleets.notAffectedTitle': 'Devices that did not take the update',
  'console.fleets.updateFailed': 'The update could not be started: {reason}',
} as const;

export const FLEETS_FR_CH: Record<keyof typeof FLEETS_EN_US, string> = {
  'console.fleets.title': 'Gestion des flottes',
  'console.fleets.create': 'Créer une flotte',
  'console.fleets.search': 'Rechercher des flottes',
  'console.fleets.table': 'Flottes',
  'console.fleets.name': 'Nom',
  'console.fleets.id': 'Identifiant',
  'console.fleets.devices': 'Appareils',
  'console.fleets.createdAt': 'Créée',
  'console.fleets.actions': 'Actions',
  'console.fleets.none': 'Aucune flotte pour l’instant.',
  'console.fleets.noneMatch': 'Aucune flotte ne correspond à « {search} ».',
  'console.fleets.loadFailed': 'Les flottes n’ont pas pu être chargées : {reason}',
  'console.fleets.countFailed': 'Les appareils des flottes n’ont pas pu être comptés : {reason}',
  'console.fleets.delete': 'Supprimer',
  'console.fleets.deleteNamed': 'Supprimer la flotte {name}',

  'console.fleets.deleteTitle': 'Supprimer la flotte {name} ?',
  'console.fleets.deleteMessage':
    'La flotte est supprimée ; ses appareils restent dans votre dépôt.',
  'console.fleets.deleted': 'Flotte {name} supprimée.',
  'console.fleets.deleteFailed': 'La flotte {name} n’a pas pu être supprimée : {reason}',

  'console.fleets.createTitle': 'Créer une flotte',
  'console.fleets.modifyTitle': 'Modifier la flotte {name}',
  'console.fleets.nameLabel': 'Nom de la flotte',
  'console.fleets.save': 'Enregistrer',
  'console.fleets.saving': 'Enregistrement…',
  'console.fleets.cancel': 'Annuler',
  'console.fleets.created': 'Flotte {name} créée.',
  'console.fleets.modified': 'Flotte {name} enregistrée.',
  'console.fleets.nameRequired': 'Saisissez un nom pour la flotte.',

  'console.fleets.tabs': 'Sections de la flotte',
  'console.fleets.summary': 'Résumé de la flotte',
  'console.fleets.deviceCount': 'Appareils',
  'console.fleets.fleetType': 'Type',
  'console.fleets.stats': 'État des mises à jour des appareils',
  'console.fleets.modify': 'Modifier',
  'console.fleets.update': 'Mettre à jour',
  'console.fleets.fleetLoadFailed': 'La flotte n’a pas pu être chargée : {reason}',
  'console.fleets.statsLoadFailed':
    'Les statistiques des appareils n’ont pas pu être chargées : {reason}',
  'console.fleets.hibernated': 'En hibernation',

  'console.fleets.devicesTitle': 'Appareils de la flotte',
  'console.fleets.searchDevices': 'Rechercher des appareils de la flotte',
  'console.fleets.devicesTable': 'Appareils de la flotte',
  'console.fleets.deviceName': 'Nom',
  'console.fleets.deviceId': 'Identifiant de l’appareil',
  'console.fleets.deviceStatus': 'État',
  'console.fleets.lastSeen': 'Vu pour la dernière fois',
  'console.fleets.never': 'Jamais',
  'console.fleets.noDevices': 'Cette flotte n’a aucun appareil.',
  'console.fleets.devicesLoadFailed':
    'Les appareils de la flotte n’ont pas pu être chargés : {reason}',
  'console.fleets.removeSelected': 'Retirer les appareils sélectionnés',
  'console.fleets.removeTitle':
    'Retirer {count, plural, one {l’appareil sélectionné} other {les # appareils sélectionnés}} de la flotte ?',
  'console.fleets.removeMessage': 'Les appareils restent dans votre dépôt.',
  'console.fleets.removed':
    '{count, plural, one {# appareil retiré} other {# appareils retirés}} de la flotte.',
  'console.fleets.removeFailed': 'Les appareils n’ont pas pu être retirés : {reason}',
  'console.fleets.dynamicFleet':
    'Cette flotte est dynamique : ses appareils sont ceux qui correspondent à « {expression} ».',

  'console.fleets.addDevices': 'Ajouter des appareils',
  'console.fleets.addDevice': 'Ajouter un appareil',
  'console.fleets.pickDevice': 'Appareil à ajouter (nom ou UUID)',
  'console.fleets.pickHint': 'Recherchez vos appareils par nom, ou collez l’UUID d’un appareil.',
  'console.fleets.add': 'Ajouter',
  'console.fleets.added':
    '{count, plural, one {# appareil ajouté} other {# appareils ajoutés}} à la flotte.',
  'console.fleets.addFailed': 'Les appareils n’ont pas pu être ajoutés : {reason}',
  'console.fleets.searchFailed': 'Les appareils n’ont pas pu être recherchés : {reason}',
  'console.fleets.chosenDevices': 'Appareils à ajouter',
  'console.fleets.remove': 'Retirer',
  'console.fleets.unchoose': 'Retirer {name} des appareils à ajouter',

  'console.fleets.sessionsTitle': 'Sessions à distance de la flotte',
  'console.fleets.sessionsTable': 'Sessions à distance',
  'console.fleets.sessionDevice': 'Appareil',
  'console.fleets.sessionExpires': 'Expire',
  'console.fleets.sessionAddress': 'Se connecter avec',
  'console.fleets.noSessions': 'Aucun appareil de cette flotte n’a de session à distance ouverte.',
  'console.fleets.sessionsLoadFailed':
    'Les sessions à distance n’ont pas pu être chargées : {reason}',

  'console.fleets.updateTitle': 'Mettre à jour la flotte {name}',
  'console.fleets.updateIntro':
    'Choisissez les versions de paquets à installer sur chaque appareil de la flotte.',
  'console.fleets.startUpdate': 'Lancer la mise à jour',
  'console.fleets.starting': 'Lancement…',
  'console.fleets.updateStarted':
    'Mise à jour lancée pour la flotte {name} : {count, plural, =0 {aucun appareil ne la reçoit} one {# appareil la reçoit} other {# appareils la reçoivent}}.',
  'console.fleets.outcome': 'Résultat de la mise à jour',
  'console.fleets.notAffectedTitle': 'Appareils qui n’ont pas reçu la mise à jour',
  'console.fleets.updateFailed': 'La mise à jour n’a pas pu être lancée : {reason}',
};
