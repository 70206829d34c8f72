// SPEC §3 built-in package sources: the repository's own targets.json and the Toradex
// delegations. Their names are shown as friendly names; the friendly name of a built-in
// Toradex source is the brand plus the channel word, picked here as:
//   tdx-nightly → 'Toradex Nightly'       tdx-monthly    → 'Toradex Monthly'
//   tdx-lts     → 'Toradex LTS'           tdx-quarterly  → 'Toradex Quarterly' (releases)
//   tdx-bootloader → 'Toradex Bootloader' tdx-containers → 'Toradex Containers' (demo apps)

/** The repository's own packages. */
export const MY_PACKAGES_SOURCE = 'targets.json';
/** The source of a package only the device knows about (not in any repository). */
export const DEVICE_PACKAGE_SOURCE = 'device';

export const BUILT_IN_PACKAGE_SOURCES = {
  'targets.json': 'My Packages',
  'tdx-nightly': 'Toradex Nightly',
  'tdx-monthly': 'Toradex Monthly',
  'tdx-lts': 'Toradex LTS',
  'tdx-quarterly': 'Toradex Quarterly',
  'tdx-bootloader': 'Toradex Bootloader',
  'tdx-containers': 'Toradex Containers',
} as const;
export type BuiltInPackageSource = keyof typeof BUILT_IN_PACKAGE_SOURCES;

export function isBuiltInPackageSource(source: string): source is BuiltInPackageSource {
  return Object.hasOwn(BUILT_IN_PACKAGE_SOURCES, source);
}

/**
 * The name to show for a package source: the built-in name, else the friendly name a user
 * gave the delegation, else its id.
 */
export function packageSourceName(
  source: string,
  delegations: readonly { name: string; friendlyName?: string | null }[] = [],
): string {
  if (isBuiltInPackageSource(source)) return BUILT_IN_PACKAGE_SOURCES[source];
  const friendly = delegations.find((d) => d.name === source)?.friendlyName?.trim();
  return friendly || source;
}
