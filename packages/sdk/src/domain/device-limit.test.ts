import { describe, expect, it } from 'vitest';
import { shouldShowDeviceLimitDialog } from './device-limit.js';

const maker = { hasCommercialAccess: false, activeRepositoryId: 'personal', deviceCount: 5 };

describe('SPEC §2 device limit dialog', () => {
  it('shows for a Maker account at 5 devices in its personal repository', () => {
    expect(shouldShowDeviceLimitDialog(maker)).toBe(true);
    expect(shouldShowDeviceLimitDialog({ ...maker, deviceCount: 6 })).toBe(true);
  });

  it('does not show below the limit', () => {
    expect(shouldShowDeviceLimitDialog({ ...maker, deviceCount: 4 })).toBe(false);
  });

  it('does not show with commercial access', () => {
    expect(shouldShowDeviceLimitDialog({ ...maker, hasCommercialAccess: true })).toBe(false);
  });

  it('does not show in a shared repository', () => {
    expect(shouldShowDeviceLimitDialog({ ...maker, activeRepositoryId: 'acme-shared' })).toBe(
      false,
    );
  });
});
