// Issue 16: widgets as a partner's page holds them, two of a kind side by side on a light
// page: landmarks named apart (axe passes), no sideways scroll at phone width, and a dark
// widget that paints its own background so its texts stay readable on the light page.
import '../widgets/device-table/define.js';
import '../widgets/package-browser/define.js';
import '../widgets/connected-devices-chart/define.js';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, assertDeepEqual, waitFor } from '../testing/assert.js';
import { mountElement } from '../testing/element.js';
import { fakeDevicesApi } from '../testing/fake-devices-api.js';
import { contrastRatio, AA_TEXT } from '../theme/contrast.js';
import { fakePackagesApi } from '../widgets/package-browser/fake-packages-api.js';

type WidgetElement = HTMLElement & { client?: unknown; live?: null };

function mountWidget(html: string, client: unknown): WidgetElement {
  return mountElement<WidgetElement>(html, (element) => {
    element.live = null;
    element.client = client;
  });
}

/** Waits until the element shows content (rows, or a drawn chart). */
const rendered = (element: HTMLElement, selector: string) =>
  waitFor(() => element.shadowRoot?.querySelector(selector), {
    what: `${selector} in <${element.localName}>`,
    timeout: 20_000, // six widgets and axe on busy CI cores
  });

async function twoOfEach() {
  const devices = fakeDevicesApi(25);
  const packages = fakePackagesApi();
  const widgets = [
    mountWidget('<fleet-device-table></fleet-device-table>', devices.sdk),
    mountWidget('<fleet-device-table label="Lab devices"></fleet-device-table>', devices.sdk),
    mountWidget('<fleet-package-browser></fleet-package-browser>', packages.client),
    mountWidget('<fleet-package-browser></fleet-package-browser>', packages.client),
    mountWidget('<fleet-connected-devices-chart></fleet-connected-devices-chart>', devices.sdk),
    mountWidget('<fleet-connected-devices-chart></fleet-connected-devices-chart>', devices.sdk),
  ];
  for (const table of widgets.slice(0, 4)) await rendered(table, 'tbody [part~="row"]');
  for (const chart of widgets.slice(4)) await rendered(chart, '[part~="data-row"]');
  return widgets;
}

/** The accessible names of the page's landmarks of one role, shadow roots included. */
function landmarkNames(selector: string): string[] {
  return [...document.body.children].flatMap((element) =>
    [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].map(
      (landmark) => landmark.getAttribute('aria-label') ?? '',
    ),
  );
}

const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

const HOST_PAGE_RULES = [
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
];

/** The first painted background behind `element`, through shadow roots up to the page's. */
function paintedBackground(element: Element): string {
  for (let node: Element | null = element; node;) {
    const background = getComputedStyle(node).backgroundColor;
    if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : node.parentElement;
  }
  return 'rgb(255, 255, 255)';
}

describe('a page with two of each widget (issue 16)', function () {
  // Six widgets rendering at once, then axe over every shadow root: slow on busy cores.
  this.timeout(90_000);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('names each landmark apart, and axe finds no violation', async () => {
    await twoOfEach();
    assertDeepEqual(
      landmarkNames('nav'),
      ['Pagination', 'Pagination: Lab devices', 'Pagination 3', 'Pagination 4'],
      'paging: by label, else by number on the page',
    );
    const notifications = landmarkNames('[part~="toasts"]');
    assert(
      new Set(notifications).size === notifications.length,
      `notification regions named apart: ${notifications.join(' | ')}`,
    );
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      // What the test page itself lacks (title, lang, main, h1): the host page's to give.
      rules: Object.fromEntries(HOST_PAGE_RULES.map((rule) => [rule, { enabled: false }])),
    });
    assertDeepEqual(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      [],
      'axe violations',
    );
  });

  it('never makes the page scroll sideways, at 390 px either', async () => {
    await setViewport({ width: 390, height: 800 });
    await twoOfEach();
    const page = document.scrollingElement!;
    assert(
      page.scrollWidth <= page.clientWidth,
      `page ${page.scrollWidth} px wide in a ${page.clientWidth} px window`,
    );
  });

  it('theme="dark" paints its background: labels keep AA contrast on a light page', async () => {
    document.body.style.background = '#ffffff';
    const devices = fakeDevicesApi(5);
    const element = mountWidget(
      '<fleet-device-table theme="dark"></fleet-device-table>',
      devices.sdk,
    );
    const range = await rendered(element, '[part~="pagination"] [aria-live]');
    const pageSize = element.shadowRoot!.querySelector('[part~="pagination"] label')!;
    for (const label of [range, pageSize]) {
      const text = hex(getComputedStyle(label).color);
      const background = hex(paintedBackground(label));
      const ratio = contrastRatio(text, background);
      assert(
        ratio >= AA_TEXT,
        `"${label.textContent}": ${text} on ${background} is ${ratio.toFixed(2)}:1`,
      );
    }
    document.body.style.background = '';
  });
});
