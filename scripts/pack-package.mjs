// Packs a workspace package the way it is published: `pnpm pack` runs its prepack (the build)
// first. When E2E_PACKAGES_BUILT is set, the caller (the root test script's build step, the
// same `build` script prepack runs) has just built every package: it is packed as built, so a
// test packing it never rebuilds a dist folder that other suites running beside it import.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Packs the package in `packageDir` into `destination`; returns the tarball's path. */
export function packPackage(packageDir, destination) {
  const before = new Set(readdirSync(destination));
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: packageDir,
    stdio: 'pipe',
    env: process.env.E2E_PACKAGES_BUILT
      ? { ...process.env, PNPM_CONFIG_IGNORE_SCRIPTS: 'true' }
      : process.env,
  });
  const tarball = readdirSync(destination).find(
    (file) => file.endsWith('.tgz') && !before.has(file),
  );
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${packageDir}`);
  return join(destination, tarball);
}
