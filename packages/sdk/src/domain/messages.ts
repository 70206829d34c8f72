// The message catalogue: every user-visible text of the domain, keyed by a stable id, so the
// console, the widgets and SDK errors show the same words. Texts quoted in SPEC §5 and §8 are
// copied exactly; the others are ours. `{name}` marks a placeholder that formatMessage fills.
// A "..." in a SPEC text stands for a placeholder here (e.g. 'A server error occurred during
// {operation}').
//
// The en-US texts come by area: each module that formats or hands out a text registers its
// area (registerMessages), so a bundle keeps only the areas of the code it keeps (the device
// table carries neither the trial's texts nor the delegations'; the areas are pure constants
// that a bundler drops when unused). They stay in this one module so that an application that
// loads them all (the console) gets them in one chunk. formatMessage registers every area:
// it formats any text, for code that shows texts of every area. fr-CH is one module with
// every text, downloaded when chosen (messages-fr-ch.ts).
import { languageCatalogues } from './language-catalogues.js';
import { DEFAULT_LOCALE } from './locales.js';
import type { MessageParams } from './message-format.js';

export { fillPlaceholders, type MessageParams } from './message-format.js';
export { DEFAULT_LOCALE, resolveLocale, SUPPORTED_LOCALES, type Locale } from './locales.js';

// The texts of invalid input (SPEC §5 required-input messages, our rules' texts, and the custom
// filters' and delegations' checks), formatted by validation.ts for the errors it throws.
export const VALIDATION_TEXTS = {
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

  // What validation.ts checks of custom filters and delegations (SPEC §5, §8, exact).
  'customFilter.nameEmpty': 'Filter name cannot be empty.',
  'delegation.notFound': 'Delegation with that name does not exist',
  'delegation.alreadyExists': 'Delegation with that name already exists',
} as const;

// The texts of devices: edit results and errors (SPEC §5, §8), the status as shown (§4), the
// built-in and time-based filters (§9) and custom filters (§5, §8); registered by the modules
// that hand them out or format them (device-status.ts, device-filters.ts, resources/device-*.ts,
// stores/custom-filters.ts) and by the widgets that show them.
export const DEVICE_TEXTS = {
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

  // SPEC §5 / §8 custom filters (exact, except the overwrite question).
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
} as const;

// The warnings about pending updates on install (SPEC §8), handed out by pending-updates.ts.
export const UPDATE_TEXTS = {
  // SPEC §8 pending-update warnings on install (ours).
  'update.pendingWarningOne':
    'This device has a pending update. Cancel it or skip the device before installing.',
  'update.pendingWarningMany':
    '{count} devices have a pending update. Cancel those updates or skip those devices before installing.',
  'update.pendingWarningFleet':
    '{count, plural, one {# device of the fleet has} other {# devices of the fleet have}} a pending update and will not take this one. Cancel those updates before installing to include them.',
} as const;

// The texts of packages: the package filters (SPEC §9) and the delegations' errors (§8),
// registered by package-filters.ts, resources/delegations.ts and the package source errors.
export const PACKAGE_TEXTS = {
  // SPEC §9 package filters (exact names).
  'packageFilter.myDevicePackages': 'My Device Packages',
  'packageFilter.knownCves': 'Packages with known CVEs',
  'packageFilter.allOs': 'All OS Packages',
  'packageFilter.allApplications': 'All Applications',
  'packageFilter.allBootloaders': 'All Bootloaders',
  'packageFilter.allSubsystems': 'All Subsystems',

  // SPEC §8 delegations (exact), and the rich "saved but metadata failed" messages (ours).
  'delegation.verifyFailed': 'Could not verify trusted delegation',
  'delegation.refreshFailed': 'Unable to refresh this source',
  'delegation.metadataInvalidKey':
    'The package source "{name}" was saved, but its metadata could not be added: the signing key is not valid for it.',
  'delegation.metadataNoTargets':
    'The package source "{name}" was saved, but its metadata could not be added: its paths match no packages.',
  'delegation.metadataUnreachable':
    'The package source "{name}" was saved, but its metadata could not be added: the metadata address is wrong or unreachable.',
} as const;

// The texts of signing in, the account's device limit and the Commercial trial (SPEC §2, §8),
// registered by the account resources and stores and by trial.ts.
export const ACCOUNT_TEXTS = {
  // SPEC §8 sign-in and guest token (exact).
  'auth.invalidEmailOrPassword': 'Invalid email or password.',
  'auth.invalidCredentials': 'Invalid credentials. Please try again.',
  'auth.guestTokenFailed': 'We are unable to process your request, please try again.',

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
} as const;

// The not-permitted texts (SPEC §2 tooltip, §6 API clients), registered by what shows them.
export const RIGHTS_TEXTS = {
  // SPEC §2 not-permitted tooltip (exact) and §6 API client upgrade hint (ours).
  'rights.notPermitted': 'You do not have permission to perform this action',
  'rights.apiClientsNotPermitted':
    'Your account does not have permission to use API clients. Upgrade to a Commercial account to use them.',
} as const;

// The application's notifications (SPEC §8 templates), the charts' 'Today' (§9) and the
// chunk-loading failure, registered by notifications.ts and the stores that format them.
export const APP_TEXTS = {
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

export type MessageId =
  | keyof typeof ACCOUNT_TEXTS
  | keyof typeof APP_TEXTS
  | keyof typeof DEVICE_TEXTS
  | keyof typeof PACKAGE_TEXTS
  | keyof typeof RIGHTS_TEXTS
  | keyof typeof UPDATE_TEXTS
  | keyof typeof VALIDATION_TEXTS;
export type Catalogue = Readonly<Record<MessageId, string>>;

const enUs: Partial<Record<MessageId, string>> = {};

const CATALOGUES = languageCatalogues<MessageId>(enUs as Catalogue, {
  'fr-CH': () => import('./messages-fr-ch.js').then((module) => module.FR_CH_MESSAGES),
});

/** Adds an area's en-US texts (its `*-texts.ts`); every module that shows one calls it. */
export function registerMessages(texts: Readonly<Partial<Record<MessageId, string>>>): void {
  Object.assign(enUs, texts);
}

/**
 * Loads the catalogue of a locale's language (fr-CH is a module of its own, downloaded when
 * that language is chosen); resolves to it once formatMessage shows it. en-US is always there.
 */
export function loadMessages(locale: string): Promise<Catalogue> {
  return CATALOGUES.load(locale);
}

/** Whether formatMessage shows `locale`'s texts already (else en-US until loadMessages). */
export function messagesLoaded(locale: string): boolean {
  return CATALOGUES.isLoaded(locale);
}

/**
 * The text of a registered message in a locale, with placeholders filled: en-US for a language
 * that is not supported or not loaded yet (loadMessages). A text whose area no loaded module
 * registered is a mistake of that module, said as such rather than shown as its id.
 */
export function formatRegisteredMessage(
  id: MessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  if (!Object.hasOwn(enUs, id)) {
    throw new Error(`No text for ${id}: the module showing it must call registerMessages first.`);
  }
  return CATALOGUES.format(id, params, locale);
}

function everyText(): Catalogue {
  return {
    ...VALIDATION_TEXTS,
    ...DEVICE_TEXTS,
    ...UPDATE_TEXTS,
    ...PACKAGE_TEXTS,
    ...ACCOUNT_TEXTS,
    ...RIGHTS_TEXTS,
    ...APP_TEXTS,
  };
}

/** The complete en-US catalogue. */
export const EN_US_MESSAGES: Catalogue = /* @__PURE__ */ everyText();

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(EN_US_MESSAGES, id);
}

let everyAreaRegistered = false;

/**
 * The text of any message in a locale, with placeholders filled: en-US for a language that is
 * not supported or not loaded yet (loadMessages).
 */
export function formatMessage(
  id: MessageId,
  params: MessageParams = {},
  locale: string = DEFAULT_LOCALE,
): string {
  if (!everyAreaRegistered) {
    registerMessages(EN_US_MESSAGES);
    everyAreaRegistered = true;
  }
  return formatRegisteredMessage(id, params, locale);
}
