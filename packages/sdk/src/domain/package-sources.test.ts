import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PACKAGE_SOURCES,
  isBuiltInPackageSource,
  packageSourceName,
} from './package-sources.js';

describe('SPEC §3 built-in package sources', () => {
  it("names the user's own packages 'My Packages'", () => {
    expect(packageSourceName('targets.json')).toBe('My Packages');
  });

  it('names the Toradex sources by brand and channel', () => {
    expect(packageSourceName('tdx-nightly')).toBe('Toradex Nightly');
    expect(packageSourceName('tdx-monthly')).toBe('Toradex Monthly');
    expect(packageSourceName('tdx-lts')).toBe('Toradex LTS');
    expect(packageSourceName('tdx-quarterly')).toBe('Toradex Quarterly');
    expect(packageSourceName('tdx-bootloader')).toBe('Toradex Bootloader');
    expect(packageSourceName('tdx-containers')).toBe('Toradex Containers');
  });

  it('gives every source but the first the brand', () => {
    const names = Object.entries(BUILT_IN_PACKAGE_SOURCES).filter(([id]) => id !== 'targets.json');
    expect(names).toHaveLength(6);
    for (const [, name] of names) expect(name).toMatch(/^Toradex \S+$/);
  });

  it('names a user delegation by its friendly name, else its id', () => {
    const delegations = [
      { name: 'acme', friendlyName: 'ACME Releases' },
      { name: 'bare', friendlyName: '  ' },
    ];
    expect(packageSourceName('acme', delegations)).toBe('ACME Releases');
    expect(packageSourceName('bare', delegations)).toBe('bare');
    expect(packageSourceName('unknown', delegations)).toBe('unknown');
  });

  it('does not take inherited names for built-ins', () => {
    expect(isBuiltInPackageSource('tdx-lts')).toBe(true);
    expect(isBuiltInPackageSource('toString')).toBe(false);
  });
});
