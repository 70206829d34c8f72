import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  canAccessRoute,
  createRights,
  hasRight,
  parsePermission,
  permissionFor,
  RIGHT_GROUPS,
  ROUTE_RIGHTS,
} from './rights.js';
import { FleetValidationError } from './validation.js';

describe('SPEC §6 right groups', () => {
  it('has the groups and actions of SPEC §6', () => {
    expect(RIGHT_GROUPS).toEqual({
      fleets: ['read', 'create', 'update', 'manageDevices', 'delete'],
      devices: ['read', 'create/token', 'updateName', 'updateNotes', 'delete', 'hibernate'],
      packages: [
        'read',
        'readContent',
        'upload',
        'update',
        'delete',
        'manageDelegations',
        'refreshDelegations',
      ],
      updates: ['read', 'initiate', 'cancel'],
      lockboxes: ['read', 'manage', 'download', 'delete'],
      repositories: ['manage', 'manageUsers'],
      apiClients: ['create', 'read', 'update', 'delete'],
      credentials: ['download', 'manageKeys'],
      remoteSessions: ['initiate', 'get', 'list', 'kill'],
      remoteAccessKeys: ['get', 'add', 'delete'],
      remoteAccessIps: ['get', 'add', 'delete'],
      deviceMetrics: ['get'],
      fleetMetrics: ['get'],
      rollouts: ['read', 'create', 'manage'],
    });
  });
});

describe('SPEC §6 permission entries action:resource', () => {
  it('writes a right as action:group', () => {
    expect(permissionFor('fleets', 'manageDevices')).toBe('manageDevices:fleets');
    expect(permissionFor('remoteSessions', 'kill')).toBe('kill:remoteSessions');
  });

  it('moves a sub-resource of the action onto the resource', () => {
    expect(permissionFor('devices', 'create/token')).toBe('create:devices/token');
  });

  it('lists every right once', () => {
    const count = Object.values(RIGHT_GROUPS).reduce((n, actions) => n + actions.length, 0);
    expect(ALL_PERMISSIONS).toHaveLength(count);
    expect(new Set(ALL_PERMISSIONS).size).toBe(count);
    expect(ALL_PERMISSIONS).toContain('create:devices/token');
    expect(ALL_PERMISSIONS).toContain('get:fleetMetrics');
  });

  it('parses an entry into method and resource', () => {
    expect(parsePermission('create:devices/token')).toEqual({
      method: 'create',
      resource: 'devices/token',
    });
  });

  it.each(['read', 'read:', ':devices', 'a:b:c', ''])('refuses the malformed entry %j', (entry) => {
    expect(() => parsePermission(entry)).toThrowError(FleetValidationError);
    expect(() => parsePermission(entry)).toThrowError(`Invalid permission entry: ${entry}`);
  });
});

describe('SPEC §6 rights from the token', () => {
  const rights = createRights([
    'read:devices',
    'create:devices/token',
    'list:remoteSessions',
    'bogus',
  ]);

  it('grants exactly the listed rights', () => {
    expect(rights.can('devices', 'read')).toBe(true);
    expect(rights.can('devices', 'create/token')).toBe(true);
    expect(rights.can('devices', 'delete')).toBe(false);
    expect(rights.can('fleets', 'read')).toBe(false);
  });

  it('does not confuse groups that share an action name', () => {
    expect(rights.can('remoteSessions', 'list')).toBe(true);
    expect(rights.can('remoteSessions', 'get')).toBe(false);
    expect(createRights(['read:fleets']).can('devices', 'read')).toBe(false);
  });

  it('keeps the permission list', () => {
    expect(rights.permissions.has('bogus')).toBe(true);
    expect(rights.permissions.size).toBe(4);
  });

  it('grants all rights with ALL_PERMISSIONS', () => {
    const all = createRights(ALL_PERMISSIONS);
    expect(all.can('packages', 'refreshDelegations')).toBe(true);
    expect(all.can('credentials', 'manageKeys')).toBe(true);
  });
});

describe('SPEC §6 route restrictions', () => {
  it.each([
    ['devices:pair', 'create:devices/token'],
    ['packages:upload', 'upload:packages'],
    ['lockboxes:create', 'manage:lockboxes'],
    ['remote-access:sessions', 'list:remoteSessions'],
    ['remote-access:keys', 'get:remoteAccessKeys'],
    ['remote-access:accept-list', 'get:remoteAccessIps'],
    ['devices:remote-access', 'get:remoteSessions'],
    ['fleets:remote-access', 'list:remoteSessions'],
  ])('%s needs %s', (route, permission) => {
    expect(canAccessRoute(createRights([permission]), route)).toBe(true);
    expect(
      canAccessRoute(createRights(ALL_PERMISSIONS.filter((p) => p !== permission)), route),
    ).toBe(false);
  });

  it('leaves other routes open', () => {
    expect(canAccessRoute(createRights([]), 'devices:list')).toBe(true);
    expect(canAccessRoute(createRights([]), 'toString')).toBe(true);
  });

  it('creating a fleet needs the fleet create right', () => {
    expect(canAccessRoute(createRights(['create:fleets']), 'fleets:create')).toBe(true);
    expect(canAccessRoute(createRights(['read:fleets']), 'fleets:create')).toBe(false);
  });

  it('checks a right given as data', () => {
    expect(hasRight(createRights(['manage:lockboxes']), ROUTE_RIGHTS['lockboxes:create'])).toBe(
      true,
    );
  });
});
