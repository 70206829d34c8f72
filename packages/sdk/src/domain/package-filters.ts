// SPEC §9 package filters: the ready-made views of the package list. The CVE view exists
// only while the cve-management feature is on.
import type { FeatureId } from './features.js';
import { type MessageId, PACKAGE_TEXTS, registerMessages } from './messages.js';
import type { PackageType } from './package-type.js';

registerMessages(PACKAGE_TEXTS);

export interface PackageFilter {
  readonly id: string;
  readonly labelId: MessageId;
  /** Only packages of this type. */
  readonly packageType?: PackageType;
  /** Only packages installed on at least one of the user's devices. */
  readonly installedOnDevices?: boolean;
  /** Only packages with known vulnerabilities. */
  readonly withKnownCves?: boolean;
  /** Shown only while this feature is on. */
  readonly requiresFeature?: FeatureId;
}

export const PACKAGE_FILTERS: readonly PackageFilter[] = [
  { id: 'myDevicePackages', labelId: 'packageFilter.myDevicePackages', installedOnDevices: true },
  {
    id: 'knownCves',
    labelId: 'packageFilter.knownCves',
    withKnownCves: true,
    requiresFeature: 'cve-management',
  },
  { id: 'allOs', labelId: 'packageFilter.allOs', packageType: 'os' },
  { id: 'allApplications', labelId: 'packageFilter.allApplications', packageType: 'application' },
  { id: 'allBootloaders', labelId: 'packageFilter.allBootloaders', packageType: 'bootloader' },
  { id: 'allSubsystems', labelId: 'packageFilter.allSubsystems', packageType: 'subsystem' },
];

/** The package filters to offer, given which features are on. */
export function availablePackageFilters(
  isFeatureOn: (feature: FeatureId) => boolean,
): PackageFilter[] {
  return PACKAGE_FILTERS.filter((f) => !f.requiresFeature || isFeatureOn(f.requiresFeature));
}

export function packageFilterById(id: string): PackageFilter | undefined {
  return PACKAGE_FILTERS.find((f) => f.id === id);
}
