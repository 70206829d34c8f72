import { describe, expect, it } from 'vitest';
import {
  installedApplicationPackage,
  installedBootloaderPackage,
  installedOsPackage,
  installedSubsystemsPackages,
  toInstalledPackage,
  toInstalledPackages,
  updateInfo,
  uptaneComponentInfo,
  type InstalledPackageInput,
} from './installed-packages.js';

const pkg = (
  name: string,
  hardwareId: string,
  packageSource = 'targets.json',
): InstalledPackageInput => ({
  packageId: `${name}-1.0`,
  name,
  version: '1.0',
  hashes: { sha256: `${name}-sha` },
  hardwareIds: [hardwareId, 'other'],
  packageSource,
});

describe('SPEC §3 installed package', () => {
  it('takes checksum from sha256 and component from the first hardware id', () => {
    expect(toInstalledPackage(pkg('app', 'docker-compose'))).toEqual({
      packageId: 'app-1.0',
      name: 'app',
      version: '1.0',
      checksum: 'app-sha',
      component: 'docker-compose',
      packageSource: 'targets.json',
      found: true,
    });
  });

  it("is not found when only the device knows it (source 'device')", () => {
    expect(toInstalledPackage(pkg('x', 'fpga', 'device')).found).toBe(false);
    expect(toInstalledPackage(pkg('x', 'fpga', 'tdx-lts')).found).toBe(true);
  });
});

describe('SPEC §3 derived installed packages of a device', () => {
  const installed = toInstalledPackages([
    pkg('fw', 'fpga'),
    pkg('os', 'verdin-imx8mp'),
    pkg('boot', 'verdin-imx8mp-bootloader'),
    pkg('app', 'docker-compose'),
    pkg('mcu', 'verdin-imx8mp-m7'),
  ]);

  it('picks the bootloader, OS and application packages', () => {
    expect(installedBootloaderPackage(installed)?.name).toBe('boot');
    expect(installedOsPackage(installed)?.name).toBe('os');
    expect(installedApplicationPackage(installed)?.name).toBe('app');
  });

  it('lists the rest as subsystems', () => {
    expect(installedSubsystemsPackages(installed).map((p) => p.name)).toEqual(['fw', 'mcu']);
  });

  it('has nothing to pick on a device without packages', () => {
    expect(installedOsPackage([])).toBeUndefined();
    expect(installedSubsystemsPackages([])).toEqual([]);
  });
});

describe('SPEC §3 Uptane component installed info', () => {
  it('takes the package id from the image file path', () => {
    expect(
      uptaneComponentInfo({
        id: 'ecu-1',
        hardwareId: 'verdin-imx8mp',
        primary: true,
        image: { filepath: 'torizon-os-7.2.0', size: 1024, hash: { sha256: 'abc' } },
      }),
    ).toEqual({
      ecuId: 'ecu-1',
      component: 'verdin-imx8mp',
      hardwareId: 'verdin-imx8mp',
      primary: true,
      packageId: 'torizon-os-7.2.0',
      size: 1024,
      checksum: 'abc',
    });
  });
});

describe('SPEC §3 updateInfo', () => {
  it('is the scheduled update when there is one', () => {
    const updates = [
      { id: 'a', state: 'Pending' },
      { id: 'b', state: 'Scheduled' },
    ];
    expect(updateInfo(updates)?.id).toBe('b');
  });

  it('is otherwise the first listed', () => {
    expect(
      updateInfo([
        { id: 'a', state: 'Pending' },
        { id: 'c', state: 'Pending' },
      ])?.id,
    ).toBe('a');
    expect(updateInfo([])).toBeUndefined();
  });
});
