import { describe, expect, it } from 'vitest';
import {
  isSupportedBoard,
  packageTypeOf,
  packageTypeOfHardwareIds,
  SUPPORTED_BOARDS,
} from './package-type.js';

describe('SPEC §3 package type by hardware id', () => {
  it('ids ending in bootloader are bootloaders, even on a known board', () => {
    expect(packageTypeOf('verdin-imx8mp-bootloader')).toBe('bootloader');
    expect(packageTypeOf('uboot-bootloader')).toBe('bootloader');
  });

  it('known board ids are OS', () => {
    for (const id of [
      'verdin-imx8mp',
      'apalis-imx8',
      'colibri-imx6',
      'aquila-am69',
      'raspberrypi4-64',
      'genericx86-64',
      'qemuarm64',
    ])
      expect(packageTypeOf(id)).toBe('os');
  });

  it('docker-compose is an application', () => {
    expect(packageTypeOf('docker-compose')).toBe('application');
  });

  it('anything else is a subsystem', () => {
    expect(packageTypeOf('verdin-imx8mp-m7')).toBe('subsystem');
    expect(packageTypeOf('fpga')).toBe('subsystem');
    expect(packageTypeOf('')).toBe('subsystem');
  });

  it('ignores letter case', () => {
    expect(packageTypeOf('Verdin-iMX8MP')).toBe('os');
    expect(packageTypeOf('Docker-Compose')).toBe('application');
  });

  it('covers the four Toradex families and the community boards', () => {
    for (const family of ['apalis-', 'colibri-', 'verdin-', 'aquila-'])
      expect(SUPPORTED_BOARDS.some((b) => b.startsWith(family))).toBe(true);
    expect(isSupportedBoard('raspberrypi4-64')).toBe(true);
    expect(isSupportedBoard('docker-compose')).toBe(false);
  });

  it('types a package by its first hardware id', () => {
    expect(packageTypeOfHardwareIds(['docker-compose', 'verdin-imx8mp'])).toBe('application');
    expect(packageTypeOfHardwareIds(['verdin-imx8mp', 'docker-compose'])).toBe('os');
    expect(packageTypeOfHardwareIds([])).toBe('subsystem');
  });
});
