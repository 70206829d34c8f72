import { describe, expect, it } from 'vitest';
import { isDeviceOnline } from './device-connectivity.js';

const now = new Date('2025-06-15T12:00:00.000Z');
const seen = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('device online (SPEC §9 online threshold 300000 ms)', () => {
  it('is online when seen within 5 minutes', () => {
    expect(isDeviceOnline({ lastSeen: seen(300_000) }, now)).toBe(true);
    expect(isDeviceOnline({ lastSeen: seen(300_001) }, now)).toBe(false);
  });

  it('is offline when never seen or hibernated', () => {
    expect(isDeviceOnline({ lastSeen: null }, now)).toBe(false);
    expect(isDeviceOnline({ lastSeen: seen(1000), hibernated: true }, now)).toBe(false);
  });
});
