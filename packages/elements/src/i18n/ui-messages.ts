// Texts of the widgets' own chrome (dialog buttons, paging, sorting, the notifications region)
// that the domain catalogue in @fleet/sdk/domain does not hold. Same shape and rules as that
// catalogue: ids under `ui.`, en-US and fr-CH complete (a test compares them). They belong
// in the SDK catalogue once its owners take them; callers go through `useFormatMessage()`, so
// moving them changes only this module.
import {
  languageCatalogues,
  loadMessages,
  messagesLoaded,
  type MessageParams,
} from '@fleet/sdk/domain';

const EN_US = {
  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.ok': 'OK',
  'ui.loading': 'Loading…',
  'ui.notifications': 'Notifications',
  'ui.dismissNotification': 'Dismiss notification',
  'ui.breadcrumbs': 'Breadcrumb',
  'ui.pagination': 'Pagination',
  'ui.landmarkNamed': '{landmark}: {name}',
  'ui.landmarkNumbered': '{landmark} {number}',
  'ui.previousPage': 'Previous page',
  'ui.nextPage': 'Next page',
  'ui.pageRange': '{first}–{last} of {total}',
  'ui.rowsPerPage': 'Rows per page',
  /** The select-all checkbox's label (shown where rows are cards, e.g. on a phone). */
  'ui.selectAll': 'Select all',
  'ui.selectRow': 'Select row',
  'ui.noOptions': 'No matches',
  'ui.nothingHere': 'Nothing to show',
  'ui.progress': 'Progress',
  // Charts (primitives/bar-chart, widgets/top-fleets-chart, widgets/connected-devices-chart)
  'ui.chart.showTable': 'Show as table',
  'ui.chart.showChart': 'Show as chart',
  'ui.chart.loadFailed': 'The chart could not be loaded: {reason}',
  'ui.topFleets.title': 'Top fleets',
  'ui.topFleets.fleet': 'Fleet',
  'ui.topFleets.devices': 'Devices',
  'ui.topFleets.none': 'No fleets yet.',
  'ui.connectedDevices.title': 'Connected devices',
  'ui.connectedDevices.day': 'Day',
  'ui.connectedDevices.devices': 'Devices',
  'ui.connectedDevices.none': 'No connected devices.',
  // Rollout progress (widgets/rollout-progress)
  'ui.rollout.phases': 'Progress by phase',
  'ui.rollout.phase': 'Phase {phase}',
  'ui.rollout.sizePercent': '{percent}% of the remaining devices',
  'ui.rollout.sizeCount': '{count, plural, one {# device} other {# devices}}',
  'ui.rollout.finishedOf': '{finished} of {targeted} finished',
  'ui.rollout.aborted': 'Aborted: {reason}',
  'ui.rollout.showDevices': 'Devices of phase {phase}',
  'ui.rollout.loadFailed': 'The rollout could not be loaded: {reason}',
  'ui.rollout.states.draft': 'Draft',
  'ui.rollout.states.scheduled': 'Scheduled',
  'ui.rollout.states.running': 'Running',
  'ui.rollout.states.waitingForApproval': 'Waiting for approval',
  'ui.rollout.states.paused': 'Paused',
  'ui.rollout.states.aborted': 'Aborted',
  'ui.rollout.states.completed': 'Completed',
  'ui.rollout.phaseStates.waiting': 'Waiting',
  'ui.rollout.phaseStates.running': 'Running',
  'ui.rollout.phaseStates.finished': 'Finished',
  'ui.rollout.phaseStates.skipped': 'Skipped',
  'ui.rollout.counts.targeted': 'Targeted',
  'ui.rollout.counts.waiting': 'Waiting',
  'ui.rollout.counts.pending': 'Pending',
  'ui.rollout.counts.inProgress': 'In progress',
  'ui.rollout.counts.succeeded': 'Succeeded',
  'ui.rollout.counts.failed': 'Failed',
  'ui.rollout.counts.notAffected': 'Not affected',
  'ui.rollout.counts.cancelled': 'Cancelled',
  // Lockbox editor (widgets/lockbox-editor)
  'ui.lockbox.createTitle': 'New offline update',
  'ui.lockbox.editTitle': 'Edit offline update {name}',
  'ui.lockbox.name': 'Name',
  'ui.lockbox.nameFixed': 'The name of a saved offline update cannot change.',
  'ui.lockbox.packages': 'Packages',
  'ui.lockbox.addPackage': 'Add a package',
  'ui.lockbox.searchPackages': 'Type to search packages',
  'ui.lockbox.noPackages': 'No packages chosen yet.',
  'ui.lockbox.removePackage': 'Remove {packageId}',
  'ui.lockbox.remove': 'Remove',
  'ui.lockbox.expiresAt': 'Expires at',
  'ui.lockbox.save': 'Save',
  'ui.lockbox.replaceTitle': 'Replace offline update',
  'ui.lockbox.replaceMessage':
    'An offline update named "{name}" already exists. Replace its packages and expiry?',
  'ui.lockbox.replace': 'Replace',
  'ui.lockbox.saved': 'Offline update "{name}" saved.',
  'ui.lockbox.loadFailed': 'The offline update could not be loaded: {reason}',
  'ui.lockbox.saveFailed': 'The offline update could not be saved: {reason}',
  'ui.lockbox.searchFailed': 'Packages could not be searched: {reason}',
  // Session list (widgets/session-list)
  'ui.remoteAccess.label': 'Remote access',
  'ui.remoteAccess.sessions': 'Sessions',
  'ui.remoteAccess.keys': 'Keys',
  'ui.remoteAccess.acceptList': 'Accepted IPs',
  'ui.remoteAccess.device': 'Device',
  'ui.remoteAccess.server': 'Server',
  'ui.remoteAccess.expiresAt': 'Expires',
  'ui.remoteAccess.actions': 'Actions',
  'ui.remoteAccess.noSessions': 'No open sessions.',
  'ui.remoteAccess.noDeviceSession': 'This device has no open session.',
  'ui.remoteAccess.startSession': 'Start session',
  'ui.remoteAccess.startTitle': 'Start a session',
  'ui.remoteAccess.chooseDevice': 'Type to search devices',
  'ui.remoteAccess.duration': 'Duration',
  'ui.remoteAccess.sessionKeys': 'Keys allowed to log in',
  'ui.remoteAccess.killSession': 'End session',
  'ui.remoteAccess.killTitle': 'End session',
  'ui.remoteAccess.killMessage': 'The remote access session to {device} closes now.',
  'ui.remoteAccess.needKey': 'Add a public key on the Keys tab before starting a session.',
  'ui.remoteAccess.publicKey': 'Public key (OpenSSH format)',
  'ui.remoteAccess.keyLabel': 'Label (optional)',
  'ui.remoteAccess.key': 'Key',
  'ui.remoteAccess.addKey': 'Add key',
  'ui.remoteAccess.deleteKey': 'Delete key',
  'ui.remoteAccess.deleteKeyTitle': 'Delete key',
  'ui.remoteAccess.deleteKeyMessage': 'Delete the key "{key}"? Sessions can no longer use it.',
  'ui.remoteAccess.noKeys': 'No public keys yet.',
  'ui.remoteAccess.ip': 'IPv4 address',
  'ui.remoteAccess.addIp': 'Add address',
  'ui.remoteAccess.removeIp': 'Remove address',
  'ui.remoteAccess.noIps': 'No accepted IP addresses yet.',
  'ui.remoteAccess.loadFailed': 'Could not load: {reason}',
  'ui.remoteAccess.removeIpNamed': 'Remove {ip}',
  'ui.remoteAccess.deleteKeyNamed': 'Delete key {key}',
  'ui.remoteAccess.killSessionNamed': 'End the session to {device}',
  // Connection (src/connection)
  'ui.notConnected': 'Not connected: set the token, getToken or client property.',
  'ui.retry': 'Try again',
  'ui.signInFailed':
    'Could not sign in to Fleet: the page could not get a token, or Fleet refused it.',
  'ui.readNotPermitted': 'Not permitted: this token lacks the {permission} permission.',
  'ui.readNotPermittedUnnamed': 'Not permitted: this token may not read this.',
  'ui.live.reconnecting': 'Live updates interrupted. Reconnecting…',
  // Device table (widgets/device-table)
  'ui.devices.label': 'Devices',
  'ui.devices.toolbar': 'Device filters',
  'ui.devices.search': 'Search devices',
  'ui.devices.filter': 'Filter',
  'ui.devices.allDevices': 'All devices',
  'ui.devices.builtInFilters': 'Built-in filters',
  'ui.devices.timeFilters': 'Last seen',
  'ui.devices.savedFilters': 'Saved filters',
  'ui.devices.status': 'Status',
  'ui.devices.anyStatus': 'Any status',
  'ui.devices.key.recent': 'Registered in the last 24 hours',
  'ui.devices.key.hibernated': 'Hibernated',
  'ui.devices.key.notHibernated': 'Not hibernated',
  'ui.devices.key.offline': 'Not seen in the last 10 minutes',
  'ui.devices.saveFilter': 'Save filter',
  'ui.devices.filterName': 'Filter name',
  'ui.devices.deleteFilter': 'Delete filter',
  'ui.devices.overwrite': 'Overwrite',
  'ui.devices.columns': 'Columns',
  'ui.devices.column.name': 'Name',
  'ui.devices.column.deviceId': 'Device ID',
  'ui.devices.column.uuid': 'UUID',
  'ui.devices.column.status': 'Status',
  'ui.devices.column.lastSeen': 'Last seen',
  'ui.devices.column.createdAt': 'Created',
  'ui.devices.column.activatedAt': 'Activated',
  'ui.devices.column.fleets': 'Fleets',
  'ui.devices.column.installedOsPackage': 'OS',
  'ui.devices.column.installedApplicationPackage': 'Application',
  'ui.devices.column.installedBootloaderPackage': 'Bootloader',
  'ui.devices.column.installedSubsystemsPackages': 'Subsystems',
  'ui.devices.never': 'Never',
  'ui.devices.hibernated': 'Hibernated',
  'ui.devices.flag.hibernating': 'Hibernating…',
  'ui.devices.flag.wakingUp': 'Waking up…',
  'ui.devices.flag.deleting': 'Deleting…',
  'ui.devices.flag.cancelingUpdate': 'Cancelling update…',
  'ui.devices.none': 'No devices yet.',
  'ui.devices.loadFailed': 'The devices could not be loaded: {reason}',
  'ui.devices.selected': '{count} selected',
  'ui.devices.hibernate': 'Hibernate',
  'ui.devices.wake': 'Wake',
  'ui.devices.delete': 'Delete',
  'ui.devices.clearSelection': 'Clear selection',
  'ui.devices.confirmDeleteTitle': 'Delete devices',
  'ui.devices.confirmDelete':
    'Delete {count, plural, one {the selected device} other {the # selected devices}}? This cannot be undone.',
  'ui.devices.bulkFailed':
    '{failed} of {count, plural, one {# device} other {# devices}} failed: {reason}',
  // Package browser (widgets/package-browser)
  'ui.packages.label': 'Packages',
  'ui.packages.filter': 'Package filter',
  'ui.packages.allPackages': 'All packages',
  'ui.packages.search': 'Search packages',
  'ui.packages.type': 'Type',
  'ui.packages.anyType': 'Any type',
  'ui.packages.component': 'Component',
  'ui.packages.anyComponent': 'Any component',
  'ui.packages.name': 'Name',
  'ui.packages.source': 'Source',
  'ui.packages.versions': 'Versions',
  'ui.packages.lastVersionAt': 'Last version',
  'ui.packages.versionsOf': 'Versions of {name}',
  'ui.packages.version': 'Version',
  'ui.packages.createdAt': 'Created',
  'ui.packages.size': 'Size',
  'ui.packages.installedOn': 'Installed on',
  'ui.packages.noPackages': 'No packages match the current filter.',
  'ui.packages.noVersions': 'This package has no versions.',
  'ui.packages.loadFailed': 'The packages could not be loaded.',
  'ui.packageType.os': 'OS',
  'ui.packageType.application': 'Application',
  'ui.packageType.bootloader': 'Bootloader',
  'ui.packageType.subsystem': 'Subsystem',
} as const;

export type UiMessageId = keyof typeof EN_US;

const CATALOGUES = languageCatalogues<UiMessageId>(EN_US, {
  'fr-CH': () => import('./ui-messages-fr-ch.js').then((module) => module.UI_MESSAGES_FR_CH),
});

/** The complete en-US catalogue, for the test that compares it with the others. */
export const UI_MESSAGES_EN_US: Readonly<Record<UiMessageId, string>> = EN_US;

export function isUiMessageId(id: string): id is UiMessageId {
  return Object.hasOwn(EN_US, id);
}

/**
 * Loads the widgets' texts in a locale's language, theirs and the SDK's (fr-CH is downloaded
 * when chosen); FleetRoot waits for them before it shows its content in that language.
 */
export async function loadUiLanguage(locale: string): Promise<void> {
  await Promise.all([CATALOGUES.load(locale), loadMessages(locale)]);
}

/** Whether the widgets can show `locale`'s texts now (else loadUiLanguage first). */
export function uiLanguageLoaded(locale: string): boolean {
  return CATALOGUES.isLoaded(locale) && messagesLoaded(locale);
}

/** The widgets' catalogue in a locale's language, loaded, for the test that compares them. */
export function loadUiMessages(locale: string): Promise<Readonly<Record<UiMessageId, string>>> {
  return CATALOGUES.load(locale);
}

export function formatUiMessage(
  id: UiMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  return CATALOGUES.format(id, params, locale);
}
