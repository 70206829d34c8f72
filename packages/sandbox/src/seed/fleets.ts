import type { Stores } from '../store/index.js';

/** The demo repositories that get devices (seed/devices.ts). */
export type DemoRepositoryLabel = 'dev' | 'pilot' | 'admin' | 'maker';

const DAY_MS = 86_400_000;

/**
 * A demo fleet: static ones take the devices `member` picks (by position among the seeded),
 * dynamic ones their expression (store/fleet-expressions.ts).
 */
interface DemoFleet {
  name: string;
  /** Days before seeding that it was created. */
  ageDays: number;
  member?: (index: number) => boolean;
  expression?: string;
}

export const DEMO_FLEETS: Readonly<Record<DemoRepositoryLabel, readonly DemoFleet[]>> = {
  dev: [
    { name: 'Production line A', ageDays: 240, member: (i) => i % 10 < 3 },
    { name: 'Field units', ageDays: 180, member: (i) => i % 10 === 3 || i % 10 === 4 },
    { name: 'Lab', ageDays: 300, member: (i) => i % 50 === 7 },
    { name: 'Verdin boards', ageDays: 90, expression: 'hardwareId is verdin-imx8mp' },
  ],
  pilot: [
    { name: 'Pilot line', ageDays: 60, member: (i) => i % 2 === 0 },
    { name: 'Pilot gateways', ageDays: 45, expression: 'name contains Gateway' },
  ],
  admin: [{ name: 'Test bench', ageDays: 120, member: () => true }],
  maker: [{ name: 'Workbench', ageDays: 20, member: (i) => i < 2 }],
};

/**
 * Creates a demo repository's fleets with their members (`deviceUuids` as seeded, in order).
 * Only a repository without fleets gets them.
 */
export async function seedDemoFleets(
  stores: Stores,
  repositoryId: string,
  label: DemoRepositoryLabel,
  deviceUuids: readonly string[],
  random: () => number,
  now: Date = new Date(),
): Promise<void> {
  const existing = await stores.fleets.list(
    repositoryId,
    {},
    { sortBy: 'Name', sortDirection: 'Asc' },
    { offset: 0, limit: 0 },
  );
  if (existing.total > 0) return;
  for (const plan of DEMO_FLEETS[label]) {
    const createdAt = new Date(
      now.getTime() - plan.ageDays * DAY_MS - Math.floor(random() * DAY_MS),
    ).toISOString();
    const fleet = await stores.fleets.create(repositoryId, {
      name: plan.name,
      fleetType: plan.expression ? 'dynamic' : 'static',
      expression: plan.expression ?? null,
      createdAt,
    });
    if (typeof fleet === 'string' || !plan.member) continue;
    const member = plan.member;
    const uuids = deviceUuids.filter((_, i) => member(i));
    if (uuids.length) await stores.fleets.addDevices(repositoryId, fleet.id, uuids);
  }
}
