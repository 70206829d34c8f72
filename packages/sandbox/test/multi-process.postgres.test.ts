// Several sandbox processes on one PostgreSQL database, started with the command line as in
// production. Needs PostgreSQL: it runs in the suite's PostgreSQL run (`pnpm test:postgres`);
// vitest.config.ts leaves *.postgres.test.ts out of the run on the embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres-cluster.mjs';
import { spawnSandbox, type SandboxProcess } from './helpers/child.js';
import { startAlternatingProxy, type AlternatingProxy } from './helpers/alternating-proxy.js';
import { authenticatedLive, liveUrlOf, type LiveClient } from './helpers/live-client.js';
import { tokensFor } from './helpers/oidc.js';
import { TEST_DATABASE_URL } from './helpers/postgres.js';
import { api, removeDir, tempDataDir } from './helpers/sandbox.js';

/** One sandbox process and its own address (PUBLIC_URL names the proxy in front of all). */
interface Running {
  process: SandboxProcess;
  port: number;
  url: string;
}

const DEVICES = '/api/v2beta/devices';
const UPDATES = '/api/v2beta/updates';
const OPTIONS = '/api/accounts/users/metadata/v2';
// Newest catalogue versions (src/seed/catalogue.ts): some seeded device runs an older one.
const NEWER_PACKAGES = [
  'torizon-os-verdin-imx8mp-7.1.0',
  'torizon-os-colibri-imx8x-7.1.0',
  'torizon-os-apalis-imx8-7.1.0',
  'sensor-gateway-1.2.0',
  'kiosk-dashboard-2.4.1',
  'mcu-firmware-3.2.0',
  'u-boot-verdin-imx8mp-2024.07.0',
];

const dataDir = tempDataDir();
let proxy: AlternatingProxy;
const running: Running[] = [];
let token: string;

/** Waits for a condition, polling; generous, since CI's cores are busy. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a sandbox process on the shared database (the same data folder: one database). */
async function start(port: number): Promise<Running> {
  const process = await spawnSandbox(['--data', dataDir, '--devices', '30'], {
    PORT: String(port),
    PUBLIC_URL: proxy.url,
  });
  const started = { process, port, url: `http://127.0.0.1:${port}` };
  running.push(started);
  return started;
}

const leads = ({ process }: Running): boolean =>
  process.output().includes(`Process ${process.child.pid} leads`);

async function kill(which: Running): Promise<void> {
  which.process.child.kill('SIGKILL');
  expect((await which.process.exited).signal).toBe('SIGKILL');
  running.splice(running.indexOf(which), 1);
}

const deviceUuids = async (via: Running): Promise<string[]> => {
  const { status, body } = await api(via, `${DEVICES}?limit=1000`, { token });
  expect(status).toBe(200);
  return (body as { values: { deviceUuid: string }[] }).values.map((d) => d.deviceUuid);
};

/** Schedules an update `inMs` from now on the first device that can take one; returns it. */
async function scheduleUpdate(via: Running, inMs: number): Promise<string> {
  const devices = await deviceUuids(via);
  for (const packageId of NEWER_PACKAGES)
    for (const device of devices) {
      const scheduledFor = new Date(Date.now() + inMs).toISOString();
      const { status } = await api(via, `${UPDATES}/devices/${device}`, {
        method: 'POST',
        token,
        body: { packageIds: [packageId], scheduledFor },
      });
      if (status === 201) return device;
    }
  throw new Error('No seeded device could take a scheduled update');
}

const updateStateOf = async (via: Running, deviceUuid: string): Promise<string | undefined> => {
  const { body } = await api(via, `${UPDATES}/devices/${deviceUuid}`, { token });
  return (body as { state: string }[])[0]?.state;
};

const statusFrames = (client: LiveClient, deviceUuid: string, status: string) =>
  client.messages.filter(
    (m) => m.type === 'DeviceUpdateStatus' && m.deviceUuid === deviceUuid && m.status === status,
  );

beforeAll(async () => {
  if (!TEST_DATABASE_URL) throw new Error('These tests run on PostgreSQL: pnpm test:postgres');
  const ports = [await freePort(), await freePort()];
  proxy = await startAlternatingProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  // Both start together on the new database: one seeds it and makes the keys, both use them.
  await Promise.all(ports.map(start));
  const leader = await until('one process leads', () => running.find(leads));
  // The leader first, the follower second, for the tests below.
  running.sort((x, y) => Number(y === leader) - Number(x === leader));
  token = (await tokensFor(proxy.url, 'dev@example.com')).access_token;
}, 300_000);

afterAll(async () => {
  for (const { process } of running) process.child.kill('SIGTERM');
  await Promise.all(running.map(({ process }) => process.exited));
  await proxy?.close();
  removeDir(dataDir);
}, 60_000);

describe('two sandbox processes on one PostgreSQL database', () => {
  it('sign in through either: the sign-in pages of one continue on the other', async () => {
    const served = [...proxy.served];
    const signedIn = await tokensFor(proxy.url, 'guest@example.com');
    // Both processes answered parts of this one sign-in.
    expect(proxy.served[0]).toBeGreaterThan(served[0] ?? 0);
    expect(proxy.served[1]).toBeGreaterThan(served[1] ?? 0);
    for (const via of running)
      expect(
        (await api(via, '/api/v2beta/auth/discover', { token: signedIn.access_token })).status,
      ).toBe(200);
  }, 120_000);

  it('a change through one reaches live sockets on both, in order, each once', async () => {
    const [a, b] = running as [Running, Running];
    const onA = await authenticatedLive(liveUrlOf(a.url), token);
    const onB = await authenticatedLive(liveUrlOf(b.url), token);
    // The first frame; the leader's simulator may already be moving a rollout on.
    expect(onB.messages[0]).toEqual({ type: 'authSuccess' });
    const [first, second] = await deviceUuids(a);
    // One through A, the next through B once A answered.
    expect((await api(a, `${DEVICES}/${first}`, { method: 'DELETE', token })).status).toBe(202);
    expect((await api(b, `${DEVICES}/${second}`, { method: 'DELETE', token })).status).toBe(202);
    const deletions = (client: LiveClient) =>
      client.messages.filter((m) => m.type === 'DeleteDeviceRequest').map((m) => m.deviceUuid);
    for (const client of [onA, onB]) {
      await until('both deletions arrive', () => deletions(client).length >= 2);
      expect(deletions(client)).toEqual([first, second]);
    }
    for (const client of [onA, onB]) client.socket.close();
  }, 120_000);

  it('a rename through one reaches a live socket on the other, as the frame users get', async () => {
    const [a, b] = running as [Running, Running];
    const onB = await authenticatedLive(liveUrlOf(b.url), token);
    const [device] = await deviceUuids(a);
    const name = `Renamed through process ${a.process.child.pid}`;
    const renamed = await api(a, `${DEVICES}/name/${device}`, {
      method: 'PUT',
      token,
      body: { name },
    });
    expect(renamed.status).toBe(200);
    const frame = await until('the rename reaches B', () =>
      onB.messages.find((m) => m.type === 'DeviceChanged' && m.deviceUuid === device),
    );
    expect(frame).toEqual({ type: 'DeviceChanged', deviceUuid: device, deviceName: name });
    // And B answers with the new name.
    const { body } = await api(b, `${DEVICES}/${device}`, { token });
    expect((body as { deviceName: string }).deviceName).toBe(name);
    onB.socket.close();
  }, 120_000);

  it('a scheduled update starts once, on the leader', async () => {
    const [a, b] = running as [Running, Running];
    expect(leads(a)).toBe(true);
    expect(leads(b)).toBe(false);
    const onA = await authenticatedLive(liveUrlOf(a.url), token);
    const onB = await authenticatedLive(liveUrlOf(b.url), token);
    const device = await scheduleUpdate(b, 3_000);
    await until('the scheduled update starts', async () =>
      (await updateStateOf(b, device)) !== 'Scheduled' ? true : undefined,
    );
    for (const client of [onA, onB])
      await until('its Outdated status arrives', () => statusFrames(client, device, 'Outdated')[0]);
    // Once the device moved on from that status, no second start can come.
    const { body } = await api(b, `${UPDATES}/devices/${device}`, { token });
    expect(body).toHaveLength(1);
    for (const client of [onA, onB]) {
      expect(statusFrames(client, device, 'Outdated')).toHaveLength(1);
      client.socket.close();
    }
  }, 180_000);

  it('kill -9 of a process during a stream of writes loses no acknowledged write', async () => {
    const [a, b] = running as [Running, Running];
    const acknowledged: string[] = [];
    let stopWriting = false;
    const writing = (async () => {
      for (let i = 0; !stopWriting; i++) {
        const key = `kill-9-${i}`;
        const answer = await api(b, OPTIONS, {
          method: 'POST',
          token,
          body: { key, value: { i } },
        }).catch(() => undefined);
        if (!answer) return; // the process is gone
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(key);
      }
    })();
    await until('writes are acknowledged', () => acknowledged.length >= 10);
    await kill(b);
    stopWriting = true;
    await writing;
    const { status, body } = await api(a, OPTIONS, { token });
    expect(status).toBe(200);
    const stored = new Set((body as { key: string }[]).map(({ key }) => key));
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    // The follower is started again for the next test.
    await start(b.port);
  }, 300_000);

  it('killing the leader moves the scheduler: the next scheduled update still starts', async () => {
    const [a, b] = running as [Running, Running];
    expect(leads(a)).toBe(true);
    await kill(a);
    await until('the other process takes the lead', () => leads(b));
    const onB = await authenticatedLive(liveUrlOf(b.url), token);
    const device = await scheduleUpdate(b, 2_000);
    await until('the next scheduled update starts', async () =>
      (await updateStateOf(b, device)) !== 'Scheduled' ? true : undefined,
    );
    await until('its Outdated status arrives', () => statusFrames(onB, device, 'Outdated')[0]);
    expect(statusFrames(onB, device, 'Outdated')).toHaveLength(1);
    onB.socket.close();
  }, 180_000);
});

describe('pnpm start -- --workers N', () => {
  it('serves one port with N processes: live sockets on any hear changes made on any, a dead worker is replaced, SIGTERM stops all', async () => {
    const workersDir = tempDataDir();
    const primary = await spawnSandbox(['--data', workersDir, '--devices', '10', '--workers', '2']);
    try {
      expect(primary.output()).toContain('worker processes   2');
      const leaderPid = await until(
        'a worker leads',
        () => /Process (\d+) leads/.exec(primary.output())?.[1],
      );
      const via = { url: primary.url };
      const { access_token: own } = await tokensFor(primary.url, 'dev@example.com');
      // Connections are handed to the workers in turn: these sockets sit on both.
      const clients = await Promise.all(
        [0, 1, 2, 3].map(() => authenticatedLive(liveUrlOf(primary.url), own)),
      );
      // Each socket's first frame; the leader's simulator may already be moving a rollout on.
      for (const client of clients) expect(client.messages[0]).toEqual({ type: 'authSuccess' });
      const { body } = await api(via, `${DEVICES}?limit=1`, { token: own });
      const [device] = (body as { values: { deviceUuid: string }[] }).values;
      const path = `${DEVICES}/${device?.deviceUuid}`;
      expect((await api(via, path, { method: 'DELETE', token: own })).status).toBe(202);
      for (const client of clients) {
        await until('the deletion arrives', () =>
          client.messages.find((m) => m.type === 'DeleteDeviceRequest'),
        );
        client.socket.close();
      }

      process.kill(Number(leaderPid), 'SIGKILL');
      await until('another worker is started and one leads', () => {
        const output = primary.output();
        return (
          output.includes(`Worker ${leaderPid} stopped (SIGKILL); starting another.`) &&
          [...output.matchAll(/Process (\d+) leads/g)].some(([, pid]) => pid !== leaderPid)
        );
      });
      primary.child.kill('SIGTERM');
      expect(await primary.exited).toEqual({ code: 0, signal: null });
    } finally {
      // Stopped cleanly (its workers with it) when the test failed before the end.
      primary.child.kill('SIGTERM');
      await primary.exited;
      removeDir(workersDir);
    }
  }, 300_000);
});
