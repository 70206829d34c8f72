import type { InstalledPackage } from '@fleet/sdk/domain';
import { describe, expect, it } from 'vitest';
import { installedPackageRows, installedRowId } from './installed-package-rows';

const pkg = (name: string, component: string): InstalledPackage => ({
  packageId: `${name}-1.0`,
  name,
  version: '1.0',
  checksum: 'abc',
  component,
  packageSource: 'targets.json',
  found: true,
});

describe('installedPackageRows', () => {
  it('lists OS, application and bootloader first, then the subsystems', () => {
    const rows = installedPackageRows({
      os: pkg('os', 'verdin-imx8mp'),
      application: pkg('app', 'docker-compose'),
      bootloader: undefined,
      subsystems: [pkg('mcu', 'mcu-fw'), pkg('modem', 'modem-fw')],
    });
    expect(rows.map((row) => [row.kind, row.installed.name])).toEqual([
      ['os', 'os'],
      ['application', 'app'],
      ['subsystem', 'mcu'],
      ['subsystem', 'modem'],
    ]);
  });

  it('is empty when the device reported nothing', () => {
    expect(
      installedPackageRows({
        os: undefined,
        application: undefined,
        bootloader: undefined,
        subsystems: [],
      }),
    ).toEqual([]);
  });

  it('names rows by component and package', () => {
    expect(installedRowId({ kind: 'os', installed: pkg('os', 'verdin') })).toBe('verdin:os-1.0');
  });
});
