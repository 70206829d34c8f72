import type { RemoteUserSession } from '../resources/remote-access';
import { describe, expect, it, vi } from 'vitest';
import { sessionsInFleet } from './fleet-session-queries';

const session = (deviceId: string): RemoteUserSession => ({
  deviceId,
  session: {
    ssh: { ReversePort: 2222, RaServerUrl: 'ra.example', RaServerSshPubKey: 'k', ExpiresAt: '' },
  },
});

describe('the remote sessions of a fleet', () => {
  it('keeps the sessions whose device is in the fleet', async () => {
    const membership = vi.fn(async () => ({
      d1: [{ id: 'f1' }, { id: 'f2' }],
      d2: [{ id: 'f2' }],
    }));
    const found = await sessionsInFleet(
      [session('d1'), session('d2'), session('d3')],
      'f1',
      membership,
    );
    expect(found.map((s) => s.deviceId)).toEqual(['d1']);
    expect(membership).toHaveBeenCalledWith(['d1', 'd2', 'd3']);
  });

  it('asks nothing when the user has no session', async () => {
    const membership = vi.fn();
    expect(await sessionsInFleet([], 'f1', membership)).toEqual([]);
    expect(membership).not.toHaveBeenCalled();
  });

  it('a failed membership lookup rejects with its readable error', async () => {
    const failure = new Error('An error occurred while fetching the device fleet membership.');
    await expect(
      sessionsInFleet([session('d1')], 'f1', () => Promise.reject(failure)),
    ).rejects.toBe(failure);
  });
});
