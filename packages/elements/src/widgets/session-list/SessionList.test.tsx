// SPEC §2 /remote-access/{tab} (sessions, keys, accept-list), §3 Remote access and §7 Remote
// access calls, as a React widget and as <fleet-session-list>.
import './define.js';
import { createRights, type Rights } from '@fleet/sdk/domain';
import { FleetProvider } from '../../connection/FleetProvider.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import {
  addHostileStylesheet,
  inShadow,
  listenOnDocument,
  mountElement,
  partOf,
} from '../../testing/element.js';
import { deferred, type FakeAnswer } from '../../testing/fake-api.js';
import { assertNoDialog, assertNotPermitted } from '../../testing/not-permitted.js';
import { render } from '../../testing/render.js';
import { ALL_PERMISSIONS, discovered, READ_ONLY_PERMISSIONS } from '../../testing/rights.js';
import { changeValue, user } from '../../testing/user.js';
import { lightTheme } from '../../theme/palettes.js';
import {
  CI_KEY,
  DEVICE_A,
  DEVICE_B,
  LAPTOP_KEY,
  remoteAccessApi,
} from './fake-remote-access-api.js';
import { SessionList, type SessionListProps } from './SessionList.js';

type Api = ReturnType<typeof remoteAccessApi>;

/** As the console shows it: a React host giving the signed-in user's rights. */
const renderList = (
  api: Api,
  props: SessionListProps = {},
  rights: Rights = createRights(ALL_PERMISSIONS),
) =>
  render(
    <FleetProvider sdk={api.sdk} rights={rights}>
      <SessionList {...props} />
    </FleetProvider>,
  );

const buttonNamed = (root: ParentNode, name: string) =>
  waitFor(
    () =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
      ),
    { what: `button ${name}` },
  );
const inputLabelled = (root: ParentNode, label: string) =>
  waitFor(
    () => {
      const forId = [...root.querySelectorAll('label')].find(
        (l) => l.textContent === label,
      )?.htmlFor;
      return forId ? root.querySelector<HTMLInputElement>(`[id="${CSS.escape(forId)}"]`) : null;
    },
    { what: `input ${label}` },
  );
const errorOf = (root: ParentNode, input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)?.textContent)
    .join(' ');
const rowsOf = (root: ParentNode) =>
  [...root.querySelectorAll('[role="tabpanel"] tbody tr[data-row-index]')].map(
    (row) => row.textContent,
  );
const confirmIn = async (root: ParentNode, label: string) => {
  const dialog = await waitFor(() => root.querySelector('dialog[open]'), { what: 'dialog' });
  await user.click(await buttonNamed(dialog, label));
};

describe('SessionList: sessions (SPEC §2 /remote-access/sessions)', () => {
  it("lists the user's open sessions and ends one after asking", async () => {
    const api = remoteAccessApi({ sessions: [DEVICE_A, DEVICE_B] });
    const killed: string[] = [];
    const { container } = await renderList(api, {
      onSessionKilled: ({ deviceUuid }) => killed.push(deviceUuid),
    });
    await waitFor(() => rowsOf(container).length === 2, { what: 'two sessions' });
    assert(rowsOf(container)[0]!.includes('ra.example.com:42022'), 'server and port');
    await waitFor(() => rowsOf(container)[0]!.startsWith(`Packer${DEVICE_A}`), {
      what: 'the device named',
    });
    await user.click(await buttonNamed(container, 'End the session to Packer'));
    assertEqual(
      container.querySelector('dialog[open] [id$="-message"]')?.textContent,
      'The remote access session to Packer closes now.',
      'question',
    );
    await confirmIn(container, 'End session');
    await waitFor(() => killed.length === 1, { what: 'killed' });
    assertDeepEqual(killed, [DEVICE_A], 'reported');
    assertEqual(
      api.sent('DELETE /api/v2beta/remote-access/device/{uuid}/sessions')[0]?.path,
      `/api/v2beta/remote-access/device/${DEVICE_A}/sessions`,
      'the device asked',
    );
    await waitFor(() => rowsOf(container).length === 1, { what: 'one left' });
  });

  it('starts a session for a chosen device with the chosen keys and duration', async () => {
    const api = remoteAccessApi({
      sessions: [],
      keys: { k1: { pubkey: LAPTOP_KEY, meta: { label: 'laptop' } }, k2: { pubkey: CI_KEY } },
    });
    const started: string[] = [];
    const { container } = await renderList(api, {
      onSessionStarted: ({ deviceUuid }) => started.push(deviceUuid),
    });
    const start = await buttonNamed(container, 'Start session');
    await waitFor(
      () => container.querySelectorAll('[part~="start-session"] label input').length === 2,
      {
        what: 'the two keys',
      },
    );
    await user.click(start);
    const device = await inputLabelled(container, 'Device');
    await waitFor(() => errorOf(container, device) === 'Device uuid is required', {
      what: "the SDK's check, before any request",
    });
    assertEqual(
      api.sent('POST /api/v2beta/remote-access/device/{uuid}/sessions').length,
      0,
      'none',
    );

    await user.click(device);
    await user.type('sort');
    const option = await waitFor(
      () =>
        [...container.querySelectorAll('[role="option"]')].find(
          (o) => o.textContent === 'Sorter (verdin-sorter)',
        ),
      { what: 'device option' },
    );
    await user.click(option);
    const ciKey = [...container.querySelectorAll('label')].find(
      (l) => l.textContent === 'ci@runner',
    )!;
    await user.click(ciKey.querySelector('input')!);
    await changeValue(
      (await inputLabelled(container, 'Duration')) as unknown as HTMLSelectElement,
      '30m',
    );
    await user.click(start);
    await waitFor(() => started.length === 1, { what: 'started' });
    assertDeepEqual(started, [DEVICE_B], 'the chosen device');
    const [post] = api.sent('POST /api/v2beta/remote-access/device/{uuid}/sessions');
    assertDeepEqual(post?.body, { PublicKeys: [LAPTOP_KEY], SessionDuration: '30m' }, 'body');
    await waitFor(() => rowsOf(container).length === 1, { what: 'listed' });
  });

  it('without a registered key, points to the Keys tab', async () => {
    const { container } = await renderList(remoteAccessApi({ keys: {} }));
    await waitFor(
      () =>
        container
          .querySelector('[part~="start-session"]')
          ?.textContent?.startsWith('Add a public key'),
      { what: 'hint' },
    );
    await user.click(await buttonNamed(container, 'Keys'));
    await waitFor(
      () => container.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Keys',
      { what: 'keys tab' },
    );
  });
});

describe('SessionList: one device (device remote-access tab)', () => {
  it("shows the device's session, ends it, then offers to start one", async () => {
    const api = remoteAccessApi({ sessions: [DEVICE_A] });
    const { container } = await renderList(api, { deviceUuid: DEVICE_A });
    const session = await waitFor(() => container.querySelector('[part~="device-session"]'), {
      what: 'session',
    });
    assert(session.textContent!.includes('ra.example.com:42022'), 'server');
    assertEqual(container.querySelector('[part~="start-session"]'), null, 'one session at a time');
    assertEqual(api.sent('GET /api/v2beta/remote-access/user/sessions').length, 0, 'device only');
    await user.click(container.querySelector('[part~="kill-button"]')!);
    await confirmIn(container, 'End session');
    await waitFor(() => container.querySelector('[part~="start-session"]'), { what: 'start form' });
    assertEqual(
      container.querySelector('[part~="start-session"] [role="combobox"]'),
      null,
      'no device chooser',
    );
    await user.click(await buttonNamed(container, 'Start session'));
    await waitFor(() => container.querySelector('[part~="device-session"]'), { what: 'reopened' });
  });
});

describe('SessionList: keys and accepted IPs (SPEC §2 keys, accept-list)', () => {
  it("adds a key, shows the server's OpenSSH refusal under the field, deletes after asking", async () => {
    const api = remoteAccessApi();
    const { container } = await renderList(api, { tab: 'keys' });
    await waitFor(() => rowsOf(container).length === 1, { what: 'one key' });
    const field = await inputLabelled(container, 'Public key (OpenSSH format)');
    await user.click(await buttonNamed(container, 'Add key'));
    await waitFor(() => errorOf(container, field) === 'Enter an OpenSSH public key.', {
      what: "the SDK's check first",
    });
    await user.click(field);
    await user.type('not a key');
    await user.click(await buttonNamed(container, 'Add key'));
    await waitFor(
      () => errorOf(container, field)?.startsWith('Not an OpenSSH public key of a supported type'),
      { what: 'server refusal' },
    );
    await changeValue(field, CI_KEY);
    await user.click(await inputLabelled(container, 'Label (optional)'));
    await user.type('runner');
    await user.click(await buttonNamed(container, 'Add key'));
    await waitFor(() => rowsOf(container).length === 2, { what: 'two keys' });
    assertDeepEqual(
      api.sent('POST /api/v2beta/remote-access/user/public-keys').at(-1)?.body,
      { pubkey: CI_KEY, meta: { label: 'runner' } },
      'body',
    );
    await waitFor(() => field.value === '', { what: 'field cleared' });

    await user.click(await buttonNamed(container, 'Delete key laptop'));
    await confirmIn(container, 'Delete key');
    await waitFor(() => rowsOf(container).length === 1, { what: 'deleted' });
    assert(rowsOf(container)[0]!.startsWith('runner'), 'the other key stays');
  });

  it("adds and removes accepted IPs, with the server's refusal under the field", async () => {
    const api = remoteAccessApi();
    const { container } = await renderList(api, { tab: 'accept-list' });
    await waitFor(() => rowsOf(container).length === 1, { what: 'one address' });
    const field = await inputLabelled(container, 'IPv4 address');
    await user.click(field);
    await user.type('10.0.0.1');
    await user.click(await buttonNamed(container, 'Add address'));
    await waitFor(
      () =>
        errorOf(container, field) ===
        '10.0.0.1 is a private or reserved address; only public IPv4 addresses can be accepted.',
      { what: 'refusal' },
    );
    await changeValue(field, '198.51.100.4');
    await user.click(await buttonNamed(container, 'Add address'));
    await waitFor(() => rowsOf(container).length === 2, { what: 'added' });
    await user.click(await buttonNamed(container, 'Remove 203.0.113.7'));
    await waitFor(() => rowsOf(container).join() === '198.51.100.4Remove address', {
      what: 'removed',
    });
  });
});

describe('SessionList: SPEC §6 rights mark actions not permitted (SPEC §2)', () => {
  const readOnly = createRights(READ_ONLY_PERMISSIONS);
  const writes = (api: Api) => api.requests.filter((request) => request.method !== 'GET');

  it('without initiate and kill: Start session and End session send nothing', async () => {
    const api = remoteAccessApi({ sessions: [DEVICE_A] });
    const { container } = await renderList(api, {}, readOnly);
    const end = await buttonNamed(container, 'End the session to Packer');
    await assertNotPermitted(container, end, 'End session');
    assertNoDialog(container, 'End session');
    await waitFor(() => container.querySelectorAll('[part~="start-session"] label input').length, {
      what: 'the keys',
    });
    const start = await buttonNamed(container, 'Start session');
    await assertNotPermitted(container, start, 'Start session');
    assertDeepEqual(writes(api), [], 'nothing sent');
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 0, "the host's rights");
  });

  it('without the key rights: Add key (button or Enter) and Delete key send nothing', async () => {
    const api = remoteAccessApi();
    const { container } = await renderList(api, { tab: 'keys' }, readOnly);
    await waitFor(() => rowsOf(container).length === 1, { what: 'one key' });
    const field = await inputLabelled(container, 'Public key (OpenSSH format)');
    await changeValue(field, CI_KEY);
    await user.click(field);
    await user.press('Enter');
    await assertNotPermitted(container, await buttonNamed(container, 'Add key'), 'Add key');
    const remove = await buttonNamed(container, 'Delete key laptop');
    await assertNotPermitted(container, remove, 'Delete key');
    assertNoDialog(container, 'Delete key');
    assertDeepEqual(writes(api), [], 'nothing sent');
    assertEqual(rowsOf(container).length, 1, 'the key stays');
  });

  it('without the accept-list rights: Add address and Remove address send nothing', async () => {
    const api = remoteAccessApi();
    const { container } = await renderList(api, { tab: 'accept-list' }, readOnly);
    await waitFor(() => rowsOf(container).length === 1, { what: 'one address' });
    const field = await inputLabelled(container, 'IPv4 address');
    await changeValue(field, '198.51.100.4');
    await user.click(field);
    await user.press('Enter');
    const add = await buttonNamed(container, 'Add address');
    await assertNotPermitted(container, add, 'Add address');
    const remove = await buttonNamed(container, 'Remove 203.0.113.7');
    await assertNotPermitted(container, remove, 'Remove address');
    assertDeepEqual(writes(api), [], 'nothing sent');
    assertEqual(rowsOf(container).length, 1, 'the list unchanged');
    assert(rowsOf(container)[0]!.startsWith('203.0.113.7'), 'the address stays');
  });
});

describe('<fleet-session-list> (DESIGN: custom elements)', () => {
  type ListElement = HTMLElement & { client?: unknown; live?: unknown };
  const mountList = (html: string, api: Api) =>
    mountElement<ListElement>(html, (element) => {
      element.client = api.sdk;
      element.live = null;
    });

  it('renders in its shadow root; device-uuid and tab attributes choose what shows', async () => {
    const api = remoteAccessApi({ sessions: [DEVICE_A] });
    const element = mountList(
      `<fleet-session-list device-uuid="${DEVICE_A}"></fleet-session-list>`,
      api,
    );
    await partOf(element, 'device-session');
    element.setAttribute('tab', 'accept-list');
    await waitFor(() => rowsOf(element.shadowRoot!).join() === '203.0.113.7Remove address', {
      what: 'accept list',
    });
    element.setAttribute('tab', 'sessions');
    element.removeAttribute('device-uuid');
    await waitFor(() => rowsOf(element.shadowRoot!).length === 1, { what: 'user sessions' });
    assertEqual(document.querySelector('[role="tablist"]'), null, 'nothing rendered in the page');
  });

  it('fleet-session-started, fleet-session-killed and fleet-tab-changed reach the document', async () => {
    const startedEvents = listenOnDocument<{ deviceUuid: string }>('fleet-session-started');
    const killedEvents = listenOnDocument<{ deviceUuid: string }>('fleet-session-killed');
    const tabEvents = listenOnDocument<{ tab: string }>('fleet-tab-changed');
    const api = remoteAccessApi({ sessions: [] });
    const element = mountList(
      `<fleet-session-list device-uuid="${DEVICE_B}"></fleet-session-list>`,
      api,
    );
    const root = element.shadowRoot!;
    const start = await buttonNamed(root, 'Start session');
    await waitFor(() => !start.disabled, { what: 'keys loaded' });
    await user.click(start);
    await waitFor(() => startedEvents.length === 1, { what: 'started event' });
    assertEqual(startedEvents[0]!.target, element, 'from the element');
    assert(startedEvents[0]!.bubbles && startedEvents[0]!.composed, 'bubbles, composed');
    assertDeepEqual(startedEvents[0]!.detail, { deviceUuid: DEVICE_B }, 'started detail');
    await user.click(await partOf(element, 'kill-button'));
    await confirmIn(root, 'End session');
    await waitFor(() => killedEvents.length === 1, { what: 'killed event' });
    assertDeepEqual(killedEvents[0]!.detail, { deviceUuid: DEVICE_B }, 'killed detail');
    await user.click(await buttonNamed(root, 'Keys'));
    await waitFor(() => tabEvents.length === 1, { what: 'tab event' });
    assertDeepEqual(tabEvents[0]!.detail, { tab: 'keys' }, 'tab detail');
  });

  it("asks auth/discover once: a read-only token's End session is not permitted", async () => {
    const api = remoteAccessApi({ sessions: [DEVICE_A] });
    api.route('GET /api/v2beta/auth/discover', discovered(READ_ONLY_PERMISSIONS));
    const element = mountList(
      `<fleet-session-list device-uuid="${DEVICE_A}"></fleet-session-list>`,
      api,
    );
    const root = element.shadowRoot!;
    const kill = () => root.querySelector<HTMLElement>('[part~="kill-button"]');
    await assertNotPermitted(root, kill, 'End session');
    assertNoDialog(root, 'End session');
    assertEqual(
      api.sent('DELETE /api/v2beta/remote-access/device/{uuid}/sessions').length,
      0,
      'nothing sent',
    );
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 1, 'asked once');
  });

  it('while the rights are unknown its actions wait disabled, never enabled first', async () => {
    const api = remoteAccessApi({ sessions: [DEVICE_A] });
    const answer = deferred<FakeAnswer>();
    api.route('GET /api/v2beta/auth/discover', () => answer.promise);
    const element = mountList(
      `<fleet-session-list device-uuid="${DEVICE_A}"></fleet-session-list>`,
      api,
    );
    const root = element.shadowRoot!;
    const kill = () => root.querySelector<HTMLButtonElement>('[part~="kill-button"]');
    const seen = new Set<string>();
    const record = () => {
      const button = kill();
      if (!button) return;
      if (button.disabled) seen.add('disabled');
      else seen.add(button.getAttribute('aria-disabled') === 'true' ? 'not permitted' : 'enabled');
    };
    const observer = new MutationObserver(record);
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    await waitFor(kill, { what: 'the End session button' });
    record();
    assertEqual(kill()!.disabled, true, 'disabled while the rights are unknown');
    answer.resolve(discovered(READ_ONLY_PERMISSIONS));
    await waitFor(() => kill()?.getAttribute('aria-disabled') === 'true', {
      what: 'not permitted once known',
    });
    observer.disconnect();
    assertDeepEqual([...seen], ['disabled', 'not permitted'], 'what the button showed');
  });

  it('a hostile page stylesheet does not reach inside', async () => {
    addHostileStylesheet();
    const element = mountList(
      '<fleet-session-list theme="light"></fleet-session-list>',
      remoteAccessApi(),
    );
    const tab = await inShadow(element, '[role="tab"]');
    const table = await partOf(element, 'table');
    assertEqual(getComputedStyle(tab).fontSize, lightTheme.fontSize.md, 'tab font size');
    assertEqual(getComputedStyle(tab).color, 'rgb(29, 95, 209)', 'selected tab colour (primary)');
    assertEqual(lightTheme.color.primary.base, '#1d5fd1', 'the primary colour checked above');
    assertEqual(getComputedStyle(table).display, 'table', 'table shown');
    assertEqual(
      getComputedStyle(table.querySelector('td, th')!).paddingTop,
      lightTheme.space.sm,
      'cell padding',
    );
  });
});

describe('SessionList: a read-only (api-minimal) token (issue 16)', () => {
  it('names the missing permission in place of the sessions, with no "Try again"', async () => {
    const api = remoteAccessApi();
    api.route('GET /api/v2beta/remote-access/user/sessions', {
      status: 403,
      body: {
        code: 'forbidden',
        msg: 'You do not have permission to perform this action.',
        permission: 'list:remoteSessions',
      },
    });
    const { container } = await renderList(api);
    const error = await waitFor(() => container.querySelector('[part~="error"]'), {
      what: 'the refusal',
    });
    assertEqual(
      error.textContent,
      'Not permitted: this token lacks the list:remoteSessions permission.',
      'message',
    );
    assertEqual(error.querySelector('[part~="retry"]'), null, 'no retry');
  });
});
