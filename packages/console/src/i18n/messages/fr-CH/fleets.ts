// fr-CH of ../fleets.ts (same ids, a test compares them), downloaded when the console shows
// fr-CH and a screen using these texts has loaded (../fleets.ts adds them).
import type { FLEETS_EN_US } from '../fleets';

export const FLEETS_FR_CH: Record<keyof typeof FLEETS_EN_US, string> = {
  'console.fleets.fleetTypeLabel': 'Type de flotte',
  'console.fleets.type.static': 'Statique : appareils ajoutés à la main',
  'console.fleets.type.dynamic': 'Dynamique : appareils remplissant des conditions',
  'console.fleets.conditions': 'Appareils retenus',
  'console.fleets.join': 'Correspondance',
  'console.fleets.join.and': 'Toutes les conditions',
  'console.fleets.join.or': 'Une des conditions',
  'console.fleets.condition': 'Condition {number}',
  'console.fleets.field': 'Champ de l’appareil',
  'console.fleets.field.name': 'Nom',
  'console.fleets.field.deviceId': 'Identifiant de l’appareil',
  'console.fleets.field.productFamily': 'Famille de produits',
  'console.fleets.field.hardwareId': 'Identifiant matériel',
  'console.fleets.operator': 'Comparaison',
  'console.fleets.operator.is': 'est',
  'console.fleets.operator.contains': 'contient',
  'console.fleets.value': 'Valeur',
  'console.fleets.removeCondition': 'Retirer la condition {number}',
  'console.fleets.addCondition': 'Ajouter une condition',
  'console.fleets.expression': 'Expression',
  'console.fleets.preview': 'Appareils correspondants',
  'console.fleets.previewEmpty':
    'Donnez une valeur à une condition pour voir les appareils qu’elle retient.',
  'console.fleets.previewCount':
    '{count, plural, =0 {Aucun appareil ne correspond.} one {# appareil correspond.} other {# appareils correspondent.}}',
  'console.fleets.previewDevices': 'Appareils correspondants (les premiers)',
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
