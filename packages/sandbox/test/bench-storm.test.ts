// The simulator's bench mode (`--bench`): POST /bench/storm runs a bounded storm of check-ins,
// each recorded and published on the live channel as a real one is; loopback only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { STORM_MAX_RATE, STORM_MAX_SECONDS } from '../src/simulator/storm.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';
import { liveClient } from './helpers/updates.js';

const storm = (sandbox: Pick<Sandbox, 'url'>, query: string, method = 'POST') =>
  fetch(`${sandbox.url}/bench/storm?${query}`, { method });

describe('bench mode: a storm of live check-ins', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ bench: true, devices: 10 });
  });
  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('sends every check-in asked, each recorded and published live', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const live = await liveClient(sandbox, token);
    const answer = await storm(sandbox, 'rate=30&seconds=2');
    expect(answer.status).toBe(200);
    // Every event asked is sent, however busy the machine: a late storm ends later instead
    // (ms), which the bench reads; a test does not.
    const before = Date.now();
    const { events, frames, ms, endedAt } = (await answer.json()) as {
      events: number;
      frames: number;
      ms: number;
      endedAt: string;
    };
    expect(events).toBe(60);
    // When the last event went: at most now, and the storm's time after its start.
    expect(Date.parse(endedAt)).toBeLessThanOrEqual(before);
    expect(ms).toBeGreaterThan(0);
    // The one live client of dev's repository was told of each of its devices' events: the
    // storm counted them, and the client receives that many.
    expect(frames).toBeGreaterThan(0);
    expect(frames).toBeLessThanOrEqual(events);
    const isSeen = (frame: { type: string }) => frame.type === 'DeviceSeen';
    await live.waitFor(() => live.frames.filter(isSeen).length >= frames, 30_000);
    const seen = live.frames.filter(isSeen);
    expect(seen).toHaveLength(frames);
    // Each device's last seen is that of its last event.
    const lastOf = new Map(seen.map((frame) => [String(frame.deviceUuid), frame.lastSeen]));
    for (const [uuid, lastSeen] of lastOf) {
      const device = await api(sandbox, `/api/v2beta/devices/${uuid}`, { token });
      expect((device.body as { lastSeen?: string }).lastSeen).toBe(lastSeen);
    }
    expect(live.problems()).toEqual([]);
    await live.close();
  });

  it('refuses storms beyond its bounds, and other methods', async () => {
    for (const query of [
      'rate=0&seconds=1',
      `rate=${STORM_MAX_RATE + 1}&seconds=1`,
      `rate=10&seconds=${STORM_MAX_SECONDS + 1}`,
      'rate=10',
      'rate=1.5&seconds=1',
    ])
      expect((await storm(sandbox, query)).status, query).toBe(400);
    expect((await storm(sandbox, 'rate=10&seconds=1', 'GET')).status).toBe(405);
  });
});

describe('without bench mode', () => {
  it('has no storm, and bench mode refuses a host other than loopback', async () => {
    const sandbox = await startTestSandbox();
    try {
      expect((await storm(sandbox, 'rate=10&seconds=1')).status).not.toBe(200);
    } finally {
      await sandbox.close();
      removeDir(sandbox.config.dataDir);
    }
    const dataDir = tempDataDir();
    await expect(startTestSandbox({ bench: true, host: '0.0.0.0', dataDir })).rejects.toThrow(
      'loopback only',
    );
    removeDir(dataDir);
  }, 90_000);
});
