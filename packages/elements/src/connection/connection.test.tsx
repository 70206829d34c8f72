// DESIGN "Custom elements" (configured by base-url and token | getToken | client) and SPEC §4
// live events: how widgets reach the API and the live channel.
import { createDevicesNamespace, createFleet, createFleetClient, type Device } from '@fleet/sdk';
import { signal } from '@preact/signals-react';
import { useState } from 'react';
import { assert, assertEqual, waitFor } from '../testing/assert.js';
import { fakeLiveChannel } from '../testing/fake-live-channel.js';
import { render, settle } from '../testing/render.js';
import { user } from '../testing/user.js';
import { createConnectionRegistry } from './connection-registry.js';
import { connectionSource } from './connection-props.js';
import { createFleetConnection, type FleetConnection } from './fleet-connection.js';
import { FleetProvider, useFleet } from './FleetProvider.js';
import { useSignals, useSignalValue } from './signals.js';
import { withFleetConnection } from './with-fleet-connection.js';

const API = 'https://fleet.example.com';
const authorizationOf = (connection: FleetConnection | undefined) =>
  connection?.client.authorization('/api/v2beta/devices');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection: token sources and their precedence', () => {
  it('client wins over getToken, which wins over token; none means no connection', async () => {
    const client = createFleetClient({ baseUrl: `${API}/`, getToken: () => 'from-client' });
    const getToken = () => 'from-function';
    assertEqual(connectionSource({ baseUrl: API })?.kind, undefined, 'no source');
    assertEqual(connectionSource({ token: 't', getToken })?.kind, 'getToken', 'getToken > token');
    assertEqual(connectionSource({ token: 't', getToken, client })?.kind, 'client', 'client first');
    assertEqual(connectionSource({ baseUrl: 'elsewhere', client })?.baseUrl, API, "client's URL");

    const registry = createConnectionRegistry();
    assertEqual(await authorizationOf(registry.connectionFor({ token: 't' })), 'Bearer t', 'token');
    assertEqual(
      await authorizationOf(registry.connectionFor({ token: 't', getToken: async () => 'async' })),
      'Bearer async',
      'async getToken',
    );
    assertEqual(
      await authorizationOf(registry.connectionFor({ getToken, client })),
      'Bearer from-client',
      'client',
    );
    const sdk = createFleet({ client });
    const fromSdk = registry.connectionFor({ client: sdk });
    assertEqual(fromSdk?.client, client, "an SDK's client is used as it is");
    assertEqual(fromSdk?.resource('devices'), sdk.devices, 'and so are its resources');
  });

  it('a connection from a client makes the resources its elements name, once', async () => {
    const client = createFleetClient({ baseUrl: API, getToken: () => 't' });
    const registry = createConnectionRegistry();
    const connection = registry.connectionFor({ client, live: null });
    let thrown: unknown;
    try {
      connection?.resource('fleets');
    } catch (error) {
      thrown = error;
    }
    assert(thrown instanceof Error, 'no factory for fleets: an error, not undefined');
    connection?.provideResources({ devices: createDevicesNamespace });
    const devices = connection?.resource('devices');
    assertEqual(typeof devices?.listDevices, 'function', 'made from the client');
    assertEqual(connection?.resource('devices'), devices, 'once per connection');
    assertEqual(connection?.sdk.devices, devices, 'its SDK view reads the same resource');
  });

  it('elements with the same base URL and token source share one connection', () => {
    const registry = createConnectionRegistry();
    const getToken = () => 'x';
    const a = registry.connectionFor({ baseUrl: `${API}/`, getToken, live: null });
    assert(a, 'connection');
    assertEqual(registry.connectionFor({ baseUrl: API, getToken, live: null }), a, 'shared');
    assert(registry.connectionFor({ baseUrl: API, getToken: () => 'x', live: null }) !== a, 'fn');
    assert(registry.connectionFor({ baseUrl: 'https://other', getToken, live: null }) !== a, 'url');
    assertEqual(registry.size, 3, 'three connections');
  });

  it('is forgotten a moment after the last holder lets go (or when nobody held it)', async () => {
    const registry = createConnectionRegistry({ idleMs: 20 });
    const connection = registry.connectionFor({ token: 't', live: null })!;
    const releaseA = connection.hold();
    const releaseB = connection.hold();
    releaseA();
    await wait(40);
    assertEqual(registry.connectionFor({ token: 't', live: null }), connection, 'still held');
    releaseB();
    await waitFor(() => registry.size === 0, { what: 'forgotten' });
    registry.connectionFor({ token: 'never held', live: null });
    assertEqual(registry.size, 1, 'made');
    await waitFor(() => registry.size === 0, { what: 'an unheld connection goes too' });
  });
});

describe('connection: SPEC §4 live channel', () => {
  it('opens the live channel on the first hold and disposes it after the last release', async () => {
    const channels = [fakeLiveChannel(), fakeLiveChannel()];
    let opened = 0;
    const connection = createFleetConnection({
      sdk: createFleet({ baseUrl: API, getToken: () => 't' }),
      openLive: () => channels[opened++]!,
      idleMs: 10,
    });
    assertEqual(connection.live.value, undefined, 'closed until held');
    const release = connection.hold();
    assertEqual(connection.live.value, channels[0], 'open');
    release();
    connection.hold()(); // a quick re-hold (a moved element) keeps the same channel
    assertEqual(channels[0]!.disposed, false, 'kept through a quick re-hold');
    await waitFor(() => channels[0]!.disposed, { what: 'disposed when idle' });
    assertEqual(connection.live.value, undefined, 'gone');
    connection.hold();
    assertEqual(connection.live.value, channels[1], 'a later hold opens a new one');
  });

  it('keeps synced stores current, across a reopened channel', async () => {
    const channels = [fakeLiveChannel(), fakeLiveChannel()];
    let opened = 0;
    const connection = createFleetConnection({
      sdk: createFleet({ baseUrl: API, getToken: () => 't' }),
      openLive: () => channels[opened++]!,
      idleMs: 10,
    });
    const removed: string[] = [];
    const devices = {
      page: signal(undefined),
      patchDevice: () => true,
      setDeviceStatus: async () => undefined,
      removeDevice: (uuid: string) => removed.push(uuid) > 0,
      addDevice: (_device: Device) => undefined,
      refresh: async () => ({ values: [], total: 0, offset: 0, limit: 10 }),
    };
    const stop = connection.syncWithLive({ devices });
    channels[0]!.send({ type: 'DeleteDeviceRequest', deviceUuid: 'a' });
    stop();
    channels[0]!.send({ type: 'DeleteDeviceRequest', deviceUuid: 'b' });
    assertEqual(removed.join(), 'a', 'only while synced');
    await waitFor(() => channels[0]!.disposed, { what: 'the first channel closed when idle' });
    const stopAgain = connection.syncWithLive({ devices });
    channels[1]!.send({ type: 'DeleteDeviceRequest', deviceUuid: 'c' });
    assertEqual(removed.join(), 'a,c', 'synced with the new channel');
    stopAgain();
  });

  it('uses a host-given channel without disposing it', async () => {
    const channel = fakeLiveChannel();
    const connection = createFleetConnection({
      sdk: createFleet({ baseUrl: API, getToken: () => 't' }),
      live: channel,
      idleMs: 10,
    });
    connection.hold()();
    await wait(30);
    assertEqual(channel.disposed, false, 'not ours to dispose');
    assertEqual(connection.live.value, channel, 'still there');
  });
});

describe('connection: React', () => {
  it('useFleet() reads the FleetProvider; shared stores are the same for every widget', async () => {
    const sdk = createFleet({ baseUrl: API, getToken: () => 't' });
    const seen: FleetConnection[] = [];
    function Probe() {
      const connection = useFleet();
      seen.push(connection);
      return <p>{connection.resource('fleets') === sdk.fleets ? 'same sdk' : 'other'}</p>;
    }
    const { container } = await render(
      <FleetProvider sdk={sdk}>
        <Probe />
        <Probe />
      </FleetProvider>,
    );
    assertEqual(container.textContent, 'same sdksame sdk', 'sdk');
    assertEqual(seen[0]!.userOptions, seen[1]!.userOptions, 'one user options store');
    assertEqual(seen[0]!.customFilters, seen[1]!.customFilters, 'one custom filters store');
  });

  it('useFleet() outside a provider says what is missing', async () => {
    function Lost() {
      try {
        useFleet();
        return <p>found</p>;
      } catch (error) {
        return <p>{(error as Error).message}</p>;
      }
    }
    const { container } = await render(<Lost />);
    assert(container.textContent!.includes('<FleetProvider'), 'names the provider');
  });

  it('signals re-render components: useSignals() and useSignalValue()', async () => {
    const count = signal(1);
    function WithHook() {
      useSignals();
      return <span>{`hook ${count.value} `}</span>;
    }
    function WithValue() {
      return <span>{`value ${useSignalValue(count)}`}</span>;
    }
    const { container } = await render(
      <p>
        <WithHook />
        <WithValue />
      </p>,
    );
    assertEqual(container.textContent, 'hook 1 value 1', 'first');
    await settle(() => (count.value = 2));
    await waitFor(() => container.textContent === 'hook 2 value 2', { what: 'both re-rendered' });
  });

  it('withFleetConnection: nothing until a token source, a fresh widget per connection', async () => {
    const registry = createConnectionRegistry();
    function Widget({ label }: { label: string }) {
      const connection = useFleet();
      const [mountedWith] = useState(connection);
      return <p>{`${label}:${mountedWith === connection ? 'fresh' : 'stale'}`}</p>;
    }
    const Connected = withFleetConnection(Widget, {}, registry);
    function Host() {
      const [token, setToken] = useState<string>();
      return (
        <>
          <button onClick={() => setToken((t) => (t ? `${t}+` : 'a'))}>token</button>
          <Connected label="table" token={token} live={null} />
        </>
      );
    }
    const { container } = await render(<Host />);
    assertEqual(
      container.querySelector('p')!.textContent,
      'Not connected: set the token, getToken or client property.',
      'not connected',
    );
    await user.click(container.querySelector('button')!);
    assertEqual(container.querySelector('p')!.textContent, 'table:fresh', 'connected');
    await user.click(container.querySelector('button')!);
    assertEqual(container.querySelector('p')!.textContent, 'table:fresh', 'remounted');
  });
});
