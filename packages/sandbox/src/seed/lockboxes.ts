import type { Stores } from '../store/index.js';
import { lockboxTargetOf, type LockboxTarget } from '../store/lockboxes.js';
import { devRepositories } from './package-repositories.js';

const DAY_MS = 86_400_000;

interface DemoLockbox {
  name: string;
  /** Each definition in turn: the last one is the lockbox, earlier ones its older versions. */
  definitions: ReadonlyArray<{ packageIds: readonly string[]; expiresInDays: number }>;
}

/** One current lockbox (at version 2) and one expired, in dev's repositories. */
const DEMO_LOCKBOXES: readonly DemoLockbox[] = [
  {
    name: 'pilot-rollout',
    definitions: [
      { packageIds: ['torizon-os-verdin-imx8mp-7.1.0', 'sensor-gateway-1.1.0'], expiresInDays: 60 },
      {
        packageIds: [
          'torizon-os-verdin-imx8mp-7.1.0',
          'u-boot-verdin-imx8mp-2024.07.0',
          'sensor-gateway-1.2.0',
        ],
        expiresInDays: 90,
      },
    ],
  },
  {
    name: 'winter-maintenance',
    definitions: [
      { packageIds: ['kiosk-dashboard-2.3.0', 'mcu-firmware-3.1.0'], expiresInDays: -30 },
    ],
  },
];

/** Seeds the demo lockboxes from the packages seeded before them. Once per repository. */
export async function seedLockboxes(stores: Stores, now: Date = new Date()): Promise<void> {
  for (const repository of await devRepositories(stores)) {
    if (await stores.packages.isDemoSeeded(repository.id, 'lockboxes')) continue;
    for (const lockbox of DEMO_LOCKBOXES) {
      for (const { packageIds, expiresInDays } of lockbox.definitions) {
        const packages = await stores.packages.findMany(repository.id, packageIds);
        const targets: Record<string, LockboxTarget> = Object.fromEntries(
          packages.map((pkg) => [pkg.packageId, lockboxTargetOf(pkg)]),
        );
        if (Object.keys(targets).length === 0) continue;
        await stores.lockboxes.define(repository.id, lockbox.name, {
          expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS).toISOString(),
          targets,
        });
      }
    }
    await stores.packages.markDemoSeeded(repository.id, 'lockboxes');
  }
}
