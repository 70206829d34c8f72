import { READ_ONLY_PERMISSIONS, REPOSITORY_PERMISSIONS } from '../auth/permissions.js';
import type { GuestProfile, GuestProfileStore } from '../store/guest-profiles.js';

/**
 * The profiles a host can give a guest. What each allows is ours to choose (SPEC §6 leaves
 * it unshown): a viewer sees and changes nothing; a developer works in the repository but
 * cannot manage its sharing, API clients or account keys.
 */
export const BUILT_IN_GUEST_PROFILES: readonly GuestProfile[] = [
  {
    id: 'read-only',
    name: 'Read only',
    role: 'viewer',
    description: 'Sees devices, fleets, packages, updates and lockboxes; changes nothing.',
    permissions: [...READ_ONLY_PERMISSIONS],
  },
  {
    id: 'developer',
    name: 'Developer',
    role: 'developer',
    description: 'Works with devices, fleets, packages, updates, lockboxes and remote access.',
    permissions: [...REPOSITORY_PERMISSIONS],
  },
];

/** Saved on every start, so a changed permission list reaches existing data folders. */
export async function seedGuestProfiles(store: GuestProfileStore): Promise<void> {
  for (const profile of BUILT_IN_GUEST_PROFILES) await store.save(profile);
}
