import type { LiveEvent } from '@fleet/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceCount } from './device-count';

/** A live channel the test speaks for. */
function fakeLive() {
  const events = new Set<(event: LiveEvent) => void>();
  const reconnects = new Set<() => void>();
  return {
    onEvent: (listener: (event: LiveEvent) => void) => (
      events.add(listener),
      () => events.delete(listener)
    ),
    onReconnected: (listener: () => void) => (
      reconnects.add(listener),
      () => reconnects.delete(listener)
    ),
    send: (type: 'DeviceCreated' | 'DeleteDeviceRequest' | 'DeviceSeen') => {
      const deviceUuid = 'd-1';
      const event: LiveEvent =
        type === 'DeviceSeen'
          ? {
              ok: true,
              type,
              deviceUuid,
              message: { type, deviceUuid, lastSeen: '2025-05-12T08:41:07Z' },
            }
          : type === 'DeviceCreated'
            ? { ok: true, type, deviceUuid, message: { type, deviceUuid } }
            : { ok: true, type, deviceUuid, message: { type, deviceUuid } };
      events.forEach((listener) => listener(event));
    },
    reconnect: () => reconnects.forEach((listener) => listener()),
  };
}

/** countDevices answering the totals in turn, each when the test resolves it. */
function counter() {
  const pending: Array<(total: number) => void> = [];
  const countDevices = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
  return { countDevices, answer: (total: number) => pending.shift()?.(total) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SPEC §2 Device Limit: the device count', () => {
  it('is fetched once however often it is asked for', async () => {
    const { countDevices, answer } = counter();
    const devices = createDeviceCount({ countDevices, live: () => undefined });
    const first = devices.load();
    void devices.load();
    answer(4);
    await first;
    await devices.load();
    expect(devices.count.value).toBe(4);
    expect(countDevices).toHaveBeenCalledTimes(1);
  });

  it('follows devices added and removed on the live channel, and a reconnection', async () => {
    const live = fakeLive();
    const { countDevices, answer } = counter();
    const devices = createDeviceCount({ countDevices, live: () => live });
    const loaded = devices.load();
    answer(4);
    await loaded;

    live.send('DeviceCreated');
    answer(5);
    await settle();
    expect(devices.count.value).toBe(5);

    live.send('DeleteDeviceRequest');
    answer(4);
    await settle();
    expect(devices.count.value).toBe(4);

    live.send('DeviceSeen'); // does not change the count: nothing asked
    live.reconnect();
    answer(6);
    await settle();
    expect(devices.count.value).toBe(6);
    expect(countDevices).toHaveBeenCalledTimes(4);
  });

  it('asks once more after a burst of events, not once per event', async () => {
    const live = fakeLive();
    const { countDevices, answer } = counter();
    const devices = createDeviceCount({ countDevices, live: () => live });
    const loaded = devices.load();
    live.send('DeviceCreated');
    live.send('DeviceCreated');
    live.send('DeviceCreated');
    answer(3);
    await loaded;
    await settle();
    expect(countDevices).toHaveBeenCalledTimes(2);
    answer(6);
    await settle();
    expect(devices.count.value).toBe(6);
    expect(countDevices).toHaveBeenCalledTimes(2);
  });

  it('logs a failed count and keeps the last one known', async () => {
    const live = fakeLive();
    const warn = vi.fn();
    let fail = false;
    const devices = createDeviceCount({
      countDevices: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(5)),
      live: () => live,
      logger: { warn },
    });
    await devices.load();
    fail = true;
    live.send('DeviceCreated');
    await settle();
    await settle();
    expect(devices.count.value).toBe(5);
    expect(warn).toHaveBeenCalledWith('Could not count the devices.', new Error('offline'));
  });
});
