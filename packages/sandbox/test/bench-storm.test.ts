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

  it('sends check-ins at the asked rate, recorded and published live, within its time', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const live = await liveClient(sandbox, token);
    const started = new Date().toISOString();
    const answer = await storm(sandbox, 'rate=20&seconds=1');
    expect(answer.status).toBe(200);
    // A busy machine may not keep the rate: never more than asked, never past its time.
    const { events, frames, ms } = (await answer.json()) as {
      events: number;
      frames: number;
      ms: number;
    };
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThanOrEqual(20);
    // The one live client of dev's repository was told of each of its devices' events.
    expect(frames).toBeGreaterThan(0);
    expect(frames).toBeLessThanOrEqual(events);
    expect(ms).toBeGreaterThanOrEqual(900);
    const seen = await live.waitFor((frame) => frame.type === 'DeviceSeen');
    expect(seen.lastSeen! >= started).toBe(true);
    const device = await api(sandbox, `/api/v2beta/devices/${String(seen.deviceUuid)}`, { token });
    expect((device.body as { lastSeen?: string }).lastSeen).toBe(seen.lastSeen);
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
