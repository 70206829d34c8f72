import { describe, expect, it } from 'vitest';
import { isInstallTab, updateTargetsOf } from './install-targets';

describe('install targets', () => {
  it('knows the two tabs', () => {
    expect(isInstallTab('devices')).toBe(true);
    expect(isInstallTab('fleets')).toBe(true);
    expect(isInstallTab('update')).toBe(false);
    expect(isInstallTab(undefined)).toBe(false);
  });

  it('makes the update creation targets of the tab', () => {
    expect(updateTargetsOf('devices', ['d1'])).toEqual({ devices: ['d1'] });
    expect(updateTargetsOf('fleets', ['f1'])).toEqual({ fleets: ['f1'] });
  });
});
