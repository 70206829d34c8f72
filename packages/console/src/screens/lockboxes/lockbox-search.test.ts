import type { Lockbox } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { matchingLockboxes } from './lockbox-search';

const box = (name: string, packageId: string, pkgName?: string): Lockbox => ({
  name,
  packageIds: [packageId],
  packages: [{ packageId, hardwareIds: [], ...(pkgName !== undefined && { name: pkgName }) }],
  expiresAt: '2999-01-01T00:00:00Z',
  version: 1,
  expired: false,
});

const all = [box('pilot-rollout', 'sensor-gateway-1.2.0'), box('winter', 'pkg-1', 'Kiosk')];

describe('Offline Updates search', () => {
  it('keeps every lockbox without a search', () => {
    expect(matchingLockboxes(all, '  ')).toEqual(all);
  });

  it('matches the name or a package id or name, case aside', () => {
    expect(matchingLockboxes(all, 'PILOT').map((l) => l.name)).toEqual(['pilot-rollout']);
    expect(matchingLockboxes(all, 'gateway').map((l) => l.name)).toEqual(['pilot-rollout']);
    expect(matchingLockboxes(all, 'kiosk').map((l) => l.name)).toEqual(['winter']);
    expect(matchingLockboxes(all, 'nothing')).toEqual([]);
  });
});
