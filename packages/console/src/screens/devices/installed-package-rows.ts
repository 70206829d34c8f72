// SPEC §3 derived installed packages as the packages tab lists them: the OS, the application
// and the bootloader package, then the subsystems, each with its kind (derived by the SDK).
import type { InstalledPackage } from '@fleet/sdk/domain';

export type InstalledPackageKind = 'os' | 'application' | 'bootloader' | 'subsystem';

export interface InstalledPackageRow {
  kind: InstalledPackageKind;
  installed: InstalledPackage;
}

export interface DerivedInstalledPackages {
  os: InstalledPackage | undefined;
  application: InstalledPackage | undefined;
  bootloader: InstalledPackage | undefined;
  subsystems: readonly InstalledPackage[];
}

export function installedPackageRows(derived: DerivedInstalledPackages): InstalledPackageRow[] {
  const single = (kind: InstalledPackageKind, installed: InstalledPackage | undefined) =>
    installed ? [{ kind, installed }] : [];
  return [
    ...single('os', derived.os),
    ...single('application', derived.application),
    ...single('bootloader', derived.bootloader),
    ...derived.subsystems.map((installed) => ({ kind: 'subsystem' as const, installed })),
  ];
}

/** A row id unique within one device (a package may sit on two components). */
export const installedRowId = (row: InstalledPackageRow): string =>
  `${row.installed.component}:${row.installed.packageId}`;
