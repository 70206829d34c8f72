import { describe, expect, it } from 'vitest';
import {
  closesLiveChannel,
  liveMessageDeviceUuid,
  readLiveFrame,
  readLiveFrames,
} from './live-events.js';

describe('SPEC §4 live events', () => {
  it('reads a known message with its device uuid', () => {
    const frame = readLiveFrame(
      JSON.stringify({ type: 'DeviceSeen', deviceUuid: 'd-1', lastSeen: 'x' }),
    );
    expect(frame).toMatchObject({ ok: true, type: 'DeviceSeen', deviceUuid: 'd-1' });
  });

  it('takes the uuid from uuid, device or deviceUuid', () => {
    expect(liveMessageDeviceUuid({ uuid: 'a', device: 'b', deviceUuid: 'c' })).toBe('a');
    expect(liveMessageDeviceUuid({ device: 'b', deviceUuid: 'c' })).toBe('b');
    expect(liveMessageDeviceUuid({ deviceUuid: 'c' })).toBe('c');
    expect(liveMessageDeviceUuid({ uuid: '', deviceUuid: 'c' })).toBe('c');
    expect(liveMessageDeviceUuid({})).toBeUndefined();
  });

  it('reports unreadable frames instead of throwing', () => {
    expect(readLiveFrame('{nope')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readLiveFrame('[1]')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readLiveFrame('{"no":"type"}')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reports unknown types', () => {
    expect(readLiveFrame('{"type":"Gossip"}')).toEqual({
      ok: false,
      reason: 'unknownType',
      type: 'Gossip',
    });
  });

  it('types a known message by its type, and refuses one without the fields it needs', () => {
    const frame = readLiveFrame(
      JSON.stringify({ type: 'DeviceUpdateStatus', deviceUuid: 'd-1', status: 'Error' }),
    );
    expect(frame.ok && frame.type === 'DeviceUpdateStatus' && frame.message.status).toBe('Error');
    expect(readLiveFrame('{"type":"DeviceSeen","deviceUuid":"d-1"}')).toEqual({
      ok: false,
      reason: 'malformed',
      type: 'DeviceSeen',
      why: 'no lastSeen',
    });
    expect(readLiveFrame('{"type":"DeviceCreated"}')).toMatchObject({
      reason: 'malformed',
      why: 'it names no device',
    });
    expect(readLiveFrame('{"type":"TufTargetAdded","packageId":7}')).toMatchObject({
      reason: 'malformed',
    });
    expect(readLiveFrame('{"type":"TufTargetAdded"}')).toMatchObject({ ok: true });
    expect(readLiveFrame('{"type":"RolloutProgress","rollout":{"id":"r"}}')).toMatchObject({
      reason: 'malformed',
      type: 'RolloutProgress',
    });
    expect(
      readLiveFrame(
        '{"type":"RolloutStateChanged","rollout":{"id":"r","state":"paused","phases":[]}}',
      ),
    ).toMatchObject({ ok: true, type: 'RolloutStateChanged' });
  });

  it('reads a batch frame as its messages, in order, and any other frame as one message', () => {
    const seen = { type: 'DeviceSeen', deviceUuid: 'd-1', lastSeen: 'x' };
    expect(
      readLiveFrames(JSON.stringify({ type: 'batch', messages: [seen, { type: 'Gossip' }, {}] })),
    ).toEqual([
      { ok: true, type: 'DeviceSeen', deviceUuid: 'd-1', message: seen },
      { ok: false, reason: 'unknownType', type: 'Gossip' },
      { ok: false, reason: 'unreadable' },
    ]);
    expect(readLiveFrames(JSON.stringify(seen))).toEqual([readLiveFrame(JSON.stringify(seen))]);
    expect(readLiveFrames('{nope')).toEqual([{ ok: false, reason: 'unreadable' }]);
    expect(readLiveFrames('{"type":"batch","messages":{}}')).toEqual([
      { ok: false, reason: 'unreadable', type: 'batch' },
    ]);
    // A batch is never nested: one inside a batch is a message of unknown type.
    expect(readLiveFrames('{"type":"batch","messages":[{"type":"batch","messages":[]}]}')).toEqual([
      { ok: false, reason: 'unknownType', type: 'batch' },
    ]);
  });

  it('closes the channel on auth errors and time to die', () => {
    expect(closesLiveChannel('authError')).toBe(true);
    expect(closesLiveChannel('authFailure')).toBe(true);
    expect(closesLiveChannel('time to die')).toBe(true);
    expect(closesLiveChannel('authSuccess')).toBe(false);
    expect(closesLiveChannel('DeviceSeen')).toBe(false);
  });
});
