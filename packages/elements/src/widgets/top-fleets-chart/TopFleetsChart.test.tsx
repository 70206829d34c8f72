// SPEC §9 "Top fleets chart: up to 1000 fleets fetched, top 8 by device count", as a React
// widget and as <fleet-top-fleets-chart> (DESIGN "Custom elements").
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
import { errorAnswer, fakeApi, type FakeApi } from '../../testing/fake-api.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { lightTheme } from '../../theme/palettes.js';
import { TopFleetsChart, type FleetSelected } from './TopFleetsChart.js';

type Fleet = components['schemas']['Fleet'];

const fleetId = (i: number) => `7c9e6679-7425-40de-944b-${String(i).padStart(12, '0')}`;
const fleet = (i: number): Fleet => ({
  id: fleetId(i),
  name: `Fleet ${String(i).padStart(2, '0')}`,
  createdAt: '2025-02-01T09:00:00Z',
  fleetType: 'static',
  expression: null,
});

/** Ten fleets; fleet i has (i * 7) % 11 devices, so the order by size is not the list order. */
const FLEETS = Array.from({ length: 10 }, (_, i) => fleet(i + 1));
const COUNTS = Object.fromEntries(FLEETS.map((f, i) => [f.id, ((i + 1) * 7) % 11]));
const BY_SIZE = [...FLEETS]
  .sort((a, b) => (COUNTS[b.id] ?? 0) - (COUNTS[a.id] ?? 0))
  .map((f) => [f.name, String(COUNTS[f.id])]);

function fleetsApi(): FakeApi {
  return fakeApi({
    'GET /api/v2beta/fleets': (request) => ({
      status: 200,
      body: {
        values: FLEETS,
        total: FLEETS.length,
        offset: 0,
        limit: Number(request.query.get('limit')),
      } satisfies components['schemas']['FleetPage'],
    }),
    'GET /api/v2beta/fleets-count': (request) => ({
      status: 200,
      body: {
        values: Object.fromEntries(
          request.query.getAll('groupIds').map((id) => [id, COUNTS[id] ?? 0]),
        ),
      } satisfies components['schemas']['FleetDeviceCounts'],
    }),
  });
}

const tableRows = (root: ParentNode) =>
  [...root.querySelectorAll('[part~="data-table"] tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe('TopFleetsChart (SPEC §9 top fleets chart)', () => {
  it('fetches up to 1000 fleets and charts the 8 with the most devices', async () => {
    const api = fleetsApi();
    const { container } = await render(
      <FleetProvider sdk={api.sdk}>
        <TopFleetsChart />
      </FleetProvider>,
    );
    await waitFor(() => container.querySelector('canvas'), { what: 'chart' });
    assertEqual(api.sent('GET /api/v2beta/fleets')[0]?.query.get('limit'), '1000', 'fetched');
    assertDeepEqual(tableRows(container), BY_SIZE.slice(0, 8), 'top 8, largest first');
    assertEqual(container.querySelector('[part~="title"]')?.textContent, 'Top fleets', 'title');
  });

  it('shows fewer with `limit` and reports the chosen fleet', async () => {
    const chosen: FleetSelected[] = [];
    const { container } = await render(
      <FleetProvider sdk={fleetsApi().sdk}>
        <TopFleetsChart limit={3} onFleetSelected={(detail) => chosen.push(detail)} />
      </FleetProvider>,
    );
    await waitFor(() => tableRows(container).length === 3, { what: 'three fleets' });
    await user.click(container.querySelector('[part~="view-toggle"]')!);
    await user.click(container.querySelector('[part~="data-table"] tbody button')!);
    const [name] = BY_SIZE[0]!;
    const largest = FLEETS.find((f) => f.name === name)!;
    assertDeepEqual(
      chosen,
      [{ fleetId: largest.id, name, deviceCount: COUNTS[largest.id] }],
      'detail',
    );
  });

  it('says when the fleets cannot be loaded, and retries', async () => {
    const api = fleetsApi();
    api.route(
      'GET /api/v2beta/fleets',
      errorAnswer(500, 'The fleet service is down.', 'internal_error'),
    );
    const { container } = await render(
      <FleetProvider sdk={api.sdk}>
        <TopFleetsChart />
      </FleetProvider>,
    );
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), {
      what: 'failure',
    });
    assertEqual(
      alert.textContent,
      'The chart could not be loaded: The fleet service is down.',
      'message',
    );
    api.route('GET /api/v2beta/fleets', {
      status: 200,
      body: { values: [], total: 0, offset: 0, limit: 1000 },
    });
    await user.click(container.querySelector('[part~="retry"]')!);
    await waitFor(
      () => container.querySelector('[part~="empty"]')?.textContent === 'No fleets yet.',
      {
        what: 'empty after retry',
      },
    );
  });
});

describe('<fleet-top-fleets-chart> (DESIGN: custom elements)', () => {
  type ChartElement = HTMLElement & { client?: unknown; live?: unknown; limit?: number };
  const mountChart = (html: string, api = fleetsApi()) =>
    mountElement<ChartElement>(html, (element) => {
      element.client = api.sdk;
      element.live = null;
    });

  it('renders in its shadow root; `limit` changes how many fleets show', async () => {
    const element = mountChart('<fleet-top-fleets-chart limit="5"></fleet-top-fleets-chart>');
    assert(element.shadowRoot, 'open shadow root');
    await inShadow(element, 'canvas');
    await waitFor(() => tableRows(element.shadowRoot!).length === 5, { what: 'five fleets' });
    element.setAttribute('limit', '2');
    await waitFor(() => tableRows(element.shadowRoot!).length === 2, { what: 'two fleets' });
    element.removeAttribute('limit');
    await waitFor(() => tableRows(element.shadowRoot!).length === 8, { what: 'default 8' });
    assertEqual(document.querySelector('table'), null, 'nothing rendered in the page');
  });

  it('a chosen bar reaches the document as fleet-fleet-selected', async () => {
    const heard = listenOnDocument<FleetSelected>('fleet-fleet-selected');
    const element = mountChart('<fleet-top-fleets-chart></fleet-top-fleets-chart>');
    const over = await inShadow(element, '.u-over');
    await waitFor(() => tableRows(element.shadowRoot!).length === 8, { what: 'bars' });
    await user.click(over); // the middle of the plot: bar 4 or 5 of 8
    await waitFor(() => heard.length === 1, { what: 'event on document' });
    const [event] = heard;
    assertEqual(event!.target, element, 'from the element');
    assert(event!.bubbles && event!.composed, 'bubbles, composed');
    const names = BY_SIZE.slice(0, 8).map(([name]) => name);
    assert(names.slice(3, 5).includes(event!.detail.name), `a middle bar: ${event!.detail.name}`);
  });

  it('a hostile page stylesheet does not reach inside; theme colours do', async () => {
    addHostileStylesheet();
    const element = mountChart('<fleet-top-fleets-chart theme="light"></fleet-top-fleets-chart>');
    const title = await partOf(element, 'title');
    const canvas = await inShadow(element, 'canvas');
    assertEqual(getComputedStyle(title).fontSize, lightTheme.fontSize.lg, 'title size');
    assertEqual(getComputedStyle(title).color, 'rgb(29, 41, 57)', 'title colour (theme text)');
    assertEqual(getComputedStyle(canvas).display, 'block', 'canvas shown');
    const toggle = await partOf(element, 'view-toggle');
    assertEqual(getComputedStyle(toggle).display, 'flex', 'button shown (a flex item)');
    element.style.setProperty('--fleet-chart-color', 'rgb(10, 20, 30)');
    const area = (await partOf(element, 'plot')).parentElement!;
    const { readChartColors } = await import('../../primitives/bar-chart/chart-colors.js');
    assertEqual(readChartColors(area).bar, 'rgb(10, 20, 30)', 'host property reaches the chart');
  });

  it('shows that it is not connected until a token source is set', async () => {
    const element = mountElement('<fleet-top-fleets-chart></fleet-top-fleets-chart>');
    const message = await inShadow(element, '[part~="empty-state"]');
    assertEqual(
      message.textContent,
      'Not connected: set the token, getToken or client property.',
      'text',
    );
  });
});
