// SPEC §5 validation rules. Each rule throws a FleetValidationError whose message is the
// catalogue text a user reads, so the SDK refuses bad input before any request is made.
import { DEVICE_STATUSES } from './device-status.js';
import {
  PACKAGE_NAME_SORTS,
  PACKAGE_VERSION_SORTS,
  SORT_DIRECTIONS,
  type DeviceListQuery,
  type FleetListQuery,
  type PackageNameListQuery,
  type PackageVersionListQuery,
} from './list-queries.js';
import {
  formatRegisteredMessage,
  type MessageId,
  registerMessages,
  VALIDATION_TEXTS,
} from './messages.js';
import type { MessageParams } from './message-format.js';

registerMessages(VALIDATION_TEXTS);

// The fields a person fills in, in words (issue: "never a field id"): a generic rule on one
// of them reads as the sentence here; `params.field` still names the field, so a form can
// put the message beside it. Ids a caller passes (updateId, clientId…) keep the generic text.
const FIELD_WORDS: Readonly<Record<string, Readonly<Record<string, MessageId>>>> = {
  'validation.fieldRequired': {
    file: 'validation.fileRequired',
    name: 'required.name',
    version: 'validation.versionRequired',
    hardwareIds: 'validation.hardwareIdsRequired',
    expiresAt: 'validation.expiryRequired',
    email: 'validation.emailRequired',
    guest_profile: 'validation.profileRequired',
    type: 'validation.clientTypeRequired',
    message: 'validation.feedbackRequired',
    pubkey: 'validation.publicKeyRequired',
    SessionDuration: 'validation.sessionDurationRequired',
    uri: 'validation.metadataAddressRequired',
  },
  'validation.emptyList': {
    packageIds: 'validation.packagesRequired',
    hardwareIds: 'validation.hardwareIdsRequired',
    users: 'validation.usersRequired',
    PublicKeys: 'validation.publicKeysRequired',
  },
  'validation.invalidDate': {
    expiresAt: 'validation.expiryInvalid',
    scheduledFor: 'validation.scheduleInvalid',
  },
};

function wordedId(messageId: MessageId, params: MessageParams): MessageId {
  const field = params.field;
  return (typeof field === 'string' && FIELD_WORDS[messageId]?.[field]) || messageId;
}

export class FleetValidationError extends Error {
  override readonly name = 'FleetValidationError';
  readonly messageId: MessageId;
  readonly params: MessageParams;

  constructor(messageId: MessageId, params: MessageParams = {}) {
    const id = wordedId(messageId, params);
    super(formatRegisteredMessage(id, params));
    this.messageId = id;
    this.params = params;
  }
}

// ---- primitives -------------------------------------------------------------------------

export function requirePresent<T>(
  value: T | null | undefined,
  id: MessageId,
  params?: MessageParams,
): T {
  if (value === null || value === undefined) throw new FleetValidationError(id, params);
  return value;
}

/** A string that is not blank; returned as given. */
export function requireNonEmptyString(
  value: unknown,
  id: MessageId,
  params?: MessageParams,
): string {
  if (typeof value !== 'string' || value.trim() === '') throw new FleetValidationError(id, params);
  return value;
}

export function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value));
}

type Fields = Readonly<Record<string, unknown>>;

function optionalNumber(query: Fields, field: string): void {
  const v = query[field];
  if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v)))
    throw new FleetValidationError('validation.notNumber', { field });
}

function optionalString(query: Fields, field: string): void {
  const v = query[field];
  if (v !== undefined && typeof v !== 'string')
    throw new FleetValidationError('validation.notString', { field });
}

function optionalArray(query: Fields, field: string): void {
  const v = query[field];
  if (v !== undefined && !Array.isArray(v))
    throw new FleetValidationError('validation.notArray', { field });
}

function optionalOneOf(query: Fields, field: string, allowed: readonly string[]): void {
  const v = query[field];
  if (v !== undefined && !allowed.includes(v as string))
    throw new FleetValidationError('validation.notOneOf', { field, allowed: allowed.join(', ') });
}

function optionalSortDirection(query: Fields): void {
  const v = query.sortDirection;
  if (v !== undefined && !(SORT_DIRECTIONS as readonly unknown[]).includes(v))
    throw new FleetValidationError('validation.notSortDirection');
}

function optionalDate(query: Fields, field: string): void {
  const v = query[field];
  if (v !== undefined && !isValidDate(v))
    throw new FleetValidationError('validation.invalidDate', { field });
}

function nonEmptyList(value: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new FleetValidationError('validation.notArray', { field });
  if (value.length === 0) throw new FleetValidationError('validation.emptyList', { field });
  return value;
}

// ---- list queries -----------------------------------------------------------------------

export function validateDeviceListQuery(query: DeviceListQuery): void {
  const q = query as Fields;
  optionalNumber(q, 'offset');
  optionalNumber(q, 'limit');
  optionalString(q, 'sortBy');
  optionalSortDirection(q);
  optionalString(q, 'search');
  optionalArray(q, 'deviceUuids');
  optionalArray(q, 'hardwareIds');
  optionalOneOf(q, 'status', DEVICE_STATUSES);
  for (const field of [
    'lastSeenStart',
    'lastSeenEnd',
    'createdAtStart',
    'createdAtEnd',
    'activatedBefore',
    'activatedAfter',
  ])
    optionalDate(q, field);
}

/** The fleet list and a fleet's device list take the same checks. */
export function validateFleetListQuery(query: FleetListQuery): void {
  const q = query as Fields;
  optionalNumber(q, 'limit');
  optionalNumber(q, 'offset');
  optionalString(q, 'search');
  optionalString(q, 'sortBy');
  optionalSortDirection(q);
}

export function validatePackageNameListQuery(query: PackageNameListQuery): void {
  const q = query as Fields;
  optionalNumber(q, 'offset');
  optionalNumber(q, 'limit');
  optionalOneOf(q, 'sortBy', PACKAGE_NAME_SORTS);
  optionalSortDirection(q);
}

export function validatePackageVersionListQuery(query: PackageVersionListQuery): void {
  const q = query as Fields;
  optionalNumber(q, 'offset');
  optionalNumber(q, 'limit');
  optionalOneOf(q, 'sortBy', PACKAGE_VERSION_SORTS);
  optionalSortDirection(q);
  if (q.sortDirection !== undefined && q.sortBy === undefined)
    throw new FleetValidationError('validation.sortDirectionWithoutSortBy');
}

// ---- ids and required objects -----------------------------------------------------------

export const requireDeviceUuid = (uuid: unknown): string =>
  requireNonEmptyString(uuid, 'required.deviceUuid');
export const requireDeviceId = (id: unknown): string =>
  requireNonEmptyString(id, 'required.deviceId');
export const requireFleetId = (id: unknown): string =>
  requireNonEmptyString(id, 'required.fleetId');
export const requireFleet = <T>(fleet: T | null | undefined): T =>
  requirePresent(fleet, 'required.fleetObject');
export const requireDevice = <T>(device: T | null | undefined): T =>
  requirePresent(device, 'required.deviceObject');
export const requireInformation = <T>(info: T | null | undefined): T =>
  requirePresent(info, 'required.information');
export const requireStatusData = <T>(data: T | null | undefined): T =>
  requirePresent(data, 'required.statusData');

export function requireListener<F extends (...args: never[]) => unknown>(
  listener: F | null | undefined,
): F {
  if (typeof listener !== 'function') throw new FleetValidationError('required.listener');
  return listener;
}

export function validateFleetIds(fleetIds: unknown): readonly string[] {
  if (!Array.isArray(fleetIds) || fleetIds.some((id) => typeof id !== 'string' || id.trim() === ''))
    throw new FleetValidationError('required.fleetIds');
  return fleetIds as string[];
}

/** Fleet membership lookups need at least one device uuid. */
export function validateDeviceUuids(deviceUuids: unknown): readonly string[] {
  if (!Array.isArray(deviceUuids) || deviceUuids.length === 0)
    throw new FleetValidationError('required.deviceUuids');
  for (const uuid of deviceUuids) requireDeviceUuid(uuid);
  return deviceUuids as string[];
}

// ---- devices ----------------------------------------------------------------------------

/** A device name is stored trimmed and must not be empty. */
export function validateDeviceName(name: unknown): string {
  return requireNonEmptyString(name, 'required.name').trim();
}

/** Notes may be empty (that clears them) but must be text. */
export function validateDeviceNotes(notes: unknown): string {
  if (typeof notes !== 'string')
    throw new FleetValidationError('validation.notString', { field: 'notes' });
  return notes;
}

export function validateDeviceEdit(edit: { name?: unknown; notes?: unknown } | undefined): {
  name?: string;
  notes?: string;
} {
  if (!edit || (edit.name === undefined && edit.notes === undefined))
    throw new FleetValidationError('required.deviceNameOrDescription');
  return {
    ...(edit.name !== undefined && { name: validateDeviceName(edit.name) }),
    ...(edit.notes !== undefined && { notes: validateDeviceNotes(edit.notes) }),
  };
}

export function validateHibernation(status: unknown): boolean {
  if (typeof status !== 'boolean')
    throw new FleetValidationError('validation.hibernationNotBoolean');
  return status;
}

export function validateProvisioningCode(code: unknown): string {
  return requireNonEmptyString(code, 'validation.provisioningCodeRequired').trim();
}

// ---- fleets -----------------------------------------------------------------------------

export function validateNewFleet<T extends { name?: unknown }>(
  fleet: T | null | undefined,
): T & { name: string } {
  const f = requirePresent(fleet, 'required.fleet');
  const name = requireNonEmptyString(f.name, 'required.fleetName').trim();
  return { ...f, name };
}

export function validateFleetUpdate<P extends object>(
  fleetUpdate: { fleetId?: unknown; properties?: P } | null | undefined,
): { fleetId: string; properties: P } {
  const update = requirePresent(fleetUpdate, 'required.fleetUpdate');
  const fleetId = requireFleetId(update.fleetId);
  const properties = requirePresent(update.properties, 'required.properties');
  if (Object.keys(properties).length === 0) throw new FleetValidationError('required.properties');
  return { fleetId, properties };
}

// ---- packages, updates, lockboxes -------------------------------------------------------

export function validatePackageUpload(upload: {
  file?: unknown;
  name?: unknown;
  version?: unknown;
  hardwareIds?: unknown;
}): void {
  requirePresent(upload.file, 'validation.fieldRequired', { field: 'file' });
  requireNonEmptyString(upload.name, 'validation.fieldRequired', { field: 'name' });
  requireNonEmptyString(upload.version, 'validation.fieldRequired', { field: 'version' });
  if (!Array.isArray(upload.hardwareIds))
    throw new FleetValidationError('validation.notArray', { field: 'hardwareIds' });
}

export function validateUpdateCreation(update: {
  packageIds?: unknown;
  devices?: readonly unknown[] | null;
  fleets?: readonly unknown[] | null;
}): void {
  nonEmptyList(update.packageIds, 'packageIds');
  if ((update.devices?.length ?? 0) === 0 && (update.fleets?.length ?? 0) === 0)
    throw new FleetValidationError('validation.noUpdateTarget');
}

export function validateDeviceUpdate(update: {
  deviceUuid?: unknown;
  packageIds?: unknown;
  scheduledFor?: unknown;
}): void {
  requireDeviceUuid(update.deviceUuid);
  nonEmptyList(update.packageIds, 'packageIds');
  optionalDate(update, 'scheduledFor');
}

export function validateLockboxDefinition(lockbox: {
  name?: unknown;
  packageIds?: unknown;
  expiresAt?: unknown;
}): void {
  requireNonEmptyString(lockbox.name, 'required.name');
  nonEmptyList(lockbox.packageIds, 'packageIds');
  requirePresent(lockbox.expiresAt, 'validation.fieldRequired', { field: 'expiresAt' });
  optionalDate(lockbox, 'expiresAt');
}

// ---- accounts ---------------------------------------------------------------------------

export function validateRepositoryUser(user: { email?: unknown; guest_profile?: unknown }): void {
  requireNonEmptyString(user.email, 'validation.fieldRequired', { field: 'email' });
  requirePresent(user.guest_profile, 'validation.fieldRequired', { field: 'guest_profile' });
}

/** SPEC §3 API client types. */
export const API_CLIENT_TYPES = ['provision', 'api-v2', 'api-minimal'] as const;
export type ApiClientType = (typeof API_CLIENT_TYPES)[number];

export function validateApiClient(client: { name?: unknown; type?: unknown }): void {
  requireNonEmptyString(client.name, 'required.name'); // SPEC §5 'Name is required'
  requireNonEmptyString(client.type, 'validation.fieldRequired', { field: 'type' });
  optionalOneOf(client, 'type', API_CLIENT_TYPES);
}

/** A saved filter needs a name (stored trimmed) and a filter string. */
export function validateCustomFilter(filter: { label?: unknown; value?: unknown }): {
  label: string;
  value: string;
} {
  const label = requireNonEmptyString(filter.label, 'customFilter.nameEmpty').trim();
  const value = requireNonEmptyString(filter.value, 'required.filter');
  return { label, value };
}

/** Adding needs a new name; updating needs an existing one. */
export function validateDelegationName(
  name: unknown,
  existingNames: readonly string[],
  mode: 'add' | 'update',
): string {
  const n = requireNonEmptyString(name, 'required.name');
  const exists = existingNames.includes(n);
  if (mode === 'add' && exists) throw new FleetValidationError('delegation.alreadyExists');
  if (mode === 'update' && !exists) throw new FleetValidationError('delegation.notFound');
  return n;
}

/** User option writes need a key and a value (any value but undefined; false and '' count). */
export function validateUserOption(key: unknown, value: unknown): void {
  requireNonEmptyString(key, 'validation.fieldRequired', { field: 'key' });
  if (value === undefined)
    throw new FleetValidationError('validation.fieldRequired', { field: 'value' });
}
