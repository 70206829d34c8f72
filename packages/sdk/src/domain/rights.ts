// SPEC §6 rights: the token carries a permission list of `action:resource` entries; what a
// user may do is computed once from it and read as `can(group, action)`. Route restrictions
// name the right each guarded route or tab needs.
import { FleetValidationError } from './validation.js';

export const RIGHT_GROUPS = {
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
  /** Phased updates (docs/rollouts.md): see them; define them; start, pause, approve, abort. */
  rollouts: ['read', 'create', 'manage'],
} as const;

export type RightGroup = keyof typeof RIGHT_GROUPS;
export type Right<G extends RightGroup> = (typeof RIGHT_GROUPS)[G][number];
export type Permission = `${string}:${string}`;

/**
 * The permission entry for a right: `action:group`. An action with a sub-resource
 * (`create/token`) moves it onto the resource: `create:devices/token`.
 */
export function permissionFor<G extends RightGroup>(group: G, action: Right<G>): Permission {
  const slash = action.indexOf('/');
  if (slash === -1) return `${action}:${group}`;
  return `${action.slice(0, slash)}:${group}${action.slice(slash)}`;
}

export const ALL_PERMISSIONS: readonly Permission[] = (
  Object.keys(RIGHT_GROUPS) as RightGroup[]
).flatMap((group) =>
  (RIGHT_GROUPS[group] as readonly string[]).map((action) =>
    permissionFor(group, action as Right<typeof group>),
  ),
);

/** Splits an entry into method and resource; exactly one `:` with text on both sides. */
export function parsePermission(permission: string): { method: string; resource: string } {
  const parts = permission.split(':');
  const [method, resource] = parts;
  if (parts.length !== 2 || !method || !resource)
    throw new FleetValidationError('validation.invalidPermission', { permission });
  return { method, resource };
}

export interface Rights {
  can<G extends RightGroup>(group: G, action: Right<G>): boolean;
  readonly permissions: ReadonlySet<string>;
}

/** Rights from a token's permission list. Malformed entries grant nothing. */
export function createRights(permissions: readonly string[]): Rights {
  const granted = new Set(permissions);
  return {
    permissions: granted,
    can: (group, action) => granted.has(permissionFor(group, action)),
  };
}

/** A right as data: a group and one of its actions. */
export type RightRef = {
  [G in RightGroup]: { readonly group: G; readonly action: Right<G> };
}[RightGroup];

/**
 * SPEC §6 route restrictions, by route name (`section:page`). The remote-access tabs need
 * the right that lists what they show; a device's remote-access tab reads that device's
 * sessions, a fleet's lists them.
 */
export const ROUTE_RIGHTS = {
  'devices:pair': { group: 'devices', action: 'create/token' },
  'packages:upload': { group: 'packages', action: 'upload' },
  'lockboxes:create': { group: 'lockboxes', action: 'manage' },
  'fleets:create': { group: 'fleets', action: 'create' },
  'remote-access:sessions': { group: 'remoteSessions', action: 'list' },
  'remote-access:keys': { group: 'remoteAccessKeys', action: 'get' },
  'remote-access:accept-list': { group: 'remoteAccessIps', action: 'get' },
  'devices:remote-access': { group: 'remoteSessions', action: 'get' },
  'fleets:remote-access': { group: 'remoteSessions', action: 'list' },
} as const satisfies Readonly<Record<string, RightRef>>;

export type RestrictedRoute = keyof typeof ROUTE_RIGHTS;

/** Whether a right given as data is granted. */
export function hasRight(rights: Pick<Rights, 'can'>, right: RightRef): boolean {
  // RightRef pairs each group with its own actions, which TS cannot follow through `can`.
  const can = rights.can as (group: RightGroup, action: string) => boolean;
  return can(right.group, right.action);
}

/** Whether a route may be entered; routes without a restriction are open. */
export function canAccessRoute(rights: Pick<Rights, 'can'>, route: string): boolean {
  if (!Object.hasOwn(ROUTE_RIGHTS, route)) return true;
  return hasRight(rights, ROUTE_RIGHTS[route as RestrictedRoute]);
}
