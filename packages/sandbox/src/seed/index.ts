import type { SandboxConfig } from '../config.js';
import type { Stores } from '../store/index.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedGuestProfiles } from './guest-profiles.js';

/**
 * Fills the database with what a newcomer needs. Each step is idempotent: it adds only
 * what is missing, so it runs on every start. Domain data (devices, packages...) is seeded
 * here too, after the accounts it belongs to.
 */
export async function seedSandbox(stores: Stores, _config: SandboxConfig): Promise<void> {
  await seedGuestProfiles(stores.guestProfiles);
  await seedDemoAccounts(stores);
}
