// SPEC §6 rights as the widgets read them (connection-rights.ts, use-capabilities.ts): a React host's
// session or rights, else `auth/discover` asked once per connection; unknown until answered.
import { createRights, type Rights } from '@fleet/sdk/domain';
import { signal } from '@preact/signals-react';
import { assertDeepEqual, assertEqual, waitFor } from '../testing/assert.js';
import { deferred, errorAnswer, fakeApi, type FakeAnswer } from '../testing/fake-api.js';
import { render, settle } from '../testing/render.js';
import { discovered, READ_ONLY_PERMISSIONS } from '../testing/rights.js';
import { createConnectionRegistry } from './connection-registry.js';
import { discoveredRights } from './connection-rights.js';
import { createFleetConnection } from './fleet-connection.js';
import { FleetProvider } from './FleetProvider.js';
import { useCapabilities } from './use-capabilities.js';
import { withFleetConnection } from './with-fleet-connection.js';

/** Shows how the rights answer for reading devices and deleting them. */
function Probe() {
  const { can } = useCapabilities();
  return <p>{`${can('devices', 'read')} ${can('devices', 'delete')}`}</p>;
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('p')].map((p) => p.textContent);
const readOnly = createRights(READ_ONLY_PERMISSIONS);

describe('connection rights: a React host gives its own (SPEC §6)', () => {
  it("the session's rights count once it is ready; nothing is asked", async () => {
    const api = fakeApi();
    const ready = signal(false);
    const rights = signal<Rights>(createRights([]));
    const { container } = await render(
      <FleetProvider sdk={api.sdk} session={{ ready, rights }}>
        <Probe />
      </FleetProvider>,
    );
    assertDeepEqual(shown(container), ['unknown unknown'], 'not ready: unknown');
    await settle(() => {
      rights.value = readOnly;
      ready.value = true;
    });
    await waitFor(() => shown(container)[0] === 'granted denied', { what: 'the session rights' });
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 0, 'no discovery');
  });

  it('rights given later, or changed, reach the widgets without starting them over', async () => {
    const api = fakeApi();
    const ui = (rights: Rights | undefined) => (
      <FleetProvider sdk={api.sdk} rights={signal(rights)}>
        <Probe />
      </FleetProvider>
    );
    const { container, rerender } = await render(ui(undefined));
    assertDeepEqual(shown(container), ['unknown unknown'], 'unknown');
    await rerender(ui(readOnly));
    await waitFor(() => shown(container)[0] === 'granted denied', { what: 'read-only' });
    await rerender(ui(createRights(['read:devices', 'delete:devices'])));
    await waitFor(() => shown(container)[0] === 'granted granted', { what: 'more rights' });
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 0, 'no discovery');
  });
});

describe('connection rights: discovered through the connection (auth/discover)', () => {
  it('asked once for every widget of the connection; unknown until answered', async () => {
    const api = fakeApi();
    const answer = deferred<FakeAnswer>();
    api.route('GET /api/v2beta/auth/discover', () => answer.promise);
    const { container } = await render(
      <FleetProvider sdk={api.sdk}>
        <Probe />
        <Probe />
      </FleetProvider>,
    );
    await waitFor(() => api.sent('GET /api/v2beta/auth/discover').length === 1, {
      what: 'asked',
    });
    assertDeepEqual(shown(container), ['unknown unknown', 'unknown unknown'], 'waiting');
    answer.resolve(discovered(READ_ONLY_PERMISSIONS));
    await waitFor(() => shown(container).every((text) => text === 'granted denied'), {
      what: 'both widgets know',
    });
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 1, 'asked once');
  });

  it('elements on one connection share the answer', async () => {
    const api = fakeApi({ 'GET /api/v2beta/auth/discover': discovered(READ_ONLY_PERMISSIONS) });
    const Connected = withFleetConnection(Probe, {}, createConnectionRegistry());
    const { container } = await render(
      <>
        <Connected client={api.sdk} live={null} />
        <Connected client={api.sdk} live={null} />
      </>,
    );
    await waitFor(() => shown(container).every((text) => text === 'granted denied'), {
      what: 'both elements know',
    });
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 1, 'asked once');
  });

  it('when discovery fails, actions stay enabled (the server decides) and it is logged', async () => {
    const api = fakeApi({
      'GET /api/v2beta/auth/discover': errorAnswer(401, 'Token expired', 'unauthorized'),
    });
    const warnings: string[] = [];
    const connection = createFleetConnection({
      sdk: api.sdk,
      live: null,
      logger: { warn: (message) => void warnings.push(message) },
    });
    const { container } = await render(
      <FleetProvider connection={connection}>
        <Probe />
      </FleetProvider>,
    );
    await waitFor(() => shown(container)[0] === 'granted granted', { what: 'enabled' });
    assertEqual(connection.rights.value.status, 'unavailable', 'state');
    assertDeepEqual(
      warnings,
      ['Could not discover the permissions; actions stay enabled and the server decides.'],
      'logged',
    );
  });

  it('after a failed discovery it asks again, a bounded number of times', async () => {
    let failing = true;
    const api = fakeApi({
      'GET /api/v2beta/auth/discover': () =>
        failing
          ? errorAnswer(500, 'Restarting', 'server_error')
          : discovered(READ_ONLY_PERMISSIONS),
    });
    const warnings: string[] = [];
    const source = discoveredRights(
      api.sdk,
      { warn: (message) => void warnings.push(message) },
      [20, 20],
    );
    // Asks again in the turn the first failure lands, before any timer can run: a busy
    // machine must not let the 20 ms retry fire before the count is read.
    let sentWhenAskedAgain: number | undefined;
    const stop = source.state.subscribe((state) => {
      if (state.status !== 'unavailable' || sentWhenAskedAgain !== undefined) return;
      queueMicrotask(() => {
        source.discover(); // a retry is waiting: no second request meanwhile
        sentWhenAskedAgain = api.sent('GET /api/v2beta/auth/discover').length;
      });
    });
    source.discover();
    await waitFor(() => sentWhenAskedAgain !== undefined, { what: 'asked again' });
    stop();
    assertEqual(sentWhenAskedAgain, 1, 'one request so far');
    await waitFor(() => api.sent('GET /api/v2beta/auth/discover').length === 3, {
      what: 'two retries',
    });
    await waitFor(() => warnings.length === 3, { what: 'each failure logged' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 3, 'then it stops asking');
    // A widget that needs the rights later asks again, and the answer counts.
    failing = false;
    source.discover();
    await waitFor(() => source.state.value.status === 'known', { what: 'known' });
    const state = source.state.value;
    assertEqual(
      state.status === 'known' && state.rights.can('devices', 'delete'),
      false,
      'read-only',
    );
  });

  it('a closed connection does not retry until asked again', async () => {
    const api = fakeApi({
      'GET /api/v2beta/auth/discover': errorAnswer(500, 'Restarting', 'server_error'),
    });
    const source = discoveredRights(api.sdk, { warn: () => undefined }, [20]);
    // Closes the connection in the turn the failure lands, before any timer can run: a busy
    // machine must not let the 20 ms retry fire between the failure and the close.
    const stop = source.state.subscribe((state) => {
      if (state.status === 'unavailable') queueMicrotask(() => source.pause());
    });
    source.discover();
    await waitFor(() => source.state.value.status === 'unavailable', { what: 'unavailable' });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 1, 'no retry after pause');
    source.discover();
    await waitFor(() => api.sent('GET /api/v2beta/auth/discover').length === 2, {
      what: 'asked again',
    });
  });

  it('a widget without actions asks nothing', async () => {
    const api = fakeApi();
    const connection = createFleetConnection({ sdk: api.sdk, live: null });
    await render(
      <FleetProvider connection={connection}>
        <p>chart</p>
      </FleetProvider>,
    );
    await settle();
    assertEqual(connection.rights.value.status, 'unknown', 'unknown');
    assertEqual(api.requests.length, 0, 'no request');
  });
});
