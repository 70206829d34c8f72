import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, createLiveHub } from '../src/live/hub.js';
import type { Sandbox } from '../src/sandbox.js';
import { connectLive as connect } from './helpers/live-client.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

describe('SPEC §4 live events over a websocket', () => {
  let sandbox: Sandbox;
  let liveUrl: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    liveUrl = `${sandbox.url.replace(/^http/, 'ws')}${LIVE_PATH}`;
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
  });

  it('answers a plain HTTP request to its address with 426 Upgrade Required', async () => {
    const response = await fetch(`${sandbox.url}${LIVE_PATH}`);
    expect(response.status).toBe(426);
    expect(response.headers.get('upgrade')).toBe('websocket');
    expect(await response.json()).toMatchObject({
      code: 'invalid_request',
      errorId: expect.any(String),
    });
  });

  it('answers authSuccess to a valid token and delivers the repository events', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const client = connect(liveUrl);
    await client.opened;
    client.send({ type: 'authenticate', token });
    expect(await client.received(1)).toEqual([{ type: 'authSuccess' }]);

    const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const personal = await sandbox.context.stores.repositories.personalOf(dev?.id ?? '');
    const delivered = sandbox.context.live.deliver(personal?.id ?? '', {
      type: 'DeviceSeen',
      uuid: 'd-1',
      lastSeen: '2025-01-01T00:00:00Z',
    });
    expect(delivered).toBe(1);
    expect((await client.received(2))[1]).toEqual({
      type: 'DeviceSeen',
      uuid: 'd-1',
      lastSeen: '2025-01-01T00:00:00Z',
    });

    // Events of another repository do not reach it.
    expect(
      sandbox.context.live.deliver('another-repository', { type: 'DeviceSeen', uuid: 'd-2' }),
    ).toBe(0);
    client.socket.close();
    await client.closed;
  });

  it('answers authFailure to a refused token and closes', async () => {
    const client = connect(liveUrl);
    await client.opened;
    client.send({ type: 'authenticate', token: 'not-a-token' });
    expect((await client.received(1))[0]).toMatchObject({ type: 'authFailure' });
    expect((await client.closed).code).toBe(1008);
  });

  it('answers authError to a first message that is not an authenticate message and closes', async () => {
    const client = connect(liveUrl);
    await client.opened;
    client.send('hello');
    expect((await client.received(1))[0]).toMatchObject({ type: 'authError' });
    expect((await client.closed).code).toBe(1008);
  });

  it("sends 'time to die' to every client when the sandbox stops", async () => {
    const other = await startTestSandbox();
    const { access_token: token } = await tokensFor(other.url, 'maker@example.com');
    const client = connect(`${other.url.replace(/^http/, 'ws')}${LIVE_PATH}`);
    await client.opened;
    client.send({ type: 'authenticate', token });
    await client.received(1);
    await other.close();
    expect((await client.received(2))[1]).toEqual({ type: 'time to die' });
    expect((await client.closed).code).toBe(1001);
    removeDir(other.config.dataDir);
  });
});

describe('the live hub', () => {
  let server: Server;
  let url: string;
  const hub = createLiveHub({
    authenticate: async (token) =>
      token === 'good'
        ? { repositoryId: 'r1', userId: 'u1', expiresAt: Date.now() + 60_000, receives: () => true }
        : undefined,
    authTimeoutMs: 200,
  });

  beforeAll(async () => {
    server = createServer();
    server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`;
  });

  afterAll(async () => {
    await hub.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('closes a connection that does not authenticate in time', async () => {
    const client = connect(url);
    await client.opened;
    expect((await client.closed).code).toBe(1008);
    expect(client.messages).toEqual([]);
  });

  it('fans a message out to every connection of the room', async () => {
    const clients = [connect(url), connect(url)];
    for (const client of clients) {
      await client.opened;
      client.send({ type: 'authenticate', token: 'good' });
      await client.received(1);
    }
    expect(hub.connectionCount('r1')).toBe(2);
    expect(hub.deliver('r1', { type: 'TufTargetAdded' })).toBe(2);
    for (const client of clients) {
      expect((await client.received(2))[1]).toEqual({ type: 'TufTargetAdded' });
      client.socket.close();
      await client.closed;
    }
  });
});
