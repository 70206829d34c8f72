// The texts of the fleets screens (/fleets/...), under `console.fleets.`; same rules as
// ../console-messages.ts. A module showing one imports this module, which adds them to the
// console catalogue when it loads: they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

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

  // A dynamic fleet: conditions on device fields and the live preview of its devices.
  'console.fleets.fleetTypeLabel': 'Fleet type',
  'console.fleets.type.static': 'Static: devices you add by hand',
  'console.fleets.type.dynamic': 'Dynamic: devices matching conditions',
  'console.fleets.conditions': 'Devices that match',
  'console.fleets.join': 'Match',
  'console.fleets.join.and': 'All conditions',
  'console.fleets.join.or': 'Any condition',
  'console.fleets.condition': 'Condition {number}',
  'console.fleets.field': 'Device field',
  'console.fleets.field.name': 'Name',
  'console.fleets.field.deviceId': 'Device id',
  'console.fleets.field.productFamily': 'Product family',
  'console.fleets.field.hardwareId': 'Hardware id',
  'console.fleets.operator': 'Comparison',
  'console.fleets.operator.is': 'is',
  'console.fleets.operator.contains': 'contains',
  'console.fleets.value': 'Value',
  'console.fleets.removeCondition': 'Remove condition {number}',
  'console.fleets.addCondition': 'Add a condition',
  'console.fleets.expression': 'Expression',
  'console.fleets.preview': 'Matching devices',
  'console.fleets.previewEmpty': 'Give a condition a value to see the devices it matches.',
  'console.fleets.previewCount':
    '{count, plural, =0 {No device matches.} one {# device matches.} other {# devices match.}}',
  'console.fleets.previewDevices': 'Matching devices (first ones)',
  'console.fleets.modified': 'Fleet {name} saved.',

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

addConsoleTexts(FLEETS_EN_US, {
  'fr-CH': () => import('./fr-CH/fleets').then((module) => module.FLEETS_FR_CH),
});
