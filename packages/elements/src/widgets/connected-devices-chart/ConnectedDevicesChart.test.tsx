// SPEC §9 "Connected-devices series: last 7 days, with 'Today' as the first label", as a React
// widget and as <fleet-connected-devices-chart> (DESIGN "Custom elements").
import './define.js';
import type { components } from '@fleet/sdk';
import { FleetProvider } from '../../connection/FleetProvider.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import {
  addHostileStylesheet,
  inShadow,
  listenOnDocument,
  mountElement,
  partOf,
} from '../../testing/element.js';
import { fakeApi, type FakeApi } from '../../testing/fake-api.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { lightTheme } from '../../theme/palettes.js';
import { ConnectedDevicesChart, type DaySelected } from './ConnectedDevicesChart.js';

const DAY_MS = 86_400_000;

/** Local midnight `back` days ago. */
const dayStart = (back: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
};

/** Devices seen since `start`: 5 today, 2 more for each day further back. */
const countSince = (start: Date) =>
  5 + 2 * Math.round((dayStart(0).getTime() - start.getTime()) / DAY_MS);

function devicesApi(): FakeApi {
  return fakeApi({
    'GET /api/v2beta/devices': (request) => ({
      status: 200,
      body: {
        values: [],
        total: countSince(new Date(request.query.get('lastSeenStart')!)),
        offset: 0,
        limit: Number(request.query.get('limit')),
      } satisfies components['schemas']['DevicePage'],
    }),
  });
}

const weekday = (back: number, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(dayStart(back));

const tableRows = (root: ParentNode) =>
  [...root.querySelectorAll('[part~="data-table"] tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe('ConnectedDevicesChart (SPEC §9 connected-devices series)', () => {
  it("charts the last 7 days, 'Today' first, one total-only device count per day", async () => {
    const api = devicesApi();
    const { container } = await render(
      <FleetProvider sdk={api.sdk}>
        <ConnectedDevicesChart />
      </FleetProvider>,
    );
    await waitFor(() => container.querySelector('canvas'), { what: 'chart' });
    const sent = api.sent('GET /api/v2beta/devices');
    assertEqual(sent.length, 7, 'seven counts');
    assert(
      sent.every((request) => request.query.get('limit') === '0'),
      'counts only (limit 0)',
    );
    assertDeepEqual(
      tableRows(container),
      Array.from({ length: 7 }, (_, back) => [
        back === 0 ? 'Today' : weekday(back),
        String(5 + 2 * back),
      ]),
      'days and counts',
    );
    assertEqual(
      container.querySelector('[part~="title"]')?.textContent,
      'Connected devices',
      'title',
    );
  });

  it('labels the days in its locale', async () => {
    const { container } = await render(
      <FleetProvider sdk={devicesApi().sdk}>
        <ConnectedDevicesChart />
      </FleetProvider>,
      { locale: 'fr-CH' },
    );
    await waitFor(() => tableRows(container).length === 7, { what: 'days' });
    assertEqual(tableRows(container)[0]?.[0], 'Aujourd’hui', 'today in French');
    assertEqual(tableRows(container)[1]?.[0], weekday(1, 'fr-CH'), 'a weekday in French');
  });
});

describe('<fleet-connected-devices-chart> (DESIGN: custom elements)', () => {
  type ChartElement = HTMLElement & { client?: unknown; live?: unknown };
  const mountChart = (html: string) =>
    mountElement<ChartElement>(html, (element) => {
      element.client = devicesApi().sdk;
      element.live = null;
    });

  it('renders in its shadow root; the locale attribute relabels the days', async () => {
    const element = mountChart('<fleet-connected-devices-chart></fleet-connected-devices-chart>');
    await inShadow(element, 'canvas');
    await waitFor(() => tableRows(element.shadowRoot!)[0]?.[0] === 'Today', { what: 'Today' });
    element.setAttribute('locale', 'fr-CH');
    await waitFor(() => tableRows(element.shadowRoot!)[0]?.[0] === 'Aujourd’hui', {
      what: 'relabelled',
    });
    assertEqual(document.querySelector('canvas'), null, 'nothing rendered in the page');
  });

  it('a chosen day reaches the document as fleet-day-selected', async () => {
    const heard = listenOnDocument<DaySelected>('fleet-day-selected');
    const element = mountChart('<fleet-connected-devices-chart></fleet-connected-devices-chart>');
    await inShadow(element, 'canvas');
    await waitFor(() => tableRows(element.shadowRoot!).length === 7, { what: 'days' });
    await user.click(await partOf(element, 'view-toggle'));
    const rows = element.shadowRoot!.querySelectorAll('[part~="data-row"] button');
    await user.click(rows[0]!);
    await waitFor(() => heard.length === 1, { what: 'event on document' });
    const [event] = heard;
    assertEqual(event!.target, element, 'from the element');
    assert(event!.bubbles && event!.composed, 'bubbles, composed');
    assertDeepEqual(
      event!.detail,
      { start: dayStart(0).toISOString(), label: 'Today', count: 5 },
      'detail',
    );
  });

  it('a hostile page stylesheet does not reach inside', async () => {
    addHostileStylesheet();
    const element = mountChart(
      '<fleet-connected-devices-chart theme="light"></fleet-connected-devices-chart>',
    );
    const title = await partOf(element, 'title');
    const canvas = await inShadow(element, 'canvas');
    assertEqual(getComputedStyle(title).fontSize, lightTheme.fontSize.lg, 'title size');
    assertEqual(getComputedStyle(canvas).display, 'block', 'canvas shown');
    const table = await partOf(element, 'data-table');
    assertEqual(getComputedStyle(table).display, 'table', 'data table kept for screen readers');
    assertEqual(getComputedStyle(table).position, 'absolute', 'and visually hidden');
  });
});
