// The device table as a React component over the real SDK stores and a fake devices API
// (checked against openapi/), with a fake live channel.
import { createRights, type Rights } from '@fleet/sdk/domain';
import { FleetProvider } from '../../connection/FleetProvider.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { clickFollows } from '../../testing/click-follows.js';
import { fakeDevicesApi, uuidOf, type FakeDevicesApi } from '../../testing/fake-devices-api.js';
import { fakeLiveChannel, type FakeLiveChannel } from '../../testing/fake-live-channel.js';
import {
  bodyRows,
  buttonByText,
  columnTexts,
  controlByLabel,
  findButtonByText,
  findInputByLabel,
  headerColumns,
} from '../../testing/queries.js';
import { assertNoDialog, assertNotPermitted } from '../../testing/not-permitted.js';
import { render } from '../../testing/render.js';
import { ALL_PERMISSIONS, READ_ONLY_PERMISSIONS } from '../../testing/rights.js';
import { changeValue, deepActiveElement, user } from '../../testing/user.js';
import { DeviceTable, type DeviceTableProps } from './DeviceTable.js';

let api: FakeDevicesApi;
let live: FakeLiveChannel;
let events: string[];

beforeEach(() => {
  api = fakeDevicesApi(25);
  live = fakeLiveChannel();
  events = [];
});

afterEach(async () => {
  assertDeepEqual(await api.contractProblems(), [], 'every exchange conforms to openapi/');
});

const logged = (name: string) => (detail: unknown) =>
  events.push(`${name} ${JSON.stringify(detail)}`);

/** As the console shows it: a React host giving its live channel and the user's rights. */
async function show(props: DeviceTableProps = {}, rights: Rights = createRights(ALL_PERMISSIONS)) {
  const { container } = await render(
    <FleetProvider sdk={api.sdk} live={live} rights={rights}>
      <DeviceTable
        onRowSelected={(d) => events.push(`row ${d.deviceUuid}`)}
        onSelectionChanged={logged('selection')}
        onPageChanged={logged('page')}
        onFilterChanged={logged('filter')}
        onSortChanged={logged('sort')}
        onSearchChanged={logged('search')}
        {...props}
      />
    </FleetProvider>,
  );
  await waitFor(
    () =>
      bodyRows(container).length > 0 ||
      container.querySelector('[part~="empty-state"], [part~="error"]'),
    { what: 'first page' },
  );
  return container;
}

/** A user option write (the column chooser, page size or sort remembered). */
const isOption = (e: { request: { url: string } }) =>
  e.request.url.startsWith('/api/accounts/users/metadata/v2');
const lastQuery = () => api.sent('GET', '/api/v2beta/devices').at(-1)!.searchParams;
const waitForQuery = (check: (q: URLSearchParams) => boolean, what: string) =>
  waitFor(() => api.sent('GET', '/api/v2beta/devices').some((url) => check(url.searchParams)), {
    what,
  });
const toast = (container: HTMLElement, text: string) =>
  waitFor(
    () =>
      [...container.querySelectorAll('[role="status"], [role="alert"]')].find((t) =>
        t.textContent?.includes(text),
      ),
    {
      what: `toast "${text}"`,
    },
  );

describe('DeviceTable: SPEC §9 defaults', () => {
  it('shows the first 10 devices, last seen first, every column but the bootloader', async () => {
    const container = await show();
    assertEqual(bodyRows(container).length, 10, 'rows');
    assertEqual(lastQuery().get('limit'), '10', 'page size');
    assertEqual(
      `${lastQuery().get('sortBy')} ${lastQuery().get('sortDirection')}`,
      'LastSeen Desc',
      'sort',
    );
    assertEqual(api.sent('GET', '/api/v2beta/devices').length, 1, 'one request');
    assert(!headerColumns(container).includes('installedBootloaderPackage'), 'bootloader hidden');
    assert(headerColumns(container).includes('installedOsPackage'), 'OS shown');
    assertEqual(
      container.querySelector('[part~="pagination"]')!.textContent!.includes('1–10 of 25'),
      true,
      'range',
    );
    await waitFor(
      () => columnTexts(container, 'installedOsPackage')[0] === 'torizon-core-docker 7.2.0',
      {
        what: 'installed OS',
      },
    );
    await waitFor(() => columnTexts(container, 'fleets')[0] === 'Packing line', { what: 'fleets' });
    const header = container.querySelector('th[data-column="lastSeen"]')!;
    assertEqual(header.getAttribute('aria-sort'), 'descending', 'sorted column');
  });

  it('shows what a row is: status as a user reads it, hibernation, relative last seen', async () => {
    const container = await show({ search: 'gateway-005' });
    await waitFor(() => bodyRows(container).length === 1, { what: 'one device' });
    const [status] = columnTexts(container, 'status');
    assertEqual(status, 'Update pendingHibernated', 'Outdated reads Update pending; hibernated');
    assertEqual(columnTexts(container, 'lastSeen')[0], '35 minutes ago', 'relative time');
  });
});

describe('DeviceTable: sorting, paging, searching (SPEC §3 device list query)', () => {
  it('sorts by a header with the SPEC sort names, and remembers it (devicesPagination)', async () => {
    const container = await show();
    await waitFor(() => api.sent('GET', '/api/accounts/users/metadata/v2').length > 0, {
      what: 'options read',
    });
    await user.click(container.querySelector('th[data-column="name"] button')!);
    await waitForQuery(
      (q) => q.get('sortBy') === 'Name' && q.get('sortDirection') === 'Asc',
      'Name Asc',
    );
    await waitFor(() => columnTexts(container, 'name')[0] === 'gateway-001', {
      what: 'sorted rows',
    });
    await user.click(container.querySelector('th[data-column="name"] button')!);
    await waitForQuery(
      (q) => q.get('sortBy') === 'Name' && q.get('sortDirection') === 'Desc',
      'Name Desc',
    );
    assertDeepEqual(
      events,
      [
        'sort {"sortBy":"Name","sortDirection":"Asc"}',
        'sort {"sortBy":"Name","sortDirection":"Desc"}',
      ],
      'events',
    );
    // The last sort is what stays (an earlier one may have been written on its own first).
    const wanted = JSON.stringify({ limit: 10, sortBy: 'Name', sortDirection: 'Desc' });
    await waitFor(() => JSON.stringify(api.options.get('devicesPagination')) === wanted, {
      what: 'saved as devicesPagination',
    });
  });

  it('pages on the server and changes the page size', async () => {
    const container = await show();
    await user.click(buttonByText(container, 'Next page'));
    await waitForQuery((q) => q.get('offset') === '10', 'second page');
    await waitFor(
      () => container.querySelector('[part~="pagination"]')!.textContent!.includes('11–20 of 25'),
      { what: 'range' },
    );
    await changeValue(controlByLabel<HTMLSelectElement>(container, 'Rows per page'), '20');
    await waitForQuery(
      (q) => q.get('limit') === '20' && q.get('offset') === '0',
      'first page of 20',
    );
    await waitFor(() => bodyRows(container).length === 20, { what: '20 rows' });
    assertDeepEqual(
      events,
      ['page {"offset":10,"limit":10}', 'page {"offset":0,"limit":20}'],
      'events',
    );
  });

  it('searches by name and says so when no device matches', async () => {
    const container = await show();
    controlByLabel(container, 'Search devices').focus();
    await user.type('gateway-01');
    await waitForQuery((q) => q.get('nameContains') === 'gateway-01', 'nameContains');
    await waitFor(() => bodyRows(container).length === 10, { what: 'matches' });
    await user.type('x');
    await waitFor(
      () =>
        container.querySelector('[part~="empty-state"]')?.textContent ===
        'No devices match the current filter.',
      {
        what: 'SPEC §8 empty message',
      },
    );
    assertEqual(events.at(-1), 'search {"search":"gateway-01x"}', 'search event');
  });
});

describe('DeviceTable: filters (SPEC §4 filter keys, §9 built-in and time-based filters)', () => {
  it('applies a built-in filter and a status filter, and reports the filter string', async () => {
    const container = await show();
    await changeValue(controlByLabel<HTMLSelectElement>(container, 'Filter'), 'preset:online');
    await waitForQuery((q) => q.get('hibernated') === 'false' && q.has('lastSeenStart'), 'online');
    await changeValue(controlByLabel<HTMLSelectElement>(container, 'Status'), 'updateFailed');
    await waitForQuery(
      (q) => q.get('status') === 'Error' && q.get('hibernated') === 'false',
      'failed',
    );
    await waitFor(() => columnTexts(container, 'status').every((s) => s === 'Update failed'), {
      what: 'rows',
    });
    assertDeepEqual(
      events,
      ['filter {"filter":"preset:online"}', 'filter {"filter":"preset:online,updateFailed"}'],
      'events',
    );
    await changeValue(controlByLabel<HTMLSelectElement>(container, 'Filter'), 'preset:neverSeen');
    await waitForQuery(
      (q) => q.get('status') === 'NotSeen' || q.get('status') === 'Error',
      'never seen',
    );
  });

  it('takes the filter and search from its host, and again when they change', async () => {
    const container = await show({ filter: 'preset:neverSeen' });
    assertEqual(lastQuery().get('status'), 'NotSeen', 'started filtered');
    assertEqual(
      controlByLabel<HTMLSelectElement>(container, 'Filter').value,
      'preset:neverSeen',
      'shown',
    );
    assertEqual(events.length, 0, 'no event for the host’s own value');
  });
});

describe('DeviceTable: columns (SPEC §2 column chooser, §9 hidden bootloader)', () => {
  it('shows a hidden column from the chooser and saves the choice (deviceListColumns)', async () => {
    const container = await show();
    await waitFor(() => api.sent('GET', '/api/accounts/users/metadata/v2').length > 0, {
      what: 'options read',
    });
    await user.click(buttonByText(container, 'Columns'));
    await user.click(await findInputByLabel(container, 'Bootloader'));
    assert(headerColumns(container).includes('installedBootloaderPackage'), 'shown');
    await waitFor(
      () => columnTexts(container, 'installedBootloaderPackage')[0] === 'u-boot 2024.04',
      { what: 'cells' },
    );
    await waitFor(() => api.options.has('deviceListColumns'), { what: 'saved' });
    const saved = api.options.get('deviceListColumns') as { _type: string; value: string[] };
    assert(saved.value.includes('installedBootloaderPackage'), 'in the option');
  });

  it('closes the Columns menu on Escape and gives focus back to its button (issue 16)', async () => {
    const container = await show();
    const menu = container.querySelector<HTMLDetailsElement>('[part~="column-chooser"]')!;
    await user.click(buttonByText(container, 'Columns'));
    assert(menu.open, 'open after a click');
    (await findInputByLabel(menu, 'Bootloader')).focus();
    await user.press('Escape');
    assert(!menu.open, 'closed by Escape');
    assertEqual(deepActiveElement(), menu.querySelector('summary'), 'focus on the Columns button');
    await user.press('Escape');
    assert(!menu.open, 'a second Escape keeps it closed');
  });

  it('shows the host’s columns, in its order, without a chooser', async () => {
    const container = await show({ columns: 'status,name,bogus' });
    assertDeepEqual(headerColumns(container), ['status', 'name'], 'columns');
    assertEqual(container.querySelector('[part~="column-chooser"]'), null, 'no chooser');
  });

  it("starts from the user's saved columns and page size", async () => {
    api.options.set('deviceListColumns', { _type: 'array', value: ['name', 'uuid'] });
    api.options.set('devicesPagination', { limit: 5, sortBy: 'Name', sortDirection: 'Asc' });
    const container = await show();
    await waitFor(() => headerColumns(container).join() === 'name,uuid', { what: 'saved columns' });
    await waitForQuery((q) => q.get('limit') === '5' && q.get('sortBy') === 'Name', 'saved paging');
    await waitFor(() => bodyRows(container).length === 5, { what: '5 rows' });
  });
});

describe('DeviceTable: SPEC §4 live events', () => {
  it('changes a row on DeviceUpdateStatus and DeviceSeen, removes it on DeleteDeviceRequest', async () => {
    const container = await show({ search: 'gateway-00' });
    await waitFor(() => bodyRows(container).length === 9, { what: 'nine devices' });
    const row = () => bodyRows(container).findIndex((r) => r.textContent!.includes('gateway-002'));
    live.send({ type: 'DeviceUpdateStatus', deviceUuid: uuidOf(2), status: 'UpdatePending' });
    await waitFor(() => columnTexts(container, 'status')[row()] === 'Update in progress', {
      what: 'status',
    });
    live.send({ type: 'DeviceSeen', deviceUuid: uuidOf(2), lastSeen: new Date().toISOString() });
    await waitFor(() => columnTexts(container, 'lastSeen')[row()] === 'now', { what: 'last seen' });
    live.send({ type: 'DeleteDeviceRequest', deviceUuid: uuidOf(2) });
    await waitFor(() => row() === -1, { what: 'row gone' });
    assertEqual(bodyRows(container).length, 8, 'eight left');
    assert(container.querySelector('[part~="pagination"]')!.textContent!.includes('of 8'), 'total');
  });
});

describe('DeviceTable: selection and bulk actions (SPEC §4 hibernation, device delete)', () => {
  it('selects rows across pages, hibernates them, and deletes after confirming', async () => {
    const container = await show({ search: 'gateway-00' });
    await waitFor(() => bodyRows(container).length === 9, { what: 'nine devices' });
    const check = (index: number) =>
      bodyRows(container)[index]!.querySelector('input[type="checkbox"]')!;
    await user.click(check(0));
    await user.click(check(1));
    assertEqual(events.length, 2, 'two selection events');
    assert(
      container.querySelector('[part~="bulk-actions"]')!.textContent!.includes('2 selected'),
      'count',
    );
    await user.click(await findButtonByText(container, 'Hibernate'));
    await waitFor(
      () =>
        api.sent('PUT', `/api/v2beta/devices/hibernation/${uuidOf(9)}`).length > 0 ||
        api.exchanges.filter((e) => e.request.method === 'PUT').length === 2,
      { what: 'two hibernations' },
    );
    await waitFor(
      () =>
        columnTexts(container, 'status')
          .slice(0, 2)
          .every((s) => s.includes('Hibernated')),
      { what: 'hibernated tags' },
    );
    await user.click(buttonByText(container, 'Delete'));
    const dialog = await waitFor(() => container.querySelector('dialog[open]'), {
      what: 'confirm',
    });
    assert(dialog.textContent!.includes('Delete the 2 selected devices?'), 'asks');
    await user.click(buttonByText(dialog, 'Delete'));
    await waitFor(() => bodyRows(container).length === 7, { what: 'two rows gone' });
    assertEqual(container.querySelector('[part~="bulk-actions"]'), null, 'selection emptied');
  });

  it('keeps the selection across pages until it is cleared', async () => {
    const container = await show();
    const check = (index: number) =>
      bodyRows(container)[index]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const firstName = () => columnTexts(container, 'name')[0];
    const pageOne = firstName();
    await user.click(check(0));
    await user.click(buttonByText(container, 'Next page'));
    await waitFor(() => firstName() !== pageOne, { what: 'second page rows' });
    await user.click(check(0));
    const bar = () => container.querySelector('[part~="bulk-actions"]');
    assert(bar()?.textContent?.includes('2 selected'), 'two across pages');
    await user.click(await findButtonByText(container, 'Clear selection'));
    assertEqual(bar(), null, 'cleared');
    await user.click(buttonByText(container, 'Previous page'));
    await waitFor(() => firstName() === pageOne, { what: 'first page rows' });
    assertEqual(check(0).checked, false, 'first page cleared too');
    assert(events.includes('selection {"deviceUuids":[]}'), 'reported');
  });

  it('activating a row reports the device', async () => {
    const container = await show({ search: 'gateway-003' });
    await waitFor(() => bodyRows(container).length === 1, { what: 'one device' });
    await user.click(bodyRows(container)[0]!.querySelector('td[data-column="name"]')!);
    assertDeepEqual(events, [`row ${uuidOf(3)}`], 'row selected');
  });
});

const nameLink = (container: HTMLElement) =>
  bodyRows(container)[0]!.querySelector<HTMLAnchorElement>('td[data-column="name"] a');

describe('DeviceTable: device names as links (deviceHref, issue 11)', () => {
  /** One device, linked, in a host that routes itself (returns false). */
  async function showRouted() {
    const container = await show({
      search: 'gateway-003',
      deviceHref: '/devices/{deviceUuid}',
      onRowSelected: (d) => {
        events.push(`row ${d.deviceUuid}`);
        return false;
      },
    });
    await waitFor(() => bodyRows(container).length === 1, { what: 'one device' });
    return container;
  }

  it('without deviceHref, a name is plain text', async () => {
    const container = await show({ search: 'gateway-003' });
    await waitFor(() => bodyRows(container).length === 1, { what: 'one device' });
    assertEqual(nameLink(container), null, 'no link');
    assertEqual(columnTexts(container, 'name')[0], 'gateway-003', 'name');
  });

  it('links each name to the address the host gives, {deviceUuid} and {deviceId} encoded', async () => {
    const container = await show({
      search: 'gateway-003',
      deviceHref: '/portal/devices/{deviceUuid}?hw={deviceId}',
    });
    await waitFor(() => bodyRows(container).length === 1, { what: 'one device' });
    const link = nameLink(container)!;
    assertEqual(link.textContent, 'gateway-003', 'the name is the link text');
    assertEqual(
      link.getAttribute('href'),
      `/portal/devices/${encodeURIComponent(uuidOf(3))}?hw=verdin-0003`,
      'href',
    );
    assertEqual(link.getAttribute('part'), 'device-link', 'part');
    // Rows are one Tab stop (arrow keys between them), as their checkboxes are.
    assertEqual(link.tabIndex, -1, 'out of the Tab order');
  });

  it('a plain click reports the row once; returning false keeps the link from being followed', async () => {
    const container = await showRouted();
    assertEqual(clickFollows(nameLink(container)!), false, 'routed by the host');
    assertDeepEqual(events, [`row ${uuidOf(3)}`], 'reported once (not again by the row)');
  });

  it('a plain click follows the link when the host does not veto it', async () => {
    const container = await show({ search: 'gateway-003', deviceHref: '/devices/{deviceUuid}' });
    await waitFor(() => bodyRows(container).length === 1, { what: 'one device' });
    assertEqual(clickFollows(nameLink(container)!), true, 'followed');
    assertDeepEqual(events, [`row ${uuidOf(3)}`], 'reported');
  });

  it('a Ctrl- or Shift-click is left to the browser (new tab or window), the row stays put', async () => {
    const container = await showRouted();
    assertEqual(clickFollows(nameLink(container)!, { ctrlKey: true }), true, 'ctrl: browser');
    assertEqual(clickFollows(nameLink(container)!, { shiftKey: true }), true, 'shift: browser');
    assertDeepEqual(events, [], 'no row activation');
  });

  it('clicking elsewhere in the row still reports it, and the checkbox still only selects', async () => {
    const container = await showRouted();
    const row = bodyRows(container)[0]!;
    await user.click(row.querySelector('td[data-column="status"]')!);
    await user.click(row.querySelector('input[type="checkbox"]')!);
    assertDeepEqual(
      events,
      [`row ${uuidOf(3)}`, `selection {"deviceUuids":["${uuidOf(3)}"]}`],
      'row, then selection',
    );
  });
});

describe('DeviceTable: SPEC §6 rights mark bulk actions not permitted (SPEC §2)', () => {
  it('without hibernate and delete: Hibernate, Wake and Delete send nothing', async () => {
    const container = await show({}, createRights(READ_ONLY_PERMISSIONS));
    await user.click(bodyRows(container)[0]!.querySelector('input[type="checkbox"]')!);
    for (const name of ['Hibernate', 'Wake', 'Delete']) {
      await assertNotPermitted(container, await findButtonByText(container, name), name);
      assertNoDialog(container, name);
    }
    const writes = api.exchanges.filter((e) => e.request.method !== 'GET' && !isOption(e));
    assertDeepEqual(writes, [], 'no hibernation or delete sent');
    assertEqual(api.sent('GET', '/api/v2beta/auth/discover').length, 0, "the host's rights");
    await user.click(buttonByText(container, 'Clear selection'));
    assertEqual(container.querySelector('[part~="bulk-actions"]'), null, 'clearing needs none');
  });

  it("saving a custom filter is the user's own option: never marked not permitted", async () => {
    const container = await show({}, createRights(READ_ONLY_PERMISSIONS));
    const save = buttonByText(container, 'Save filter');
    assertEqual(save.getAttribute('aria-disabled'), null, 'Save filter stays enabled');
  });
});

describe('DeviceTable: SPEC §5 custom filters', () => {
  async function saveAs(container: HTMLElement, name: string) {
    await user.click(buttonByText(container, 'Save filter'));
    const dialog = await waitFor(() => container.querySelector('dialog[open]'), { what: 'prompt' });
    const input = dialog.querySelector('input')!;
    input.select();
    if (name) await user.type(name);
    else await user.press('Backspace');
    await user.press('Enter');
  }

  it('saves, finds, overwrites after confirming, and deletes a filter, with SPEC texts', async () => {
    const container = await show({ filter: 'updateFailed', search: 'gateway' });
    await waitFor(() => api.sent('GET', '/api/accounts/users/metadata/v2').length > 0, {
      what: 'options read',
    });
    await saveAs(container, 'Broken gateways');
    await toast(container, 'Custom filter saved successfully.');
    const select = controlByLabel<HTMLSelectElement>(container, 'Filter');
    await waitFor(() => select.value === 'saved:Broken gateways', {
      what: 'shown as the saved filter',
    });
    assertDeepEqual(
      api.options.get('customFilters'),
      {
        _type: 'array',
        value: [{ label: 'Broken gateways', value: 'updateFailed,search:gateway' }],
      },
      'stored',
    );

    await saveAs(container, 'broken gateways');
    const question = await waitFor(
      () =>
        [...container.querySelectorAll('dialog[open]')].find((d) =>
          d.textContent!.includes('already exists'),
        ),
      { what: 'overwrite question' },
    );
    assert(
      question.textContent!.includes(
        'A filter named "broken gateways" already exists. Overwrite it?',
      ),
      'asks',
    );
    await user.click(buttonByText(question, 'Overwrite'));
    await waitFor(
      () =>
        (api.options.get('customFilters') as { value: { label: string }[] }).value[0]!.label ===
        'broken gateways',
      { what: 'overwritten' },
    );

    await changeValue(select, '');
    await changeValue(select, 'saved:broken gateways');
    await waitFor(
      () => controlByLabel<HTMLInputElement>(container, 'Search devices').value === 'gateway',
      { what: 'search back' },
    );
    await user.click(buttonByText(container, 'Delete filter'));
    await toast(container, 'Custom filter deleted successfully.');
  });

  it("refuses an empty name with 'Filter name cannot be empty.'", async () => {
    const container = await show({ filter: 'updateFailed' });
    await saveAs(container, '');
    await toast(container, 'Filter name cannot be empty.');
  });

  it("says 'Unable to save custom filter. Please try again later.' when the write fails", async () => {
    const container = await show({ filter: 'updateFailed' });
    await waitFor(() => api.sent('GET', '/api/accounts/users/metadata/v2').length > 0, {
      what: 'options read',
    });
    api.fail('/api/accounts/users/metadata/v2', 500);
    await saveAs(container, 'Failing');
    await toast(container, 'Unable to save custom filter. Please try again later.');
    api.fail('/api/accounts/users/metadata/v2', undefined);
  });
});

describe('DeviceTable: errors', () => {
  it('says why the devices could not be loaded and tries again', async () => {
    api.fail('/api/v2beta/devices', 500);
    const container = await show();
    const alert = await waitFor(() => container.querySelector('[part~="error"]'), {
      what: 'error',
    });
    assert(alert.textContent!.startsWith('The devices could not be loaded'), 'message');
    api.fail('/api/v2beta/devices', undefined);
    await user.click(buttonByText(container, 'Try again'));
    await waitFor(() => bodyRows(container).length === 10, { what: 'loaded' });
    assertEqual(container.querySelector('[part~="error"]'), null, 'gone');
  });

  it('says the sign-in failed on a refused token, never "No devices yet" (issue 16)', async () => {
    api.fail('/api/v2beta/devices', 401);
    const container = await show();
    const alert = await waitFor(() => container.querySelector('[part~="error"]'), {
      what: 'error',
    });
    assert(alert.textContent!.startsWith('Could not sign in to Fleet'), alert.textContent!);
    assert(!container.textContent!.includes('No devices yet'), 'no empty list claimed');
    assert(buttonByText(container, 'Try again'), 'a renewed token may work');
  });

  it('names the missing permission on a 403 and offers no "Try again" (issue 16)', async () => {
    api.fail('/api/v2beta/devices', 403);
    const container = await show();
    const alert = await waitFor(() => container.querySelector('[part~="error"]'), {
      what: 'error',
    });
    assertEqual(
      alert.textContent,
      'Not permitted: this token lacks the read:devices permission.',
      'message',
    );
    assert(
      ![...container.querySelectorAll('button')].some((b) => b.textContent === 'Try again'),
      'no retry',
    );
    assert(!container.textContent!.includes('No devices yet'), 'no empty list claimed');
  });
});
