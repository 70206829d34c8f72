import { describe, expect, it } from 'vitest';
import {
  deviceCountNeeded,
  deviceLimitDialogDue,
  type DeviceLimitInputs,
} from './device-limit-check';
import { remindedLater, remindLater, REMIND_LATER_KEY } from './remind-later';

const maker: DeviceLimitInputs = {
  sessionReady: true,
  commercialAccess: false,
  activeRepositoryId: 'personal',
  deviceCount: 5,
  remindedLater: false,
};

describe('SPEC §2 app shell: when the Device Limit dialog shows', () => {
  it('shows for a Maker in the personal repository with 5 devices or more', () => {
    expect(deviceLimitDialogDue(maker)).toBe(true);
    expect(deviceLimitDialogDue({ ...maker, deviceCount: 7 })).toBe(true);
  });

  it('does not show below the limit, with commercial access or in a shared repository', () => {
    expect(deviceLimitDialogDue({ ...maker, deviceCount: 4 })).toBe(false);
    expect(deviceLimitDialogDue({ ...maker, commercialAccess: true })).toBe(false);
    expect(deviceLimitDialogDue({ ...maker, activeRepositoryId: 'r-42' })).toBe(false);
  });

  it('waits for the session and the device count', () => {
    expect(deviceLimitDialogDue({ ...maker, sessionReady: false })).toBe(false);
    expect(deviceLimitDialogDue({ ...maker, deviceCount: undefined })).toBe(false);
  });

  it("does not show again after 'Remind Me Later'", () => {
    expect(deviceLimitDialogDue({ ...maker, remindedLater: true })).toBe(false);
  });

  it('counts devices only where the limit applies', () => {
    expect(deviceCountNeeded(maker)).toBe(true);
    expect(deviceCountNeeded({ ...maker, sessionReady: false })).toBe(false);
    expect(deviceCountNeeded({ ...maker, commercialAccess: true })).toBe(false);
    expect(deviceCountNeeded({ ...maker, activeRepositoryId: 'r-42' })).toBe(false);
  });
});

describe("SPEC §2 'Remind Me Later' lasts for the browser session", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('is remembered for the user who chose it, not for another account', () => {
    const storage = memory();
    expect(remindedLater(storage, 'u-maker')).toBe(false);
    remindLater(storage, 'u-maker');
    expect(storage.items.get(REMIND_LATER_KEY)).toBe('u-maker');
    expect(remindedLater(storage, 'u-maker')).toBe(true);
    expect(remindedLater(storage, 'u-other')).toBe(false);
  });

  it('without storage (blocked by the browser) nothing is remembered and nothing throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => remindLater(blocked, 'u')).not.toThrow();
    expect(remindedLater(blocked, 'u')).toBe(false);
    expect(remindedLater(undefined, 'u')).toBe(false);
  });
});
