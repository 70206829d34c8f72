import { describe, expect, it } from 'vitest';
import { parseDeviceFilter } from './device-filters.js';
import type { DeviceListQuery, FleetListQuery, PackageVersionListQuery } from './list-queries.js';
import {
  FleetValidationError,
  requireDevice,
  requireDeviceId,
  requireDeviceUuid,
  requireFleet,
  requireFleetId,
  requireInformation,
  requireListener,
  requireStatusData,
  validateApiClient,
  validateCustomFilter,
  validateDelegationName,
  validateDeviceEdit,
  validateDeviceListQuery,
  validateDeviceName,
  validateDeviceNotes,
  validateDeviceUpdate,
  validateDeviceUuids,
  validateFleetIds,
  validateFleetListQuery,
  validateFleetUpdate,
  validateHibernation,
  validateLockboxDefinition,
  validateNewFleet,
  validatePackageNameListQuery,
  validatePackageUpload,
  validatePackageVersionListQuery,
  validateProvisioningCode,
  validateRepositoryUser,
  validateUpdateCreation,
  validateUserOption,
} from './validation.js';

/** Runs fn and returns the FleetValidationError it throws. */
function rejection(fn: () => unknown): FleetValidationError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FleetValidationError);
    return error as FleetValidationError;
  }
  throw new Error('expected a FleetValidationError');
}

// Untyped input, as a JavaScript caller could send it.
const asQuery = <T>(value: Record<string, unknown>) => value as T;

describe('FleetValidationError', () => {
  it('is an Error named FleetValidationError carrying the message id', () => {
    const error = rejection(() => requireFleetId(''));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FleetValidationError');
    expect(error.messageId).toBe('required.fleetId');
    expect(error.message).toBe('fleetId is required');
  });
});

describe('SPEC §5 required-input messages', () => {
  it.each([
    ['fleetId is required', () => requireFleetId('  ')],
    ['fleetIds must be an array of fleet ids', () => validateFleetIds('f-1')],
    ['deviceUuids is required', () => validateDeviceUuids([])],
    ['fleet is required', () => validateNewFleet(undefined)],
    ['fleet name is required', () => validateNewFleet({ name: ' ' })],
    ['fleetUpdate is required', () => validateFleetUpdate(null)],
    ['properties is required', () => validateFleetUpdate({ fleetId: 'f-1', properties: {} })],
    ['Device uuid is required', () => requireDeviceUuid('')],
    ['Fleet is required', () => requireFleet(undefined)],
    ['Name is required', () => validateDeviceName('   ')],
    ['Device name or description is required', () => validateDeviceEdit({})],
    ['Information is required', () => requireInformation(null)],
    ['Filter is required', () => validateCustomFilter({ label: 'Mine', value: '' })],
    ['Status data is required', () => requireStatusData(undefined)],
    ['Listener must be a function', () => requireListener('not a function' as never)],
    ['deviceId is required', () => requireDeviceId(undefined)],
    ['Device object is required', () => requireDevice(null)],
    ['Invalid filter key', () => parseDeviceFilter('offline,bogus')],
  ])('%s', (message, fn) => {
    expect(rejection(fn).message).toBe(message);
  });
});

describe('SPEC §5 device list query', () => {
  it('accepts a full valid query', () => {
    const query: DeviceListQuery = {
      offset: 0,
      limit: 10,
      sortBy: 'LastSeen',
      sortDirection: 'Desc',
      search: 'line',
      deviceUuids: ['a'],
      hardwareIds: ['verdin-imx8mp'],
      lastSeenStart: '2025-01-01T00:00:00Z',
      status: 'Error',
    };
    expect(() => validateDeviceListQuery(query)).not.toThrow();
  });

  it.each([
    [{ offset: '0' }, 'offset must be a number'],
    [{ limit: Number.NaN }, 'limit must be a number'],
    [{ sortBy: 3 }, 'sortBy must be a string'],
    [{ sortDirection: 'asc' }, 'sortDirection must be Asc or Desc'],
    [{ search: ['x'] }, 'search must be a string'],
    [{ deviceUuids: 'a,b' }, 'deviceUuids must be an array'],
    [{ hardwareIds: 'verdin-imx8mp' }, 'hardwareIds must be an array'],
    [{ lastSeenEnd: 'yesterday' }, 'lastSeenEnd must be a valid date'],
  ])('refuses %j', (query, message) => {
    expect(rejection(() => validateDeviceListQuery(asQuery(query))).message).toBe(message);
  });
});

describe('SPEC §5 fleet list and fleet device queries', () => {
  it('accepts a valid query', () => {
    const query: FleetListQuery = {
      limit: 10,
      offset: 20,
      search: 'a',
      sortBy: 'Name',
      sortDirection: 'Asc',
    };
    expect(() => validateFleetListQuery(query)).not.toThrow();
  });

  it.each([
    [{ limit: '10' }, 'limit must be a number'],
    [{ offset: null }, 'offset must be a number'],
    [{ search: 1 }, 'search must be a string'],
    [{ sortBy: true }, 'sortBy must be a string'],
    [{ sortDirection: 'Descending' }, 'sortDirection must be Asc or Desc'],
  ])('refuses %j', (query, message) => {
    expect(rejection(() => validateFleetListQuery(asQuery(query))).message).toBe(message);
  });
});

describe('SPEC §5 ids', () => {
  it('returns a valid id', () => {
    expect(requireDeviceUuid('3fa8')).toBe('3fa8');
    expect(validateFleetIds(['a', 'b'])).toEqual(['a', 'b']);
    expect(validateDeviceUuids(['u-1'])).toEqual(['u-1']);
  });

  it('refuses a fleet id list with an empty id', () => {
    expect(rejection(() => validateFleetIds(['a', ''])).message).toBe(
      'fleetIds must be an array of fleet ids',
    );
  });

  it('refuses a device uuid list with an empty uuid', () => {
    expect(rejection(() => validateDeviceUuids(['u-1', ''])).message).toBe(
      'Device uuid is required',
    );
  });
});

describe('SPEC §5 device name, notes, hibernation, provisioning', () => {
  it('trims the device name', () => {
    expect(validateDeviceName('  Line 3 HMI ')).toBe('Line 3 HMI');
  });

  it('allows empty notes but not missing ones', () => {
    expect(validateDeviceNotes('')).toBe('');
    expect(rejection(() => validateDeviceNotes(undefined)).message).toBe('notes must be a string');
  });

  it('validates a name and description edit together', () => {
    expect(validateDeviceEdit({ name: ' A ', notes: '' })).toEqual({ name: 'A', notes: '' });
    expect(validateDeviceEdit({ notes: 'n' })).toEqual({ notes: 'n' });
  });

  it('needs a boolean hibernation mode', () => {
    expect(validateHibernation(false)).toBe(false);
    expect(rejection(() => validateHibernation('true')).message).toBe(
      'Hibernation mode must be a boolean',
    );
  });

  it('needs a non-empty provisioning code', () => {
    expect(validateProvisioningCode(' ABC-123 ')).toBe('ABC-123');
    expect(rejection(() => validateProvisioningCode('')).message).toBe(
      'Provisioning code is required',
    );
  });
});

describe('SPEC §5 fleets', () => {
  it('keeps the fleet fields and trims its name', () => {
    expect(validateNewFleet({ name: ' North ', description: 'x' })).toEqual({
      name: 'North',
      description: 'x',
    });
  });

  it('needs the fleet id of an update', () => {
    expect(rejection(() => validateFleetUpdate({ properties: { name: 'x' } })).message).toBe(
      'fleetId is required',
    );
    expect(validateFleetUpdate({ fleetId: 'f', properties: { name: 'x' } })).toEqual({
      fleetId: 'f',
      properties: { name: 'x' },
    });
  });
});

describe('SPEC §5 packages', () => {
  it('package name listing sorts by Name or LastVersionAt', () => {
    expect(() => validatePackageNameListQuery({ sortBy: 'LastVersionAt' })).not.toThrow();
    expect(
      rejection(() => validatePackageNameListQuery(asQuery({ sortBy: 'CreatedAt' }))).message,
    ).toBe('sortBy must be one of Name, LastVersionAt');
  });

  it('package versions sort by Filename or CreatedAt', () => {
    expect(() =>
      validatePackageVersionListQuery({ sortBy: 'Filename', sortDirection: 'Asc' }),
    ).not.toThrow();
    expect(
      rejection(() => validatePackageVersionListQuery(asQuery({ sortBy: 'Name' }))).message,
    ).toBe('sortBy must be one of Filename, CreatedAt');
  });

  it('allows sortDirection on versions only together with sortBy', () => {
    const query: PackageVersionListQuery = { sortDirection: 'Desc' };
    expect(rejection(() => validatePackageVersionListQuery(query)).message).toBe(
      'sortDirection is allowed only together with sortBy',
    );
  });

  const upload = {
    file: new Uint8Array(1),
    name: 'app',
    version: '1.0',
    hardwareIds: ['docker-compose'],
  };

  it('accepts a complete upload', () => {
    expect(() => validatePackageUpload(upload)).not.toThrow();
  });

  it.each([
    [{ file: undefined }, 'Choose a file to upload.'],
    [{ name: '' }, 'Name is required'],
    [{ version: undefined }, 'Enter a version.'],
    [{ hardwareIds: 'docker-compose' }, 'hardwareIds must be an array'],
  ])('refuses an upload with %j', (change, message) => {
    expect(rejection(() => validatePackageUpload({ ...upload, ...change })).message).toBe(message);
  });
});

describe('SPEC §5 updates and lockboxes', () => {
  it('update creation needs packages and a device or fleet', () => {
    expect(() => validateUpdateCreation({ packageIds: ['p'], fleets: ['f'] })).not.toThrow();
    expect(() =>
      validateUpdateCreation({ packageIds: ['p'], devices: ['d'], fleets: null }),
    ).not.toThrow();
    expect(
      rejection(() => validateUpdateCreation({ packageIds: [], devices: ['d'] })).message,
    ).toBe('Choose at least one package version.');
    expect(
      rejection(() => validateUpdateCreation({ packageIds: ['p'], devices: [], fleets: [] }))
        .message,
    ).toBe('Choose at least one device or fleet to update');
  });

  it('device update needs a uuid, packages and a valid scheduledFor', () => {
    expect(() =>
      validateDeviceUpdate({
        deviceUuid: 'd',
        packageIds: ['p'],
        scheduledFor: '2030-01-01T08:00:00Z',
      }),
    ).not.toThrow();
    expect(rejection(() => validateDeviceUpdate({ packageIds: ['p'] })).message).toBe(
      'Device uuid is required',
    );
    expect(rejection(() => validateDeviceUpdate({ deviceUuid: 'd' })).message).toBe(
      'packageIds must be an array',
    );
    expect(
      rejection(() =>
        validateDeviceUpdate({ deviceUuid: 'd', packageIds: ['p'], scheduledFor: 'soon' }),
      ).message,
    ).toBe('Enter a valid date and time for the schedule.');
  });

  it('lockbox needs a name, packages and expiresAt', () => {
    const lockbox = { name: 'field-kit', packageIds: ['p'], expiresAt: '2030-01-01T00:00:00Z' };
    expect(() => validateLockboxDefinition(lockbox)).not.toThrow();
    expect(rejection(() => validateLockboxDefinition({ ...lockbox, name: '' })).message).toBe(
      'Name is required',
    );
    expect(rejection(() => validateLockboxDefinition({ ...lockbox, packageIds: [] })).message).toBe(
      'Choose at least one package version.',
    );
    expect(
      rejection(() => validateLockboxDefinition({ ...lockbox, expiresAt: undefined })).message,
    ).toBe('Choose when the offline update expires.');
  });
});

describe('SPEC §5 accounts', () => {
  it('repository user needs email and guest_profile', () => {
    expect(() =>
      validateRepositoryUser({ email: 'a@b.c', guest_profile: { role: 'viewer' } }),
    ).not.toThrow();
    expect(rejection(() => validateRepositoryUser({ guest_profile: {} })).message).toBe(
      'Enter an email address.',
    );
    expect(rejection(() => validateRepositoryUser({ email: 'a@b.c' })).message).toBe(
      'Choose a profile.',
    );
  });

  it('API client needs a name and a known type', () => {
    expect(() => validateApiClient({ name: 'ci', type: 'api-v2' })).not.toThrow();
    expect(rejection(() => validateApiClient({ type: 'provision' })).message).toBe(
      'Name is required',
    );
    expect(rejection(() => validateApiClient({ name: 'ci' })).message).toBe(
      'Choose a type of API client.',
    );
    expect(rejection(() => validateApiClient({ name: 'ci', type: 'root' })).message).toBe(
      'type must be one of provision, api-v2, api-minimal',
    );
  });

  it('custom filter name cannot be empty', () => {
    expect(rejection(() => validateCustomFilter({ label: '  ', value: 'offline' })).message).toBe(
      'Filter name cannot be empty.',
    );
    expect(validateCustomFilter({ label: ' Mine ', value: 'offline' })).toEqual({
      label: 'Mine',
      value: 'offline',
    });
  });

  it('delegation name must be unique on add and exist on update', () => {
    const existing = ['tdx-lts', 'acme'];
    expect(validateDelegationName('new', existing, 'add')).toBe('new');
    expect(validateDelegationName('acme', existing, 'update')).toBe('acme');
    expect(rejection(() => validateDelegationName('acme', existing, 'add')).message).toBe(
      'Delegation with that name already exists',
    );
    expect(rejection(() => validateDelegationName('gone', existing, 'update')).message).toBe(
      'Delegation with that name does not exist',
    );
  });

  it('user option calls need a key and a value', () => {
    expect(() => validateUserOption('betaFeaturesEnabled', false)).not.toThrow();
    expect(() => validateUserOption('defaultRepository', '')).not.toThrow();
    expect(rejection(() => validateUserOption('', 1)).message).toBe('key is required');
    expect(rejection(() => validateUserOption('k', undefined)).message).toBe('value is required');
  });
});

describe('validation messages a person reads (never a field id)', () => {
  it('words a field a person fills in, and still names the field for the form', () => {
    const error = rejection(() => validateLockboxDefinition({ name: 'x', packageIds: ['p'] }));
    expect(error.message).toBe('Choose when the offline update expires.');
    expect(error.messageId).toBe('validation.expiryRequired');
    expect(error.params).toEqual({ field: 'expiresAt' });
  });

  it('keeps the generic text for ids only a program passes', () => {
    expect(
      new FleetValidationError('validation.fieldRequired', { field: 'updateId' }).message,
    ).toBe('updateId is required');
  });
});
