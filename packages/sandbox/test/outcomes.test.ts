import { describe, expect, it } from 'vitest';
import { FAILURE_RATE, PACKAGE_FAILURE_RATES, seededOutcomes } from '../src/simulator/outcomes.js';
import type { DeviceUpdate } from '../src/store/updates.js';

const update = (deviceUuid: string, packageId: string) =>
  ({ deviceUuid, packageIds: [packageId] }) as DeviceUpdate;

/** The share of 3,000 devices whose first try of `packageId` fails. */
function failureShare(packageId: string): number {
  const outcome = seededOutcomes(42);
  const devices = Array.from({ length: 3000 }, (_, i) => `device-${i}`);
  return devices.filter((uuid) => outcome(update(uuid, packageId), 0) === 'failure').length / 3000;
}

describe('update outcomes of the simulator', () => {
  it('fails the canary package on about a third of the devices', () => {
    expect(PACKAGE_FAILURE_RATES['sensor-gateway-canary-2.0.0']).toBeCloseTo(1 / 3);
    const share = failureShare('sensor-gateway-canary-2.0.0');
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.39);
  });

  it('fails any other package on about one device in ten', () => {
    const share = failureShare('sensor-gateway-1.2.0');
    expect(Math.abs(share - FAILURE_RATE)).toBeLessThan(0.03);
  });
});
