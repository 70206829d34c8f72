import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, createLiveHub, type LiveEventFeed } from '../src/live/hub.js';
import type { LiveMessage } from '../src/live/messages.js';
import { LIVE_MAX_BATCH_MESSAGES } from '../src/live/turn-batches.js';
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

  it("sends a turn's messages in one batch frame to a client that asked for batches, one frame each to the others", async () => {
    const batching = connect(url);
    const plain = connect(url);
    await Promise.all([batching.opened, plain.opened]);
    batching.send({ type: 'authenticate', token: 'good', batch: true });
    plain.send({ type: 'authenticate', token: 'good' });
    await Promise.all([batching.received(1), plain.received(1)]);

    const seen = (n: number) => ({ type: 'DeviceSeen', uuid: `d-${n}`, lastSeen: `2025-01-0${n}` });
    // One turn: three messages.
    for (const n of [1, 2, 3]) expect(hub.deliver('r1', seen(n))).toBe(2);
    // The next turn: a lone message goes as it is.
    await new Promise((done) => setImmediate(done));
    hub.deliver('r1', { type: 'TufTargetAdded' });

    expect((await batching.received(3)).slice(1)).toEqual([
      { type: 'batch', messages: [seen(1), seen(2), seen(3)] },
      { type: 'TufTargetAdded' },
    ]);
    expect((await plain.received(5)).slice(1)).toEqual([
      seen(1),
      seen(2),
      seen(3),
      { type: 'TufTargetAdded' },
    ]);
    for (const client of [batching, plain]) {
      client.socket.close();
      await client.closed;
    }
  });

  it('reads a batch that is not true as no batches: the client is admitted and gets one frame a message', async () => {
    for (const batch of ['yes', 1, null, { on: true }]) {
      const client = connect(url);
      await client.opened;
      client.send({ type: 'authenticate', token: 'good', batch });
      expect(await client.received(1)).toEqual([{ type: 'authSuccess' }]);
      hub.deliver('r1', { type: 'DeviceSeen', uuid: 'd-1' });
      hub.deliver('r1', { type: 'DeviceSeen', uuid: 'd-2' });
      expect((await client.received(3)).slice(1)).toEqual([
        { type: 'DeviceSeen', uuid: 'd-1' },
        { type: 'DeviceSeen', uuid: 'd-2' },
      ]);
      client.socket.close();
      await client.closed;
    }
  });

  it(`splits a turn of more than ${LIVE_MAX_BATCH_MESSAGES} messages into batches, in order`, async () => {
    const client = connect(url);
    await client.opened;
    client.send({ type: 'authenticate', token: 'good', batch: true });
    await client.received(1);

    const count = LIVE_MAX_BATCH_MESSAGES + 2;
    for (let n = 0; n < count; n++) hub.deliver('r1', { type: 'DeviceSeen', uuid: `d-${n}` });

    const [, first, second] = await client.received(3);
    const uuids = [first, second].flatMap((frame) =>
      (frame?.messages as Array<{ uuid: string }>).map((message) => message.uuid),
    );
    expect((first?.messages as unknown[]).length).toBe(LIVE_MAX_BATCH_MESSAGES);
    expect(uuids).toEqual(Array.from({ length: count }, (_, n) => `d-${n}`));
    client.socket.close();
    await client.closed;
  });
});

describe('the live hub on a feed shared by processes', () => {
  const heard = new Set<(repositoryId: string, message: LiveMessage) => void>();
  const published: LiveMessage[] = [];
  /** Stands for the database: what any process publishes, every process hears. */
  const feed: LiveEventFeed = {
    async publish(repositoryId, message) {
      published.push(message);
      for (const listener of heard) listener(repositoryId, message);
    },
    subscribe(listener) {
      heard.add(listener);
      return () => heard.delete(listener);
    },
  };
  const hub = createLiveHub({
    authenticate: async () => ({
      repositoryId: 'r1',
      userId: 'u1',
      expiresAt: Date.now() + 60_000,
      receives: () => true,
    }),
    feed,
  });
  let server: Server;

  afterAll(async () => {
    await hub.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(heard.size).toBe(0);
  });

  it("publishes through the feed and delivers what it hears, another process's events too", async () => {
    server = createServer();
    server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect(`ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`);
    await client.opened;
    client.send({ type: 'authenticate', token: 'any' });
    await client.received(1);

    hub.publish('r1', { type: 'TufTargetAdded', packageId: 'here' });
    expect(published).toEqual([{ type: 'TufTargetAdded', packageId: 'here' }]);
    // Published by another process on the same feed.
    await feed.publish('r1', { type: 'TufTargetAdded', packageId: 'there' });
    expect((await client.received(3)).slice(1)).toEqual([
      { type: 'TufTargetAdded', packageId: 'here' },
      { type: 'TufTargetAdded', packageId: 'there' },
    ]);
    client.socket.close();
    await client.closed;
  });
});
