// <fleet-device-table> in a page (DESIGN "Custom elements"): rendering in its shadow root,
// attributes → behaviour, fleet-* events on document, and a hostile host stylesheet.
import './define.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { clickFollows } from '../../testing/click-follows.js';
import { fakeDevicesApi, uuidOf, type FakeDevicesApi } from '../../testing/fake-devices-api.js';
import { fakeLiveChannel, type FakeLiveChannel } from '../../testing/fake-live-channel.js';
import {
  bodyRows,
  buttonByText,
  columnTexts,
  controlByLabel,
  findInputByLabel,
  headerColumns,
} from '../../testing/queries.js';
import { assertNoDialog, assertNotPermitted } from '../../testing/not-permitted.js';
import { settle } from '../../testing/render.js';
import { READ_ONLY_PERMISSIONS } from '../../testing/rights.js';
import { changeValue, user } from '../../testing/user.js';
import type { DeviceTableElementProps } from './device-table.element.js';

type DeviceTableElement = HTMLElement & DeviceTableElementProps;

let api: FakeDevicesApi;
let live: FakeLiveChannel;
const added: Element[] = [];

beforeEach(() => {
  api = fakeDevicesApi(25);
  live = fakeLiveChannel();
});
afterEach(async () => {
  added.splice(0).forEach((element) => element.remove());
  assertDeepEqual(await api.contractProblems(), [], 'every exchange conforms to openapi/');
});

/** Adds the element as a page would, then hands it its client (a property). */
async function mount(attributes = '', { connect = true } = {}): Promise<DeviceTableElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<fleet-device-table ${attributes}></fleet-device-table>`;
  const element = holder.firstElementChild as DeviceTableElement;
  document.body.append(element);
  added.push(element);
  if (connect) {
    element.live = live;
    element.client = api.sdk;
    // Connected (the toolbar shows; before, the empty state says "Not connected"), then the
    // first page or its empty state.
    await waitFor(
      () =>
        element.shadowRoot!.querySelector('[part~="toolbar"]') &&
        (bodyRows(element.shadowRoot!).length > 0 ||
          element.shadowRoot!.querySelector('[part~="empty-state"]')),
      {
        what: 'first page',
      },
    );
  }
  return element;
}

const root = (element: HTMLElement) => element.shadowRoot!;
const lastQuery = () => api.sent('GET', '/api/v2beta/devices').at(-1)!.searchParams;

function listen(names: string[]) {
  const heard: CustomEvent[] = [];
  const listener = (event: Event) => heard.push(event as CustomEvent);
  names.forEach((name) => document.addEventListener(name, listener));
  return {
    heard,
    stop: () => names.forEach((name) => document.removeEventListener(name, listener)),
  };
}

describe('<fleet-device-table>: rendering', () => {
  it("says the sign-in failed when the page's getToken throws (issue 16)", async () => {
    const element = await mount('', { connect: false });
    element.live = null;
    element.getToken = () => Promise.reject(new Error('portal session expired'));
    const alert = await waitFor(() => root(element).querySelector('[part~="error"]'), {
      what: 'error',
    });
    assert(alert.textContent!.startsWith('Could not sign in to Fleet'), alert.textContent!);
    assert(!root(element).textContent!.includes('No devices yet'), 'no empty list claimed');
  });

  it('waits for a token source, then renders the table in its open shadow root', async () => {
    const element = await mount('', { connect: false });
    await waitFor(() => root(element).textContent!.includes('Not connected'), { what: 'waiting' });
    assertEqual(api.exchanges.length, 0, 'nothing fetched');
    element.live = live;
    element.client = api.sdk;
    await waitFor(() => bodyRows(root(element)).length === 10, { what: 'rows' });
    for (const part of [
      'toolbar',
      'table',
      'header',
      'row',
      'cell',
      'pagination',
      'status-badge',
      'column-chooser',
    ])
      assert(root(element).querySelector(`[part~="${part}"]`), `part ${part}`);
    assertEqual(document.querySelector('tbody'), null, 'nothing in the light DOM');
    assert(root(element).adoptedStyleSheets.length > 0, 'styles adopted');
  });

  it('follows the live channel: a deleted device leaves the table', async () => {
    const element = await mount('search="gateway-00"');
    await waitFor(() => bodyRows(root(element)).length === 9, { what: 'nine rows' });
    live.send({ type: 'DeleteDeviceRequest', deviceUuid: uuidOf(4) });
    await waitFor(() => bodyRows(root(element)).length === 8, { what: 'row gone' });
    assert(!root(element).textContent!.includes('gateway-004'), 'gone');
  });
});

describe('<fleet-device-table>: the live channel state', () => {
  it('shows that live updates are interrupted, and after reconnecting fetches the page again', async () => {
    const element = await mount();
    const status = root(element).querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
    assert(status, 'a status region in the shadow root');
    assertEqual(status.textContent, '', 'empty while live');
    live.lose();
    await waitFor(() => status.textContent === 'Live updates interrupted. Reconnecting…', {
      what: 'reconnecting shown',
    });
    const fetched = api.sent('GET', '/api/v2beta/devices').length;
    live.reconnect();
    await waitFor(() => status.textContent === '', { what: 'gone after reconnect' });
    await waitFor(() => api.sent('GET', '/api/v2beta/devices').length > fetched, {
      what: 'the page fetched again',
    });
  });
});

describe('<fleet-device-table>: attributes', () => {
  it('page-size sets the page size, and again when it changes', async () => {
    const element = await mount('page-size="5"');
    assertEqual(bodyRows(root(element)).length, 5, 'five rows');
    assertEqual(lastQuery().get('limit'), '5', 'limit');
    element.setAttribute('page-size', '3');
    await waitFor(() => bodyRows(root(element)).length === 3, { what: 'three rows' });
  });

  it('a page-size that is not a number of devices is ignored', async () => {
    const element = await mount('page-size="0"');
    assertEqual(bodyRows(root(element)).length, 10, 'the default 10');
  });

  it('filter and search narrow the list, and again when they change', async () => {
    const element = await mount('filter="preset:neverSeen" search="gateway-0"');
    assertEqual(lastQuery().get('status'), 'NotSeen', 'never seen');
    assertEqual(lastQuery().get('nameContains'), 'gateway-0', 'search');
    assert(
      columnTexts(root(element), 'status').every((s) => s === 'Not activated'),
      'rows',
    );
    element.setAttribute('filter', 'updateFailed');
    element.setAttribute('search', 'gateway-01');
    await waitFor(
      () =>
        lastQuery().get('status') === 'Error' && lastQuery().get('nameContains') === 'gateway-01',
      {
        what: 'new filter',
      },
    );
    assertEqual(
      controlByLabel<HTMLSelectElement>(root(element), 'Status').value,
      'updateFailed',
      'shown',
    );
    element.removeAttribute('filter');
    await waitFor(() => !lastQuery().has('status'), { what: 'filter removed' });
  });

  it('columns chooses the columns, in order', async () => {
    const element = await mount('columns="name,status,installedBootloaderPackage"');
    assertDeepEqual(
      headerColumns(root(element)),
      ['name', 'status', 'installedBootloaderPackage'],
      'columns',
    );
    assertEqual(root(element).querySelector('[part~="column-chooser"]'), null, 'no chooser');
    element.setAttribute('columns', 'uuid');
    await waitFor(() => headerColumns(root(element)).join() === 'uuid', { what: 'changed' });
  });

  it('locale and theme', async () => {
    const element = await mount('locale="fr-CH" theme="dark"');
    assert(root(element).querySelector('[data-fleet-theme="dark"]'), 'dark');
    assertEqual(
      root(element).querySelector('th[data-column="name"]')!.textContent!.startsWith('Nom'),
      true,
      'French',
    );
  });

  it('lang sets the language when locale does not; locale wins', async () => {
    const element = await mount('lang="fr-CH"');
    const nameHeader = () => root(element).querySelector('th[data-column="name"]')!.textContent!;
    assert(nameHeader().startsWith('Nom'), `French from lang: ${nameHeader()}`);
    element.setAttribute('locale', 'en-US');
    await waitFor(() => nameHeader().startsWith('Name'), { what: 'locale wins' });
    element.removeAttribute('locale');
    await waitFor(() => nameHeader().startsWith('Nom'), { what: 'back to lang' });
    element.setAttribute('lang', 'en-US');
    await waitFor(() => nameHeader().startsWith('Name'), { what: 'lang changed' });
    assertEqual(element.lang, 'en-US', "the lang property stays the element's own");
  });
});

describe('<fleet-device-table>: events reach the page', () => {
  it('sort, page, filter, search, selection and row events bubble to document, composed', async () => {
    const element = await mount();
    const { heard, stop } = listen([
      'fleet-sort-changed',
      'fleet-page-changed',
      'fleet-filter-changed',
      'fleet-search-changed',
      'fleet-selection-changed',
      'fleet-row-selected',
    ]);
    try {
      const shadow = root(element);
      await user.click(shadow.querySelector('th[data-column="name"] button')!);
      await user.click(buttonByText(shadow, 'Next page'));
      await changeValue(controlByLabel<HTMLSelectElement>(shadow, 'Filter'), 'preset:offline');
      controlByLabel(shadow, 'Search devices').focus();
      await user.type('g');
      // The searched page is in before the rows are clicked.
      await waitFor(() => api.exchanges.some((e) => e.request.url.includes('nameContains=g')), {
        what: 'searched',
      });
      await settle();
      await waitFor(() => bodyRows(shadow).length > 0, { what: 'rows' });
      await user.click(bodyRows(shadow)[0]!.querySelector('input[type="checkbox"]')!);
      await user.click(bodyRows(shadow)[0]!.querySelector('td[data-column="name"]')!);
    } finally {
      stop();
    }
    assertDeepEqual(
      heard.map((event) => event.type),
      [
        'fleet-sort-changed',
        'fleet-page-changed',
        'fleet-filter-changed',
        'fleet-search-changed',
        'fleet-selection-changed',
        'fleet-row-selected',
      ],
      'events in order',
    );
    assert(
      heard.every((event) => event.bubbles && event.composed && event.target === element),
      'from the element',
    );
    assertDeepEqual(heard[0]!.detail, { sortBy: 'Name', sortDirection: 'Asc' }, 'sort detail');
    assertDeepEqual(heard[1]!.detail, { offset: 10, limit: 10 }, 'page detail');
    assertDeepEqual(heard[2]!.detail, { filter: 'preset:offline' }, 'filter detail');
    assertDeepEqual(heard[3]!.detail, { search: 'g' }, 'search detail');
    assertEqual((heard[4]!.detail as { deviceUuids: string[] }).deviceUuids.length, 1, 'selection');
    assertEqual(typeof (heard[5]!.detail as { deviceUuid: string }).deviceUuid, 'string', 'row');
  });
});

describe('<fleet-device-table>: device-href (issue 11)', () => {
  it("links each name to the portal's address; preventDefault on fleet-row-selected keeps it", async () => {
    const element = await mount('search="gateway-003" device-href="/portal/devices/{deviceUuid}"');
    const shadow = root(element);
    await waitFor(() => bodyRows(shadow).length === 1, { what: 'one device' });
    const link = bodyRows(shadow)[0]!.querySelector<HTMLAnchorElement>('[part~="device-link"]')!;
    assertEqual(link.getAttribute('href'), `/portal/devices/${uuidOf(3)}`, 'href');
    const routed = (event: Event) => event.preventDefault(); // a single-page portal routes
    document.addEventListener('fleet-row-selected', routed);
    try {
      assertEqual(clickFollows(link), false, 'the link is not followed');
    } finally {
      document.removeEventListener('fleet-row-selected', routed);
    }
  });

  it('without device-href, names are plain text', async () => {
    const element = await mount('search="gateway-003"');
    await waitFor(() => bodyRows(root(element)).length === 1, { what: 'one device' });
    assertEqual(root(element).querySelector('[part~="device-link"]'), null, 'no link');
  });
});

describe('<fleet-device-table>: SPEC §6 rights from auth/discover', () => {
  it("a read-only token's bulk Delete is not permitted and sends nothing", async () => {
    api.allow(READ_ONLY_PERMISSIONS);
    const element = await mount();
    const shadow = root(element);
    await user.click(bodyRows(shadow)[0]!.querySelector('input[type="checkbox"]')!);
    await assertNotPermitted(shadow, () => buttonByText(shadow, 'Delete'), 'Delete');
    assertNoDialog(shadow, 'Delete');
    assertEqual(
      api.exchanges.filter((e) => e.request.method === 'DELETE').length,
      0,
      'nothing deleted',
    );
    assertEqual(api.sent('GET', '/api/v2beta/auth/discover').length, 1, 'asked once');
  });
});

describe('<fleet-device-table>: host page styles', () => {
  it("a hostile stylesheet's selectors do not reach inside", async () => {
    const style = document.createElement('style');
    style.textContent = `
      table, td, th, tr, tbody { display: none !important; }
      button, select, input { background: rgb(255, 0, 0) !important; visibility: hidden !important; }
      [part], .row, * > span { outline: 9px solid rgb(255, 0, 0) !important; font-size: 40px !important; }
    `;
    document.head.append(style);
    try {
      const element = await mount();
      const shadow = root(element);
      const cell = shadow.querySelector('td')!;
      assertEqual(getComputedStyle(cell).display, 'table-cell', 'cells shown');
      assertEqual(getComputedStyle(shadow.querySelector('table')!).display, 'table', 'table shown');
      const button = buttonByText(shadow, 'Next page');
      assertEqual(getComputedStyle(button).visibility, 'visible', 'buttons visible');
      assert(getComputedStyle(button).backgroundColor !== 'rgb(255, 0, 0)', 'not red');
      assert(getComputedStyle(cell).fontSize !== '40px', 'font size kept');
      assert(
        getComputedStyle(shadow.querySelector('[part~="row"]')!).outlineWidth !== '9px',
        'no outline',
      );
    } finally {
      style.remove();
    }
  });
});

describe('<fleet-device-table>: preferences-key (issue 16)', () => {
  afterEach(() => {
    localStorage.removeItem('fleet-preferences:alice');
    localStorage.removeItem('fleet-preferences:bob');
  });

  it("keeps each portal user's columns their own, in this browser, not on the server", async () => {
    const alice = await mount('preferences-key="alice"');
    const bob = await mount('preferences-key="bob"');
    await user.click(buttonByText(root(alice), 'Columns'));
    await user.click(await findInputByLabel(root(alice), 'Bootloader'));
    await waitFor(() => headerColumns(root(alice)).includes('installedBootloaderPackage'), {
      what: 'column shown',
    });
    const stored = JSON.parse(localStorage.getItem('fleet-preferences:alice') ?? '{}') as {
      deviceListColumns?: string[];
    };
    assert(stored.deviceListColumns?.includes('installedBootloaderPackage'), 'kept for alice');
    assertEqual(localStorage.getItem('fleet-preferences:bob'), null, 'nothing for bob');
    assert(!headerColumns(root(bob)).includes('installedBootloaderPackage'), "bob's unchanged");
    // The server's options are neither read nor written (a server store reads them on mount).
    assertEqual(api.sent('GET', '/api/accounts/users/metadata/v2').length, 0, 'none read');
    assertEqual(api.options.size, 0, 'none written');

    alice.remove();
    const again = await mount('preferences-key="alice"');
    assert(headerColumns(root(again)).includes('installedBootloaderPackage'), 'remembered');
  });
});
