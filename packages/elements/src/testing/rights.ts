// Test support: the permission lists (SPEC §6 `action:resource`) of a user with every right and
// of a read-only one, and the `auth/discover` answer carrying them.
import {
  ALL_PERMISSIONS,
  RIGHT_GROUPS,
  permissionFor,
  type Right,
  type RightGroup,
} from '@fleet/sdk/domain';
import type { components } from '@fleet/sdk';

const READ_ACTIONS = new Set(['read', 'readContent', 'get', 'list']);

/** Reads and lists only: every add, delete, initiate, kill, manage or hibernate is missing. */
export const READ_ONLY_PERMISSIONS: readonly string[] = (
  Object.keys(RIGHT_GROUPS) as RightGroup[]
).flatMap((group) =>
  (RIGHT_GROUPS[group] as readonly string[])
    .filter((action) => READ_ACTIONS.has(action))
    .map((action) => permissionFor(group, action as Right<typeof group>)),
);

export { ALL_PERMISSIONS };

/** GET /api/v2beta/auth/discover's answer for these permissions. */
export const discovered = (
  permissions: readonly string[] = ALL_PERMISSIONS,
): { status: 200; body: components['schemas']['DiscoveredPermissions'] } => ({
  status: 200,
  body: { permissions: [...permissions], repositoryId: 'personal' },
});
