// Issue finding "One frame stops the server", and the live channel surviving any client:
// whatever one socket sends closes that socket alone, with a documented close code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccessChanges } from '../src/live/access-changes.js';
import { LIVE_CLOSE, LIVE_MAX_FRAME_BYTES } from '../src/live/close-codes.js';
import { createLiveHub, type LiveGrant, type LiveHubOptions } from '../src/live/hub.js';
import { spawnSandbox, type SandboxProcess } from './helpers/child.js';
import {
  authenticatedLive,
  connectLive,
  liveUrlOf,
  type LiveClient,
} from './helpers/live-client.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, tempDataDir } from './helpers/sandbox.js';

const oversized = (): string =>
  JSON.stringify({ type: 'authenticate', token: 'x'.repeat(LIVE_MAX_FRAME_BYTES) });

describe('one frame does not stop the sandbox process', () => {
  let running: SandboxProcess | undefined;
  let origin: string;
  let dataDir: string;
  let token: string;
  let exitedEarly = false;

  beforeAll(async () => {
    dataDir = tempDataDir();
    running = await spawnSandbox(['--data', dataDir, '--devices', '5']);
    origin = running.url;
    void running.exited.then(() => (exitedEarly = true));
    token = (await tokensFor(origin, 'dev@example.com')).access_token;
  }, 180_000);

  afterAll(async () => {
    if (running) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    removeDir(dataDir);
  });

  /** The process still runs, serves HTTP and lets a well-behaved client authenticate. */
  async function expectServing(): Promise<void> {
    expect(exitedEarly).toBe(false);
    expect((await fetch(`${origin}/api/v2beta/live`)).status).toBe(426);
    const client = await authenticatedLive(liveUrlOf(origin), token);
    expect(client.messages).toEqual([{ type: 'authSuccess' }]);
    client.socket.close();
    await client.closed;
  }

  it('closes an unauthenticated socket that sends a frame over the limit with 1009', async () => {
    const client = connectLive(liveUrlOf(origin));
    await client.opened;
    client.send(oversized());
    expect((await client.closed).code).toBe(LIVE_CLOSE.messageTooBig);
    await expectServing();
  });

  it('closes an authenticated socket that sends a frame over the limit with 1009', async () => {
    const client = await authenticatedLive(liveUrlOf(origin), token);
    client.send(oversized());
    expect((await client.closed).code).toBe(LIVE_CLOSE.messageTooBig);
    await expectServing();
  });

  it('closes a socket that sends text that is not UTF-8 with 1007', async () => {
    const client = await authenticatedLive(liveUrlOf(origin), token);
    client.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect((await client.closed).code).toBe(1007);
    await expectServing();
  });

  it('closes a socket that sends a binary frame with 1003', async () => {
    const client = connectLive(liveUrlOf(origin));
    await client.opened;
    client.socket.send(Buffer.from(JSON.stringify({ type: 'authenticate', token })));
    expect((await client.closed).code).toBe(LIVE_CLOSE.unsupportedData);
    expect(client.messages).toEqual([]);
    await expectServing();
  });

  it('closes a socket that sends an unreadable frame after authenticating with 4400', async () => {
    for (const frame of ['{"type":', 'null', '{"type":"subscribe"}', '"authenticate"']) {
      const client = await authenticatedLive(liveUrlOf(origin), token);
      client.send(frame);
      expect(await client.closed).toMatchObject({ code: LIVE_CLOSE.messageNotUnderstood });
    }
    await expectServing();
  });
});

describe('the live hub against a misbehaving client', () => {
  let server: Server;
  let url: string;
  let hub: ReturnType<typeof createLiveHub>;
  const clients: LiveClient[] = [];
  const grant = (userId: string, fields: Partial<LiveGrant> = {}): LiveGrant => ({
    repositoryId: 'r1',
    userId,
    expiresAt: Date.now() + 60_000,
    receives: () => true,
    ...fields,
  });

  async function startHub(options: LiveHubOptions): Promise<void> {
    hub = createLiveHub(options);
    server = createServer();
    server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = liveUrlOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  const open = async (token: string, options: { batch?: boolean } = {}): Promise<LiveClient> => {
    const client = await authenticatedLive(url, token, options);
    clients.push(client);
    return client;
  };

  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate();
    await hub.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('closes a socket that sends a second authenticate before the first is answered (4400)', async () => {
    let answer: (grant: LiveGrant) => void = () => undefined;
    await startHub({ authenticate: () => new Promise((resolve) => (answer = resolve)) });
    const client = connectLive(url);
    clients.push(client);
    await client.opened;
    client.send({ type: 'authenticate', token: 'a' });
    client.send({ type: 'authenticate', token: 'a' });
    expect(await client.closed).toMatchObject({ code: LIVE_CLOSE.messageNotUnderstood });
    answer(grant('u1'));
    expect(hub.connectionCount()).toBe(0);
  });

  it('closes a socket that floods with frames (4429), and only that one', async () => {
    await startHub({
      authenticate: async (token) => grant(token),
      floodLimit: { frames: 5, windowMs: 60_000 },
    });
    const quiet = await open('quiet');
    const flooder = await open('flooder');
    for (let sent = 2; sent <= 6; sent++) {
      flooder.send({ type: 'authenticate', token: 'flooder' });
      await flooder.received(sent);
    }
    expect(await flooder.closed).toMatchObject({ code: LIVE_CLOSE.tooManyMessages });
    expect(flooder.messages.filter(({ type }) => type === 'authSuccess')).toHaveLength(5);
    expect(hub.deliver('r1', { type: 'DeviceSeen' })).toBe(1);
    expect((await quiet.received(2))[1]).toEqual({ type: 'DeviceSeen' });
  });

  it('refuses a connection over the per-user cap with 1013, other users unaffected', async () => {
    await startHub({ authenticate: async (token) => grant(token), maxConnectionsPerUser: 2 });
    await open('u1');
    await open('u1');
    const third = await open('u1');
    expect(await third.closed).toMatchObject({ code: LIVE_CLOSE.tryAgainLater });
    expect(third.messages).toEqual([]);
    expect((await open('u2')).messages).toEqual([{ type: 'authSuccess' }]);
    expect(hub.connectionCount('r1')).toBe(3);
  });

  it.each([
    ['one frame an event', false],
    ['batch frames', true],
  ])(
    'cuts off a socket that leaves more than its limit unread, and only that one (%s)',
    async (_, batch) => {
      await startHub({ authenticate: async (token) => grant(token), maxUnreadBytes: 64 * 1024 });
      const reader = await open('reader');
      const stalled = await open('stalled', { batch });
      // The stalled client stops reading: the kernel's buffers fill, then the sandbox's.
      stalled.socket.pause();
      const event = { type: 'DeviceSeen', deviceUuid: 'd1', padding: 'x'.repeat(4000) };
      let delivered = 0;
      while (hub.connectionCount('r1') === 2 && delivered < 20_000) {
        hub.deliver('r1', event);
        delivered += 1;
        // Ten frames a turn, as live events come: the writes of a turn leave together after it.
        if (delivered % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      expect(hub.connectionCount('r1')).toBe(1);
      stalled.socket.resume();
      expect((await stalled.closed).code).toBe(1006);
      // The one reading got every event, in order, and still gets the next.
      expect(hub.deliver('r1', { type: 'DeviceSeen', deviceUuid: 'd2' })).toBe(1);
      const messages = await reader.received(delivered + 2);
      expect(messages).toHaveLength(delivered + 2);
      expect(messages.at(-1)).toEqual({ type: 'DeviceSeen', deviceUuid: 'd2' });
      expect(messages.slice(1, -1).every((message) => message.deviceUuid === 'd1')).toBe(true);
    },
  );

  it('closes a socket whose token expires, with authFailure and 1008', async () => {
    await startHub({ authenticate: async () => grant('u1', { expiresAt: Date.now() + 300 }) });
    const client = await open('short');
    expect(await client.closed).toMatchObject({ code: LIVE_CLOSE.policyViolation });
    expect(client.messages[1]).toMatchObject({ type: 'authFailure' });
    expect(hub.connectionCount()).toBe(0);
  });

  it('keeps a socket open past the first expiry when it authenticates again with a renewed token', async () => {
    await startHub({
      authenticate: async (token) =>
        grant('u1', { expiresAt: Date.now() + (token === 'renewed' ? 60_000 : 1_000) }),
    });
    const client = await open('first');
    client.send({ type: 'authenticate', token: 'renewed' });
    expect((await client.received(2))[1]).toEqual({ type: 'authSuccess' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    expect(hub.deliver('r1', { type: 'DeviceSeen' })).toBe(1);
  });

  it('delivers only the events the grant receives', async () => {
    await startHub({
      authenticate: async () => grant('u1', { receives: (type) => type === 'TufTargetAdded' }),
    });
    const client = await open('packages-only');
    expect(hub.deliver('r1', { type: 'DeviceSeen' })).toBe(0);
    expect(hub.deliver('r1', { type: 'TufTargetAdded' })).toBe(1);
    expect((await client.received(2))[1]).toEqual({ type: 'TufTargetAdded' });
  });

  it('checks again a socket whose authentication was answered across an access change', async () => {
    const accessChanges = createAccessChanges();
    let withdrawn = false;
    let answerFirst: (grant: LiveGrant) => void = () => undefined;
    let asked = 0;
    await startHub({
      accessChanges,
      authenticate: (token) => {
        asked += 1;
        if (asked === 1) return new Promise((resolve) => (answerFirst = resolve));
        return Promise.resolve(withdrawn ? undefined : grant(token));
      },
    });
    const client = connectLive(url);
    clients.push(client);
    await client.opened;
    client.send({ type: 'authenticate', token: 'slow' });
    await expect.poll(() => asked).toBe(1);
    withdrawn = true;
    accessChanges.publish({ userId: 'slow' });
    answerFirst(grant('slow'));
    expect(await client.closed).toMatchObject({ code: LIVE_CLOSE.policyViolation });
    expect(client.messages).toEqual([
      { type: 'authSuccess' },
      { type: 'authFailure', message: expect.any(String) },
    ]);
  });

  it('re-checks the sockets an access change concerns: refused ones close, others re-scope', async () => {
    const accessChanges = createAccessChanges();
    const withdrawn = new Set<string>();
    await startHub({
      accessChanges,
      authenticate: async (token) =>
        withdrawn.has(token)
          ? undefined
          : grant(token, token === 'moved' && withdrawn.size > 0 ? { repositoryId: 'r2' } : {}),
    });
    const kept = await open('kept');
    const gone = await open('gone');
    const moved = await open('moved');
    withdrawn.add('gone');
    accessChanges.publish({ repositoryId: 'r1', userId: 'gone' });
    accessChanges.publish({ userId: 'moved' });
    // From the change on, nothing more reaches the re-checked sockets.
    expect(hub.deliver('r1', { type: 'DeviceSeen' })).toBe(1);
    expect(await gone.closed).toMatchObject({ code: LIVE_CLOSE.policyViolation });
    expect(gone.messages).toEqual([
      { type: 'authSuccess' },
      { type: 'authFailure', message: expect.any(String) },
    ]);
    await expect.poll(() => hub.connectionCount('r2')).toBe(1);
    expect(hub.deliver('r2', { type: 'DeviceSeen' })).toBe(1);
    expect((await moved.received(2))[1]).toEqual({ type: 'DeviceSeen' });
    expect((await kept.received(2))[1]).toEqual({ type: 'DeviceSeen' });
  });
});
