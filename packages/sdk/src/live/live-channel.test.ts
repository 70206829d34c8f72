import { effect, signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualScheduler } from '../stores/support/manual-scheduler';
import { createLiveChannel, type LiveEvent } from './live-channel';
import { liveChannelUrl } from './live-socket';
import { fakeSockets } from './testing/fake-socket';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

function setup(token: () => string | undefined = () => 'token-1') {
  const sockets = fakeSockets();
  const scheduler = manualScheduler();
  const logger = { warn: vi.fn() };
  const getToken = vi.fn(token);
  const channel = createLiveChannel({
    baseUrl: 'http://127.0.0.1:8080',
    getToken,
    WebSocket: sockets.WebSocket,
    scheduler,
    logger,
  });
  const events: LiveEvent[] = [];
  channel.onEvent((event) => events.push(event));
  // Opens the newest socket and lets the client authenticate.
  const connect = async () => {
    sockets.latest().open();
    await tick();
    sockets.latest().receive({ type: 'authSuccess' });
  };
  return { sockets, scheduler, logger, getToken, channel, events, connect };
}

afterEach(() => vi.unstubAllGlobals());

describe('live channel address', () => {
  it('is /api/v2beta/live on the API origin, ws for http and wss for https', () => {
    expect(liveChannelUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/api/v2beta/live');
    expect(liveChannelUrl('https://fleet.example.com/console/')).toBe(
      'wss://fleet.example.com/console/api/v2beta/live',
    );
  });

  it('resolves a same-origin base against the page', () => {
    vi.stubGlobal('location', { href: 'https://fleet.example.com/devices' });
    expect(liveChannelUrl('')).toBe('wss://fleet.example.com/api/v2beta/live');
  });

  it('says what to pass where there is no built-in WebSocket (Node 20)', () => {
    vi.stubGlobal('WebSocket', undefined);
    expect(() => createLiveChannel({ baseUrl: 'http://h', getToken: () => 't' })).toThrow(
      /`ws` package/,
    );
  });
});

describe('SPEC §4 live channel authentication', () => {
  it('sends an authenticate message with the active access token, asking for batch frames; authSuccess authenticates', async () => {
    const { sockets, channel, getToken, connect } = setup();
    expect(sockets.latest().url).toBe('ws://127.0.0.1:8080/api/v2beta/live');
    expect(channel.status.value).toBe('connecting');
    sockets.latest().open();
    expect(channel.status.value).toBe('authenticating');
    await tick();
    expect(getToken).toHaveBeenCalledWith('active');
    expect(sockets.latest().sent).toEqual([
      { type: 'authenticate', token: 'token-1', batch: true },
    ]);
    await connect();
    expect(channel.status.value).toBe('authenticated');
  });

  it.each(['authError', 'authFailure'])('%s closes it and reconnects after 5 s', async (type) => {
    const { sockets, scheduler, channel, logger } = setup();
    sockets.latest().open();
    await tick();
    sockets.latest().receive({ type, message: 'The access token was refused.' });
    expect(sockets.latest().closedByClient).toBe(true);
    await tick();
    expect(channel.status.value).toBe('closed');
    expect(logger.warn).toHaveBeenCalled();
    scheduler.advance(4999);
    expect(sockets.all).toHaveLength(1);
    scheduler.advance(1);
    expect(sockets.all).toHaveLength(2);
    expect(channel.status.value).toBe('connecting');
  });

  it('without a token, logs, closes and tries again after 5 s', async () => {
    const { sockets, scheduler, logger } = setup(() => undefined);
    sockets.latest().open();
    await tick();
    expect(sockets.latest().sent).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/No access token/));
    await tick();
    scheduler.advance(5000);
    expect(sockets.all).toHaveLength(2);
  });
});

describe('SPEC §4 live channel closes and reconnects', () => {
  it("'time to die' closes it; it comes back after 5 s", async () => {
    const { sockets, scheduler, channel, connect } = setup();
    await connect();
    sockets.latest().receive({ type: 'time to die' });
    expect(sockets.latest().closedByClient).toBe(true);
    await tick();
    expect(channel.status.value).toBe('closed');
    scheduler.advance(5000);
    expect(sockets.all).toHaveLength(2);
  });

  it('any close reconnects after 5 s, once per close', async () => {
    const { sockets, scheduler, channel, connect } = setup();
    await connect();
    sockets.latest().drop();
    expect(channel.status.value).toBe('closed');
    expect(scheduler.pendingCount).toBe(1);
    scheduler.advance(5000);
    expect(sockets.all).toHaveLength(2);
    // A connection that never opens closes too, and is retried the same way.
    sockets.latest().drop();
    scheduler.advance(5000);
    expect(sockets.all).toHaveLength(3);
    await connect();
    expect(channel.status.value).toBe('authenticated');
  });

  it('retries when the socket cannot even be made', async () => {
    const sockets = fakeSockets();
    let fail = true;
    const scheduler = manualScheduler();
    const logger = { warn: vi.fn() };
    const Flaky = class extends sockets.WebSocket {
      constructor(url: string) {
        if (fail) throw new Error('Network is unreachable');
        super(url);
      }
    };
    const channel = createLiveChannel({
      baseUrl: 'http://h',
      getToken: () => 't',
      WebSocket: Flaky,
      scheduler,
      logger,
    });
    expect(channel.status.value).toBe('closed');
    expect(logger.warn).toHaveBeenCalledWith('Could not open the live channel', expect.any(Error));
    fail = false;
    scheduler.advance(5000);
    expect(sockets.all).toHaveLength(1);
  });

  it('tells onReconnected listeners after a lost connection, not on the first authentication', async () => {
    const { sockets, scheduler, channel, connect } = setup();
    const reconnected = vi.fn();
    channel.onReconnected(reconnected);
    await connect();
    expect(reconnected).not.toHaveBeenCalled();
    sockets.latest().drop();
    scheduler.advance(5000);
    await connect();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('dispose() closes it for good', async () => {
    const { sockets, scheduler, channel, connect, events } = setup();
    await connect();
    channel.dispose();
    expect(channel.status.value).toBe('closed');
    expect(sockets.latest().closedByClient).toBe(true);
    await tick();
    scheduler.advance(60_000);
    expect(sockets.all).toHaveLength(1);
    sockets.latest().receive({ type: 'DeviceSeen', deviceUuid: UUID, lastSeen: 'x' });
    expect(events).toEqual([]);
  });

  it('dispose() during the wait cancels the reconnect', async () => {
    const { sockets, scheduler, channel } = setup();
    sockets.latest().drop();
    channel.dispose();
    scheduler.advance(5000);
    expect(sockets.all).toHaveLength(1);
    expect(scheduler.pendingCount).toBe(0);
  });
});

/** An unsigned JWT expiring at `expiresAt` (ms): the channel reads only its `exp`. */
const jwtExpiringAt = (expiresAt: number, name: string) =>
  [{ alg: 'none' }, { sub: name, exp: expiresAt / 1000 }]
    .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, ''))
    .concat('sig')
    .join('.');

describe('the live channel token renewal', () => {
  it('sends the renewed token on the same socket before the first expires', async () => {
    const scheduler = manualScheduler();
    const expiresAt = scheduler.now() + 60_000;
    const tokens = [jwtExpiringAt(expiresAt, 'first'), jwtExpiringAt(expiresAt + 60_000, 'next')];
    const sockets = fakeSockets();
    const getToken = vi.fn(() => (scheduler.now() < expiresAt - 5_000 ? tokens[0] : tokens[1]));
    const channel = createLiveChannel({
      baseUrl: 'http://h',
      getToken,
      WebSocket: sockets.WebSocket,
      scheduler,
      logger: { warn: vi.fn() },
    });
    const reconnected = vi.fn();
    channel.onReconnected(reconnected);
    sockets.latest().open();
    await tick();
    sockets.latest().receive({ type: 'authSuccess' });
    scheduler.advance(60_000 - 4_001);
    await tick();
    expect(sockets.latest().sent).toHaveLength(1);
    scheduler.advance(1);
    await tick();
    expect(sockets.latest().sent).toEqual([
      { type: 'authenticate', token: tokens[0], batch: true },
      { type: 'authenticate', token: tokens[1], batch: true },
    ]);
    sockets.latest().receive({ type: 'authSuccess' });
    expect(channel.connection.value).toBe('connected');
    expect(reconnected).not.toHaveBeenCalled();
    expect(sockets.all).toHaveLength(1);
  });
});

describe('the live connection state', () => {
  it('is connecting at first, connected once authenticated, reconnecting while lost', async () => {
    const { sockets, scheduler, channel, connect } = setup();
    const seen: string[] = [];
    channel.connection.subscribe((state) => seen.push(state));
    expect(channel.connection.value).toBe('connecting');
    await connect();
    expect(channel.connection.value).toBe('connected');
    sockets.latest().drop();
    expect(channel.connection.value).toBe('reconnecting');
    scheduler.advance(5000);
    sockets.latest().open();
    await tick();
    // Open but not yet authenticated: live updates do not flow yet.
    expect(channel.connection.value).toBe('reconnecting');
    sockets.latest().receive({ type: 'authSuccess' });
    expect(channel.connection.value).toBe('connected');
    expect(seen).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('is reconnecting when the first connection fails or its token is refused', async () => {
    const { sockets, channel } = setup();
    sockets.latest().open();
    await tick();
    sockets.latest().receive({ type: 'authFailure', message: 'The access token has expired.' });
    await tick();
    expect(channel.connection.value).toBe('reconnecting');
  });

  it('is closed after dispose()', async () => {
    const { channel, connect } = setup();
    await connect();
    channel.dispose();
    expect(channel.connection.value).toBe('closed');
  });
});

describe('SPEC §4 live messages', () => {
  it('hands on JSON events with the uuid from uuid, device or deviceUuid', async () => {
    const { sockets, connect, events } = setup();
    await connect();
    sockets.latest().receive({ type: 'DeviceSeen', uuid: UUID, lastSeen: '2025-05-12T08:41:07Z' });
    sockets.latest().receive({ type: 'DeleteDeviceRequest', device: UUID });
    sockets
      .latest()
      .receive(
        new TextEncoder().encode(JSON.stringify({ type: 'DeviceCreated', deviceUuid: UUID })),
      );
    expect(events.map((e) => [e.type, e.deviceUuid])).toEqual([
      ['DeviceSeen', UUID],
      ['DeleteDeviceRequest', UUID],
      ['DeviceCreated', UUID],
    ]);
    const seen = events[0]!;
    // The event is typed by its type: narrowing on it gives the message's fields.
    expect(seen.type === 'DeviceSeen' && seen.message.lastSeen).toBe('2025-05-12T08:41:07Z');
  });

  it('keeps the last events, newest first, without their payload', async () => {
    const { sockets, connect, channel, scheduler } = setup();
    await connect();
    for (let i = 0; i < 25; i += 1)
      sockets
        .latest()
        .receive({ type: 'DeviceSeen', uuid: `d${i}`, lastSeen: '2025-05-12T08:41:07Z' });
    sockets.latest().receive({ type: 'TufTargetAdded', packageId: 'my-app-1.4.0' });
    const recent = channel.recentEvents.value;
    expect(recent).toHaveLength(20);
    expect(recent[0]).toEqual({
      at: new Date(scheduler.now()).toISOString(),
      type: 'TufTargetAdded',
    });
    expect(recent[1]).toMatchObject({ type: 'DeviceSeen', deviceUuid: 'd24' });
    expect(recent.at(-1)).toMatchObject({ deviceUuid: 'd6' });
  });

  it('logs and ignores unreadable messages and unknown types', async () => {
    const { sockets, connect, events, logger, channel } = setup();
    await connect();
    sockets.latest().receive('not json');
    sockets.latest().receive('[1,2]');
    sockets.latest().receive({ type: 'DeviceTeleported', deviceUuid: UUID });
    sockets.latest().receive({ type: 'DeviceUpdateStatus', deviceUuid: UUID, status: 'Melted' });
    expect(events).toEqual([]);
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'Ignored an unreadable live message',
      'Ignored an unreadable live message',
      "Ignored a live message of unknown type 'DeviceTeleported'",
      'Ignored a live DeviceUpdateStatus message: no known status',
    ]);
    expect(channel.status.value).toBe('authenticated');
  });

  it('TufTargetAdded tells onTufTargetAdded listeners (the package list reloads)', async () => {
    const { sockets, connect, channel } = setup();
    const added = vi.fn();
    const stop = channel.onTufTargetAdded(added);
    await connect();
    sockets.latest().receive({ type: 'TufTargetAdded', packageId: 'my-app-1.4.0' });
    sockets.latest().receive({ type: 'TufTargetAdded' });
    expect(added.mock.calls).toEqual([[{ packageId: 'my-app-1.4.0' }], [{}]]);
    stop();
    sockets.latest().receive({ type: 'TufTargetAdded' });
    expect(added).toHaveBeenCalledTimes(2);
  });

  it('a failing listener neither stops the others nor the channel', async () => {
    const { sockets, connect, channel, events, logger } = setup();
    channel.onEvent(() => {
      throw new Error('listener bug');
    });
    const later = vi.fn();
    channel.onEvent(later);
    await connect();
    sockets.latest().receive({ type: 'DeviceCreated', deviceUuid: UUID });
    expect(events).toHaveLength(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('A live event listener failed', expect.any(Error));
    expect(channel.status.value).toBe('authenticated');
  });
});

describe('live batch frames (several messages in one frame)', () => {
  const seen = (uuid: string) => ({ type: 'DeviceSeen', uuid, lastSeen: '2025-05-12T08:41:07Z' });

  it('hands on each message of a batch in order, as if each had come alone', async () => {
    const { sockets, connect, events, logger } = setup();
    await connect();
    sockets.latest().receive({
      type: 'batch',
      messages: [seen('d1'), { type: 'DeviceTeleported', uuid: 'd2' }, seen('d3')],
    });
    expect(events.map((event) => [event.type, event.deviceUuid])).toEqual([
      ['DeviceSeen', 'd1'],
      ['DeviceSeen', 'd3'],
    ]);
    expect(logger.warn).toHaveBeenCalledWith(
      "Ignored a live message of unknown type 'DeviceTeleported'",
      expect.any(String),
    );
  });

  it("applies a batch's messages together: a watcher of what they change runs once", async () => {
    const { sockets, connect, channel } = setup();
    const lastSeen = signal<Record<string, string>>({});
    channel.onEvent((event) => {
      if (event.type === 'DeviceSeen' && event.deviceUuid)
        lastSeen.value = { ...lastSeen.peek(), [event.deviceUuid]: event.message.lastSeen };
    });
    const runs: number[] = [];
    effect(() => void runs.push(Object.keys(lastSeen.value).length));
    const recentChanges = vi.fn();
    channel.recentEvents.subscribe(recentChanges);
    await connect();
    recentChanges.mockClear();

    sockets.latest().receive({
      type: 'batch',
      messages: Array.from({ length: 30 }, (_, i) => seen(`d${i}`)),
    });
    expect(runs).toEqual([0, 30]);
    expect(recentChanges).toHaveBeenCalledTimes(1);
    const recent = channel.recentEvents.value;
    expect(recent).toHaveLength(20);
    expect(recent[0]).toMatchObject({ type: 'DeviceSeen', deviceUuid: 'd29' });
    expect(recent.at(-1)).toMatchObject({ deviceUuid: 'd10' });
  });

  it('stops reading a batch at a message that closes the channel', async () => {
    const { sockets, connect, events } = setup();
    await connect();
    sockets.latest().receive({
      type: 'batch',
      messages: [seen('d1'), { type: 'time to die' }, seen('d2')],
    });
    expect(sockets.latest().closedByClient).toBe(true);
    expect(events.map((event) => event.deviceUuid)).toEqual(['d1']);
  });

  it('logs and ignores a batch without a list of messages', async () => {
    const { sockets, connect, events, logger } = setup();
    await connect();
    sockets.latest().receive({ type: 'batch', messages: seen('d1') });
    expect(events).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(
      'Ignored an unreadable live message',
      expect.any(String),
    );
  });
});
