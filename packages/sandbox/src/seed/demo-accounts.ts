import { CLOUD_ADMIN_ROLE, DEVELOPER_ROLE, PROFESSIONAL_ROLE } from '@fleet/sdk/domain';
import type { Stores } from '../store/index.js';
import type { NewUser } from '../store/users.js';

/** Every demo account's password. */
export const DEMO_PASSWORD = 'demo';

export interface DemoAccount extends NewUser {
  email: string;
  /** What signing in with it shows (DESIGN.md, the sandbox). */
  shows: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    realmRoles: [CLOUD_ADMIN_ROLE],
    clientRoles: [PROFESSIONAL_ROLE],
    tier: 'commercial',
    shows: 'cloud admin, commercial: beta and prototype features',
  },
  {
    email: 'dev@example.com',
    firstName: 'Dana',
    lastName: 'Developer',
    clientRoles: [DEVELOPER_ROLE],
    tier: 'commercial',
    shows: 'commercial developer, all rights; owns a repository shared with the guest',
  },
  {
    email: 'maker@example.com',
    firstName: 'Max',
    lastName: 'Maker',
    emailVerified: false,
    tier: 'maker',
    shows: 'free Maker tier (5 devices): the Device Limit dialog and the trial flow',
  },
  {
    email: 'guest@example.com',
    firstName: 'Gale',
    lastName: 'Guest',
    tier: 'maker',
    shows: "read-only guest in dev's shared repository: not-permitted buttons",
  },
];

/** The repository dev@example.com shares with guest@example.com. */
export const DEMO_SHARED_REPOSITORY = {
  name: 'Pilot site',
  description: 'Devices at the pilot site, shared with guest@example.com',
  guestEmail: 'guest@example.com',
  guestProfile: 'read-only',
} as const;

/**
 * Creates the demo accounts that are missing, and dev's shared repository with the guest
 * when dev is created. Existing accounts are left as they are.
 */
export async function seedDemoAccounts(stores: Stores): Promise<void> {
  const created = new Set<string>();
  for (const { shows: _shows, ...account } of DEMO_ACCOUNTS) {
    if (await stores.users.findByEmail(account.email)) continue;
    await stores.users.create({
      emailVerified: true,
      ...account,
      password: DEMO_PASSWORD,
      registered: true,
    });
    created.add(account.email);
  }
  if (!created.has('dev@example.com')) return;
  const dev = await stores.users.findByEmail('dev@example.com');
  const guest = await stores.users.findByEmail(DEMO_SHARED_REPOSITORY.guestEmail);
  if (!dev || !guest) return;
  const repository = await stores.repositories.createShared(dev.id, DEMO_SHARED_REPOSITORY);
  await stores.repositories.saveGuest(repository.id, guest.id, DEMO_SHARED_REPOSITORY.guestProfile);
}
