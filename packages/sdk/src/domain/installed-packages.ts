// SPEC §3 "Installed package" and the derived installed*Package fields of a device: the
// installed packages as the device screens show them, sorted into OS, application, bootloader
// and subsystems by the component they are installed on.
import { DEVICE_PACKAGE_SOURCE } from './package-sources.js';
import { packageTypeOf } from './package-type.js';

/** The fields of an installed package (as the API lists it) that the derivation reads. */
export interface InstalledPackageInput {
  packageId: string;
  name: string;
  version: string;
  hashes: { sha256?: string };
  hardwareIds: readonly string[];
  packageSource: string;
}

export interface InstalledPackage {
  packageId: string;
  name: string;
  version: string;
  /** The sha256 of the installed image. */
  checksum: string;
  /** The hardware id of the component it is installed on (the first hardware id). */
  component: string;
  packageSource: string;
  /** False when only the device knows the package: it is in none of the user's sources. */
  found: boolean;
}

export function toInstalledPackage(pkg: InstalledPackageInput): InstalledPackage {
  return {
    packageId: pkg.packageId,
    name: pkg.name,
    version: pkg.version,
    checksum: pkg.hashes.sha256 ?? '',
    component: pkg.hardwareIds[0] ?? '',
    packageSource: pkg.packageSource,
    found: pkg.packageSource !== DEVICE_PACKAGE_SOURCE,
  };
}

export function toInstalledPackages(
  packages: readonly InstalledPackageInput[],
): InstalledPackage[] {
  return packages.map(toInstalledPackage);
}

const ofType = (installed: readonly InstalledPackage[], type: string) =>
  installed.filter((p) => packageTypeOf(p.component) === type);

export function installedBootloaderPackage(
  installed: readonly InstalledPackage[],
): InstalledPackage | undefined {
  return ofType(installed, 'bootloader')[0];
}

export function installedOsPackage(
  installed: readonly InstalledPackage[],
): InstalledPackage | undefined {
  return ofType(installed, 'os')[0];
}

export function installedApplicationPackage(
  installed: readonly InstalledPackage[],
): InstalledPackage | undefined {
  return ofType(installed, 'application')[0];
}

export function installedSubsystemsPackages(
  installed: readonly InstalledPackage[],
): InstalledPackage[] {
  return ofType(installed, 'subsystem');
}

/** The fields of an Uptane component (ECU) report that the derivation reads. */
export interface UptaneComponentInput {
  id: string;
  hardwareId: string;
  primary?: boolean;
  image: { filepath: string; size: number; hash: { sha256?: string } };
}

export interface UptaneComponentInfo {
  /** The component's serial (Uptane ECU id). */
  ecuId: string;
  /** The component, named by its hardware id. */
  component: string;
  hardwareId: string;
  primary: boolean;
  /** The image's target name, which is its package id. */
  packageId: string;
  size: number;
  checksum: string;
}

export function uptaneComponentInfo(component: UptaneComponentInput): UptaneComponentInfo {
  return {
    ecuId: component.id,
    component: component.hardwareId,
    hardwareId: component.hardwareId,
    primary: component.primary ?? false,
    packageId: component.image.filepath,
    size: component.image.size,
    checksum: component.image.hash.sha256 ?? '',
  };
}

/** A device's update is the scheduled one if there is one, else the first listed. */
export function updateInfo<U extends { state: string }>(updates: readonly U[]): U | undefined {
  return updates.find((u) => u.state === 'Scheduled') ?? updates[0];
}
