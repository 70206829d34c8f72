import { MAKER_DEVICE_LIMIT } from '@fleet/sdk/domain';
import type { SandboxConfig } from '../config.js';
import type { Stores } from '../store/index.js';
import type { Repository } from '../store/repositories.js';
import { DEMO_SHARED_REPOSITORY } from './demo-accounts.js';
import { demoDevices, demoDeviceUuids } from './demo-devices.js';
import { seedDemoFleets, type DemoRepositoryLabel } from './fleets.js';
import { randomFrom } from './seeded-random.js';

// The pieces of the demo devices, for callers that imported them from here.
export { demoDevices, demoDeviceUuids } from './demo-devices.js';
export { catalogueImages } from './installed-software.js';
export { pairedDevice } from './paired-device.js';
export { randomFrom, type Random } from './seeded-random.js';

/** Which demo repositories get devices, and how many. */
interface DemoDevicePlan {
  label: DemoRepositoryLabel;
  repository: Repository;
  count: number;
}

/** From this many devices on, seeding rebuilds the device indexes after inserting. */
const BULK_SEED = 5000;

/** Devices for the guest to see in the shared repository. */
export const PILOT_SITE_DEVICES = 36;
export const ADMIN_DEVICES = 8;

async function demoDevicePlans(
  stores: Stores,
  config: Pick<SandboxConfig, 'devices'>,
): Promise<DemoDevicePlan[]> {
  const plans: DemoDevicePlan[] = [];
  const personal = async (email: string) => {
    const user = await stores.users.findByEmail(email);
    return user && (await stores.repositories.personalOf(user.id));
  };
  const dev = await stores.users.findByEmail('dev@example.com');
  const devPersonal = await personal('dev@example.com');
  if (devPersonal) plans.push({ label: 'dev', repository: devPersonal, count: config.devices });
  const pilot =
    dev &&
    (await stores.repositories.listShared(dev.id)).find(
      ({ name }) => name === DEMO_SHARED_REPOSITORY.name,
    );
  if (pilot) plans.push({ label: 'pilot', repository: pilot, count: PILOT_SITE_DEVICES });
  const admin = await personal('admin@example.com');
  if (admin) plans.push({ label: 'admin', repository: admin, count: ADMIN_DEVICES });
  // Exactly the Maker limit, so the Device Limit dialog shows (SPEC §2, §9).
  const maker = await personal('maker@example.com');
  if (maker) plans.push({ label: 'maker', repository: maker, count: MAKER_DEVICE_LIMIT });
  return plans;
}

/**
 * Seeds the demo repositories' devices and fleets: dev's personal repository gets `--devices`
 * devices, 'Pilot site' a few dozen for the guest, admin a handful, maker exactly 5. Only a
 * repository without devices is seeded, so restarts and user changes are left alone.
 * Returns the devices added per repository label.
 */
export async function seedDemoDevices(
  stores: Stores,
  config: Pick<SandboxConfig, 'devices' | 'seed'>,
  now: Date = new Date(),
): Promise<Partial<Record<DemoRepositoryLabel, number>>> {
  const added: Partial<Record<DemoRepositoryLabel, number>> = {};
  for (const plan of await demoDevicePlans(stores, config)) {
    if (plan.count <= 0 || (await stores.devices.count(plan.repository.id)) > 0) continue;
    const random = randomFrom(config.seed, `devices:${plan.label}`);
    const uuids = demoDeviceUuids(plan.count, random);
    added[plan.label] = await stores.devices.importDevices(
      plan.repository.id,
      demoDevices(uuids, random, now.getTime(), config.seed),
      { rebuildIndexes: plan.count >= BULK_SEED },
    );
    await seedDemoFleets(
      stores,
      plan.repository.id,
      plan.label,
      uuids,
      randomFrom(config.seed, `fleets:${plan.label}`),
      now,
    );
  }
  return added;
}
