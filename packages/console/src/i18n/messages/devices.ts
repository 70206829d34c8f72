// The texts of the devices screens (/devices/...), under `console.devices.`; same rules as
// ../console-messages.ts. A module showing one imports this module, which adds them to the
// console catalogue when it loads: they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

export const DEVICES_EN_US = {
  // The device page (/devices/{id}/{tab}): its header and facts.
  'console.devices.detail.title': 'Device',
  'console.devices.detail.loadFailed': 'The device could not be loaded: {reason}',
  'console.devices.detail.gone': 'This device is no longer in the repository.',
  'console.devices.detail.status': 'Status',
  'console.devices.detail.deviceId': 'Device id',
  'console.devices.detail.uuid': 'UUID',
  'console.devices.detail.lastSeen': 'Last seen',
  'console.devices.detail.createdAt': 'Created',
  'console.devices.detail.activatedAt': 'Activated',
  'console.devices.detail.product': 'Product',
  'console.devices.detail.hardwareIds': 'Hardware ids',
  'console.devices.detail.notes': 'Notes',
  'console.devices.detail.fleets': 'Fleets',
  'console.devices.detail.hibernation': 'Hibernation',
  'console.devices.detail.never': 'Never',
  'console.devices.detail.none': 'None',
  'console.devices.detail.noNotes': 'No notes',
  'console.devices.detail.hibernated': 'Hibernated',
  'console.devices.detail.awake': 'Awake',
  'console.devices.detail.hibernating': 'Hibernating…',
  'console.devices.detail.wakingUp': 'Waking up…',
  'console.devices.detail.tabs': 'Device sections',

  // The device page's actions (SPEC §4 hibernation, device delete, update cancellation).
  'console.devices.actions.label': 'Device actions',
  'console.devices.actions.modify': 'Modify',
  'console.devices.actions.update': 'Update',
  'console.devices.actions.hibernate': 'Hibernate',
  'console.devices.actions.wake': 'Wake up',
  'console.devices.actions.delete': 'Delete',
  'console.devices.actions.hibernated': '{name} is hibernated.',
  'console.devices.actions.wokenUp': '{name} is awake.',
  'console.devices.actions.confirmDeleteTitle': 'Delete {name}?',
  'console.devices.actions.confirmDeleteMessage':
    'The device is removed from the repository and its fleets. It must be paired again to come back.',
  'console.devices.actions.deleted': '{name} was deleted.',
  'console.devices.actions.cancelUpdate': 'Cancel update',
  'console.devices.actions.forceCancelUpdate': 'Force cancel',
  'console.devices.actions.confirmCancelTitle': 'Cancel this update?',
  'console.devices.actions.confirmCancelMessage':
    'The device will not install it. Packages it already installed stay installed.',
  'console.devices.actions.confirmForceCancelTitle': 'Force the cancellation?',
  'console.devices.actions.confirmForceCancelMessage':
    'The device has already fetched this update; it is told to drop it.',
  'console.devices.actions.keepUpdate': 'Keep it',
  'console.devices.actions.updateCanceled': 'The update was cancelled.',

  // The installed packages tab (SPEC §3 installed packages).
  'console.devices.packages.table': 'Installed packages',
  'console.devices.packages.kind': 'Kind',
  'console.devices.packages.kind.os': 'Operating system',
  'console.devices.packages.kind.application': 'Application',
  'console.devices.packages.kind.bootloader': 'Bootloader',
  'console.devices.packages.kind.subsystem': 'Subsystem',
  'console.devices.packages.name': 'Package',
  'console.devices.packages.version': 'Version',
  'console.devices.packages.component': 'Component',
  'console.devices.packages.source': 'Source',
  'console.devices.packages.checksum': 'Checksum (sha256)',
  'console.devices.packages.deviceOnly': 'Reported by the device only',
  'console.devices.packages.none': 'The device has reported no installed packages.',
  'console.devices.packages.loadFailed': 'The installed packages could not be loaded: {reason}',

  // The update history tab (SPEC §3 update assignment, installation reports, updateInfo).
  'console.devices.updates.current': 'Current update',
  'console.devices.updates.pendingTable': 'Pending and scheduled updates',
  'console.devices.updates.noneOpen': 'No update is pending or scheduled.',
  'console.devices.updates.state': 'State',
  'console.devices.updates.packages': 'Packages',
  'console.devices.updates.scheduledFor': 'Scheduled for',
  'console.devices.updates.createdAt': 'Created',
  'console.devices.updates.actions': 'Actions',
  'console.devices.updates.now': 'As soon as possible',
  'console.devices.updates.reports': 'Installation reports',
  'console.devices.updates.noReports': 'The device has sent no installation report yet.',
  'console.devices.updates.receivedAt': 'Received',
  'console.devices.updates.result': 'Result',
  'console.devices.updates.correlationId': 'Update',
  'console.devices.updates.succeeded': 'Succeeded',
  'console.devices.updates.failed': 'Failed ({code})',
  'console.devices.updates.loadFailed': 'The update history could not be loaded: {reason}',

  // The live update events tab (SPEC §4 DeviceEventMessage).
  'console.devices.events.table': 'Update events',
  'console.devices.events.of': 'Events of update {correlationId}, as they arrive.',
  'console.devices.events.noUpdate': 'The device has no update to follow.',
  'console.devices.events.none': 'No event has been reported for this update yet.',
  'console.devices.events.event': 'Event',
  'console.devices.events.deviceTime': 'Device time',
  'console.devices.events.receivedAt': 'Received',
  'console.devices.events.details': 'Details',
  'console.devices.events.loadFailed': 'The update events could not be loaded: {reason}',
  'console.devices.events.type.EcuDownloadStarted': 'Download started',
  'console.devices.events.type.EcuDownloadCompleted': 'Download finished',
  'console.devices.events.type.EcuInstallationStarted': 'Installation started',
  'console.devices.events.type.EcuInstallationApplied': 'Installed, waiting for a restart',
  'console.devices.events.type.EcuInstallationCompleted': 'Installation finished',
  'console.devices.events.type.DevicePaused': 'Update paused by the device',
  'console.devices.events.type.DeviceResumed': 'Update resumed by the device',
  'console.devices.events.component': 'Component',
  'console.devices.events.outcome': 'Outcome',
  'console.devices.events.succeeded': 'Succeeded',
  'console.devices.events.failed': 'Failed',
  'console.devices.events.rawData': 'Data as sent by the device',

  // Modify a device (/devices/{id}/modify, SPEC §5 device name and notes).
  'console.devices.modify.title': 'Modify {name}',
  'console.devices.modify.name': 'Name',
  'console.devices.modify.notes': 'Notes',
  'console.devices.modify.notesHint': 'Free text shown on the device page; may be empty.',
  'console.devices.modify.save': 'Save',
  'console.devices.modify.cancel': 'Cancel',
  'console.devices.modify.saving': 'Saving…',
  'console.devices.modify.unchanged': 'Nothing to save: the name and notes are unchanged.',

  // Pair a device (/devices/pair, SPEC §5 provisioning code, §7 devices token, provision-claim).
  'console.devices.pair.title': 'Pair a device',
  'console.devices.pair.tokenHeading': 'Provisioning token',
  'console.devices.pair.tokenText':
    'Give this token to a device so that it provisions itself into this repository.',
  'console.devices.pair.token': 'Provisioning token',
  'console.devices.pair.copy': 'Copy token',
  'console.devices.pair.copied': 'The provisioning token was copied.',
  'console.devices.pair.copyFailed': 'The token could not be copied: {reason}',
  'console.devices.pair.retry': 'Try again',
  'console.devices.pair.codeHeading': 'Pair with a provisioning code',
  'console.devices.pair.codeText': 'Enter the code the device shows.',
  'console.devices.pair.code': 'Provisioning code',
  'console.devices.pair.claim': 'Pair device',
  'console.devices.pair.claimFailed': 'The code could not be claimed: {reason}',
  'console.devices.pair.checkStatus': 'Check status',
  'console.devices.pair.status.Pending':
    'Code {code}: waiting for the device to fetch its credentials.',
  'console.devices.pair.status.Provisioned': 'Code {code}: the device is paired.',
  'console.devices.pair.status.Expired':
    'Code {code}: the code expired; the device must show a new one.',
  'console.devices.pair.openDevice': 'Open the device',
  'console.devices.pair.statusFailed': 'The status of the code could not be read: {reason}',

  // Initiate an update (/devices/{id}/update, /devices/update?devices=…).
  'console.devices.update.titleOne': 'Update {name}',
  'console.devices.update.titleMany': 'Update {count, plural, one {# device} other {# devices}}',
  'console.devices.update.noDevices':
    'No device is selected. Choose devices in the device list, then update them.',
  'console.devices.update.toDevices': 'Go to the device list',
  'console.devices.update.targets': 'Devices to update',
  'console.devices.update.packages': 'Packages to install',
  'console.devices.update.schedule': 'Start at (optional)',
  'console.devices.update.scheduleHint': 'Leave empty to start as soon as the device checks in.',
  'console.devices.update.submit': 'Start update',
  'console.devices.update.submitting': 'Starting…',
  'console.devices.update.started':
    'The update was sent to {count, plural, one {# device} other {# devices}}.',
  'console.devices.update.notAffected': '{name}: {reason}',
  'console.devices.update.skipPending': 'Skip these devices',
  'console.devices.update.devicesFailed': 'The devices to update could not be read: {reason}',
} as const;

addConsoleTexts(DEVICES_EN_US, {
  'fr-CH': () => import('./fr-CH/devices').then((module) => module.DEVICES_FR_CH),
});
