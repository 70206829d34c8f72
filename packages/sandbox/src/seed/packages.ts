import { MY_PACKAGES_SOURCE } from '@fleet/sdk/domain';
import type { SandboxConfig } from '../config.js';
import type { Stores } from '../store/index.js';
import type { NewPackage } from '../store/packages.js';
import { DEMO_CATALOGUE } from './catalogue.js';
import { demoCreatedAt, demoFileWriter } from './package-files.js';
import { demoPackageRepositories } from './package-repositories.js';

/**
 * Gives each demo repository the user's own packages of the demo catalogue (package source
 * 'targets.json'), every version with a file on disk. The catalogue's other packages arrive
 * as targets of their package source (seed/delegations.ts). Once per repository.
 */
export async function seedPackages(
  stores: Stores,
  config: Pick<SandboxConfig, 'seed'>,
  now: Date = new Date(),
): Promise<void> {
  const fileOf = demoFileWriter(stores, config.seed);
  for (const repository of await demoPackageRepositories(stores)) {
    if (await stores.packages.isDemoSeeded(repository.id, 'packages')) continue;
    const packages: NewPackage[] = [];
    for (const item of DEMO_CATALOGUE) {
      if (item.packageSource !== MY_PACKAGES_SOURCE) continue;
      for (const [index, version] of item.versions.entries()) {
        packages.push({
          name: item.name,
          version,
          hardwareIds: item.hardwareIds,
          targetFormat: item.targetFormat,
          ...(await fileOf(item.name, version)),
          createdAt: demoCreatedAt(now, config.seed, item.name, index, item.versions.length),
        });
      }
    }
    await stores.packages.addMissing(repository.id, packages);
    await stores.packages.markDemoSeeded(repository.id, 'packages');
  }
}
