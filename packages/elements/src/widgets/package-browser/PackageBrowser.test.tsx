// <fleet-package-browser> in Chromium over the real SDK packages store and a fake packages
// API: SPEC §2 /packages and /packages/{name}, §3 package type and sources, §9 package
// filters and page sizes.
import './define.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { changeValue, user } from '../../testing/user.js';
import { fakePackagesApi, type FakePackagesApi } from './fake-packages-api.js';

type BrowserElement = HTMLElement & { client?: unknown; live?: null };

const added: Element[] = [];
const apis: FakePackagesApi[] = [];
afterEach(async () => {
  added.splice(0).forEach((element) => element.remove());
  for (const api of apis.splice(0))
    assertDeepEqual(await api.contractProblems(), [], 'every exchange conforms to openapi/');
});

function mount(attributes = ''): { element: BrowserElement; api: FakePackagesApi } {
  const api = fakePackagesApi();
  apis.push(api);
  const holder = document.createElement('div');
  holder.innerHTML = `<fleet-package-browser ${attributes}></fleet-package-browser>`;
  const element = holder.firstElementChild as BrowserElement;
  element.live = null;
  element.client = api.client;
  document.body.append(element);
  added.push(element);
  return { element, api };
}

const shadow = (element: HTMLElement) => element.shadowRoot!;

/** The package names shown, once the list shows exactly `count` rows. */
async function names(element: HTMLElement, count?: number): Promise<string[]> {
  const rows = await waitFor(
    () => {
      const found = [
        ...shadow(element).querySelectorAll<HTMLElement>(
          'table:not([aria-label^="Versions"]) tbody [part~="row"]',
        ),
      ];
      return (count === undefined ? found.length > 0 : found.length === count) && found;
    },
    { what: `${count ?? 'some'} package rows` },
  );
  return rows.map((row) => row.querySelector('td,th')!.textContent!);
}

/** Waits until the list shows exactly these names. */
const shows = (element: HTMLElement, expected: string[], what: string) =>
  waitFor(
    () => {
      const shown = [
        ...shadow(element).querySelectorAll<HTMLElement>(
          'table:not([aria-label^="Versions"]) tbody [part~="row"]',
        ),
      ].map((row) => row.querySelector('td,th')!.textContent);
      return JSON.stringify(shown) === JSON.stringify(expected);
    },
    { what },
  );

const rowNamed = (element: HTMLElement, name: string) =>
  waitFor(
    () =>
      [...shadow(element).querySelectorAll<HTMLElement>('[part~="row"]')].find((row) =>
        row.textContent!.startsWith(name),
      ),
    { what: `row ${name}` },
  );

const selectLabelled = (element: HTMLElement, label: string) =>
  waitFor(
    () => {
      const found = [...shadow(element).querySelectorAll('label')].find(
        (l) => l.textContent === label,
      );
      return found && (shadow(element).getElementById(found.htmlFor) as HTMLSelectElement | null);
    },
    { what: `control ${label}` },
  );

function listen(name: string): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}

describe('SPEC §2 /packages: <fleet-package-browser>', () => {
  it('renders in its open shadow root: names with type and source, 20 per page (SPEC §9)', async () => {
    const { element } = mount();
    const shown = await names(element, 20);
    assertEqual(shown[0], 'app-01', 'name ascending');
    assertEqual(document.querySelector('[part~="row"]'), null, 'nothing outside the shadow root');
    const page = await waitFor(() => shadow(element).querySelector('[part~="pagination"]'), {
      what: 'pagination',
    });
    assert(page.textContent!.includes('1–20 of 29'), `range: ${page.textContent}`);
    const next = [...page.querySelectorAll('button')].find((b) => b.textContent === 'Next page')!;
    next.scrollIntoView();
    await user.click(next);
    const second = await names(element, 9);
    assert(second.includes('torizon-core-docker'), 'second page');
    const cells = [...(await rowNamed(element, 'torizon-core-docker')).children].map(
      (c) => c.textContent,
    );
    assertDeepEqual(
      cells.slice(1, 4),
      ['OS', 'verdin-imx8mp', 'Toradex LTS'],
      'type, component, source',
    );
  });

  it('SPEC §3 package type by hardware id: type and filter attributes', async () => {
    const { element } = mount('filter="allBootloaders"');
    await shows(element, ['u-boot'], 'All Bootloaders');
    element.setAttribute('filter', 'allSubsystems');
    await shows(element, ['m4-firmware'], 'All Subsystems');
    element.removeAttribute('filter');
    element.setAttribute('type', 'os');
    await shows(element, ['torizon-core-docker'], 'type os');
  });

  it('search, component and source attributes reach the API', async () => {
    const { element, api } = mount('search="torizon"');
    await shows(element, ['torizon-core-docker'], 'search');
    assert(
      api.requests.some((r) => r.searchParams.get('nameContains') === 'torizon'),
      'sent as nameContains',
    );
    element.removeAttribute('search');
    element.setAttribute('component', 'docker-compose');
    element.setAttribute('source', 'targets.json');
    await shows(element, ['my-app'], 'component and source');
    const last = api.requests.at(-1)!;
    assertDeepEqual(last.searchParams.getAll('hardwareIds'), ['docker-compose'], 'hardware id');
    assertDeepEqual(last.searchParams.getAll('packageSource'), ['targets.json'], 'source');
  });

  it('SPEC §9 package filters: the CVE filter only with the cve-management feature', async () => {
    const { element } = mount();
    const filter = await selectLabelled(element, 'Package filter');
    const labels = () => [...filter.options].map((o) => o.textContent);
    await waitFor(() => labels().length === 7, { what: 'seven options' });
    assertDeepEqual(
      labels(),
      [
        'All packages',
        'My Device Packages',
        'Packages with known CVEs',
        'All OS Packages',
        'All Applications',
        'All Bootloaders',
        'All Subsystems',
      ],
      'filters',
    );
    element.setAttribute('feature-flags', '{"cve-management": false}');
    await waitFor(() => !labels().includes('Packages with known CVEs'), {
      what: 'CVE filter gone',
    });
  });

  it('user choices reach document as fleet-filter-changed and fleet-package-selected', async () => {
    const { element } = mount();
    await names(element, 20);
    const changed = listen('fleet-filter-changed');
    const selected = listen('fleet-package-selected');
    try {
      await changeValue(await selectLabelled(element, 'Package filter'), 'allApplications');
      await waitFor(() => changed.events.length === 1, { what: 'fleet-filter-changed' });
      assertEqual(changed.events[0]!.detail.filter, 'allApplications', 'filter in detail');
      assert(changed.events[0]!.composed && changed.events[0]!.bubbles, 'composed, bubbles');
      await user.click(await rowNamed(element, 'app-02'));
      await waitFor(() => selected.events.length === 1, { what: 'fleet-package-selected' });
      assertEqual(selected.events[0]!.target, element, 'retargeted to the element');
      assertDeepEqual(
        selected.events[0]!.detail,
        {
          packageName: 'app-02',
          packageType: 'application',
          hardwareIds: ['docker-compose'],
          sources: ['Toradex Containers'],
        },
        'detail',
      );
    } finally {
      changed.stop();
      selected.stop();
    }
  });

  it('versions of a package newest first with sizes and installed counts, fleet-version-selected', async () => {
    const { element, api } = mount('search="my-app"');
    await user.click(await rowNamed(element, 'my-app'));
    const panel = await waitFor(() => shadow(element).querySelector('[part~="versions"]'), {
      what: 'versions panel',
    });
    const rows = await waitFor(
      () => {
        const found = [...panel.querySelectorAll('tbody [part~="row"]')];
        return found.length === 2 && found[0]!.textContent!.includes('3') && found;
      },
      { what: 'two versions with counts' },
    );
    assert(rows[0]!.textContent!.startsWith('1.1.0'), `newest first: ${rows[0]!.textContent}`);
    assert(/12\.4\sMB/.test(rows[0]!.textContent!), `size for people: ${rows[0]!.textContent}`);
    const versionsCall = api.requests.find((r) => r.pathname === '/api/v2beta/packages')!;
    assertEqual(versionsCall.searchParams.get('limit'), '50', 'versions helper page size');
    assertEqual(versionsCall.searchParams.get('sortBy'), 'CreatedAt', 'by CreatedAt');
    assertEqual(versionsCall.searchParams.get('sortDirection'), 'Desc', 'descending');
    const picked = listen('fleet-version-selected');
    try {
      await user.click(rows[0]!);
      await waitFor(() => picked.events.length === 1, { what: 'fleet-version-selected' });
      assertDeepEqual(
        picked.events[0]!.detail,
        { packageId: 'my-app-1.1.0', name: 'my-app', version: '1.1.0', installedCount: 3 },
        'detail',
      );
    } finally {
      picked.stop();
    }
  });

  it('hide-versions: opening a package only tells the host, which shows the versions itself', async () => {
    const { element, api } = mount('search="my-app" hide-versions');
    const selected = listen('fleet-package-selected');
    try {
      await user.click(await rowNamed(element, 'my-app'));
      await waitFor(() => selected.events.length === 1, { what: 'fleet-package-selected' });
      assertEqual(selected.events[0]!.detail.packageName, 'my-app', 'which package');
      await new Promise((resolve) => setTimeout(resolve, 50));
      assertEqual(shadow(element).querySelector('[part~="versions"]'), null, 'no versions panel');
      const versionCalls = api.requests.filter(
        (r) =>
          r.pathname === '/api/v2beta/packages' && r.searchParams.get('sortBy') === 'CreatedAt',
      );
      assertEqual(versionCalls.length, 0, 'no versions fetched');
    } finally {
      selected.stop();
    }
  });

  it('a hostile host stylesheet does not reach inside', async () => {
    const hostile = document.createElement('style');
    hostile.textContent = `
      table, tr, td, th, select, input { display: none !important; }
      td { color: rgb(255, 0, 0) !important; font-size: 40px !important; }
      [part] { visibility: hidden !important; }`;
    document.head.append(hostile);
    try {
      const { element } = mount();
      const row = await rowNamed(element, 'app-01');
      const cell = row.querySelector('td')!;
      assert(getComputedStyle(row).display !== 'none', 'row displayed');
      assert(getComputedStyle(cell).color !== 'rgb(255, 0, 0)', 'cell colour untouched');
      assert(getComputedStyle(cell).fontSize !== '40px', 'cell size untouched');
      assertEqual(getComputedStyle(row).visibility, 'visible', 'parts visible');
    } finally {
      hostile.remove();
    }
  });
});

describe('<fleet-package-browser>: a failed token (issue 16)', () => {
  it("says the sign-in failed when the page's getToken throws", async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<fleet-package-browser></fleet-package-browser>';
    const element = holder.firstElementChild as HTMLElement & {
      live?: null;
      getToken?: () => Promise<string>;
    };
    element.live = null;
    element.getToken = () => Promise.reject(new Error('portal session expired'));
    document.body.append(element);
    added.push(element);
    const error = await waitFor(() => shadow(element).querySelector('[part~="error"]'), {
      what: 'the failure',
    });
    assert(
      error.textContent!.startsWith('Could not sign in to Fleet'),
      `message: ${error.textContent}`,
    );
    assert(!error.textContent!.includes('portal session expired'), 'no raw reason');
  });
});
