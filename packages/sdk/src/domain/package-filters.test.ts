import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.js';
import { availablePackageFilters, packageFilterById, PACKAGE_FILTERS } from './package-filters.js';

describe('SPEC §9 package filters', () => {
  it('are the six SPEC views in order', () => {
    expect(PACKAGE_FILTERS.map((f) => formatMessage(f.labelId))).toEqual([
      'My Device Packages',
      'Packages with known CVEs',
      'All OS Packages',
      'All Applications',
      'All Bootloaders',
      'All Subsystems',
    ]);
  });

  it('show the CVE filter only with the cve-management feature', () => {
    const withCve = availablePackageFilters((f) => f === 'cve-management');
    const withoutCve = availablePackageFilters(() => false);
    expect(withCve.map((f) => f.id)).toContain('knownCves');
    expect(withoutCve.map((f) => f.id)).not.toContain('knownCves');
    expect(withoutCve).toHaveLength(5);
  });

  it('narrow by package type', () => {
    expect(packageFilterById('allOs')?.packageType).toBe('os');
    expect(packageFilterById('allApplications')?.packageType).toBe('application');
    expect(packageFilterById('allBootloaders')?.packageType).toBe('bootloader');
    expect(packageFilterById('allSubsystems')?.packageType).toBe('subsystem');
    expect(packageFilterById('myDevicePackages')?.installedOnDevices).toBe(true);
  });
});
