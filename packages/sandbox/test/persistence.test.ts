import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_PATH } from '../src/live/hub.js';
import { CONSOLE_CLIENT_ID, tokenRequest, tokensFor } from './helpers/oidc.js';
import { spawnSandbox } from './helpers/child.js';
import { api, removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

describe('DESIGN persistence: the data folder survives a restart', () => {
  it('keeps users, keys and sessions: tokens from before the restart still work', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = await startTestSandbox({ dataDir });
    const port = Number(new URL(first.url).port);
    const before = await tokensFor(first.url, 'dev@example.com');
    await first.context.stores.users.create({
      email: 'kept@example.com',
      password: 'kept',
      registered: true,
    });
    await first.close();
    // Let fetch's connection pool see the closed keep-alive sockets before reusing the port.
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Same port, so the issuer (and the tokens' iss) stays the same.
    const second = await startTestSandbox({ dataDir, port });
    try {
      expect(await second.context.stores.users.findByEmail('kept@example.com')).toBeDefined();
      const discovered = await api(second, '/api/v2beta/auth/discover', {
        token: before.access_token,
      });
      expect(discovered.status).toBe(200);
      const renewed = await tokenRequest(`${second.url}/idp`, {
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token ?? '',
        client_id: CONSOLE_CLIENT_ID,
      });
      expect(
        (await api(second, '/api/v2beta/auth/discover', { token: renewed.access_token })).status,
      ).toBe(200);
      // Demo accounts are not created twice.
      expect(await second.context.stores.users.count()).toBe(5);
    } finally {
      await second.close();
    }
  });

  it('starts clean with --reset', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = await startTestSandbox({ dataDir });
    await first.context.stores.users.create({ email: 'gone@example.com' });
    await first.close();
    const second = await startTestSandbox({ dataDir, reset: true });
    expect(await second.context.stores.users.findByEmail('gone@example.com')).toBeUndefined();
    expect(await second.context.stores.users.findByEmail('dev@example.com')).toBeDefined();
    await second.close();
  });
});

describe('DESIGN persistence: a killed process loses no acknowledged write', () => {
  it('keeps every user option the API acknowledged before kill -9', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const running = await spawnSandbox(['--data', dataDir]);
    const { access_token: token } = await tokensFor(running.url, 'dev@example.com');

    const acknowledged: string[] = [];
    for (let i = 0; i < 40; i++) {
      const key = `durable-${i}`;
      const { status } = await api(running, '/api/accounts/users/metadata/v2', {
        method: 'POST',
        token,
        body: { key, value: { i } },
      });
      expect(status).toBe(200);
      acknowledged.push(key);
    }
    running.child.kill('SIGKILL');
    expect((await running.exited).signal).toBe('SIGKILL');

    const restarted = await startTestSandbox({ dataDir });
    try {
      const dev = await restarted.context.stores.users.findByEmail('dev@example.com');
      const stored = await restarted.context.stores.userOptions.list(dev?.id ?? '');
      expect(stored.map(({ key }) => key)).toEqual(expect.arrayContaining(acknowledged));
      expect(stored.find(({ key }) => key === 'durable-39')?.value).toEqual({ i: 39 });
    } finally {
      await restarted.close();
    }
  }, 120_000);
});

describe('the sandbox process', () => {
  it("on SIGTERM sends 'time to die' to live clients and exits 0", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const running = await spawnSandbox(['--data', dataDir]);
    expect(running.output()).toContain('admin@example.com');
    const { access_token: token } = await tokensFor(running.url, 'maker@example.com');

    const socket = new WebSocket(`${running.url.replace(/^http/, 'ws')}${LIVE_PATH}`);
    const messages: unknown[] = [];
    const authenticated = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        messages.push(JSON.parse(data.toString()));
        if (messages.length === 1) resolve();
      }),
    );
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'authenticate', token }));
    await authenticated;

    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(await closed).toBe(1001);
    expect(messages).toEqual([{ type: 'authSuccess' }, { type: 'time to die' }]);
    // A process started and seeded from nothing: like the tests above, far more than it needs.
  }, 120_000);
});
