import type { SandboxConfig } from '../config.js';
import type { Stores } from '../store/index.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedGuestProfiles } from './guest-profiles.js';
import { seedDelegations } from './delegations.js';
import { seedLockboxes } from './lockboxes.js';
import { seedPackages } from './packages.js';
import { seedDemoDevices } from './devices.js';
import { seedProvisionCodes } from './provision-codes.js';
import { seedRollouts } from './rollouts.js';
import { seedUpdateHistory } from './update-history.js';

/**
 * Fills the database with what a newcomer needs. Each step is idempotent: it adds only
 * what is missing, so it runs on every start. Domain data (devices, packages...) is seeded
 * here too, after the accounts it belongs to.
 */
export async function seedSandbox(stores: Stores, config: SandboxConfig): Promise<void> {
  await seedGuestProfiles(stores.guestProfiles);
  await seedDemoAccounts(stores);
  // Packages, then the package sources' targets, then lockboxes made of both.
  await seedPackages(stores, config);
  await seedDelegations(stores, config);
  await seedLockboxes(stores);
  // Devices (with their fleets) run the catalogue's packages; pairing codes wait for claims.
  await seedDemoDevices(stores, config);
  // Then what their statuses say happened: pending updates, reports and events.
  await seedUpdateHistory(stores, config);
  // Demo rollouts (one completed, one aborted, one running) over devices left without an update.
  await seedRollouts(stores, config);
  await seedProvisionCodes(stores);
}
