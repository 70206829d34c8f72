import {
  ALL_PERMISSIONS,
  parsePermission,
  permissionFor,
  type Permission,
  type RightGroup,
} from '@fleet/sdk/domain';
import type { ApiClientType } from '../store/api-clients.js';

/** Right groups that belong to the account, not to work in a repository. */
const ACCOUNT_GROUPS: ReadonlySet<string> = new Set<RightGroup>([
  'repositories',
  'apiClients',
  'credentials',
]);

/** The right group of a permission: its resource up to any sub-resource (`devices/token`). */
const groupOf = (permission: Permission): string =>
  parsePermission(permission).resource.split('/')[0] ?? '';

/** The owner of a repository may do everything in it. */
export const OWNER_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS;

/** Everything that works inside a repository: what a trusted guest or a full API client gets. */
export const REPOSITORY_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter(
  (permission) => !ACCOUNT_GROUPS.has(groupOf(permission)),
);

/** Seeing devices, fleets, packages, updates, rollouts, lockboxes and metrics; changing nothing. */
export const READ_ONLY_PERMISSIONS: readonly Permission[] = [
  permissionFor('fleets', 'read'),
  permissionFor('devices', 'read'),
  permissionFor('packages', 'read'),
  permissionFor('packages', 'readContent'),
  permissionFor('updates', 'read'),
  permissionFor('lockboxes', 'read'),
  permissionFor('deviceMetrics', 'get'),
  permissionFor('fleetMetrics', 'get'),
  permissionFor('rollouts', 'read'),
];

/**
 * What an API client may do in its owner's personal repository, by type (SPEC §3 API
 * client types): provision clients only provision devices, api-minimal clients read, and
 * api-v2 clients use the whole repository API but not the owner's account.
 */
export function apiClientPermissions(type: ApiClientType): readonly Permission[] {
  switch (type) {
    case 'provision':
      return [permissionFor('devices', 'create/token')];
    case 'api-minimal':
      return READ_ONLY_PERMISSIONS;
    case 'api-v2':
      return REPOSITORY_PERMISSIONS;
  }
}
