import { expect, test, type Browser, type Page } from './csp-guard';
import { ONBOARDING_STEPS } from '../src/onboarding/onboarding-steps';
import {
  ACCOUNT_TABS,
  DEVICE_TABS,
  FLEET_TABS,
  INSTALL_TABS,
  PACKAGE_SOURCE_VIEWS,
  REMOTE_ACCESS_TABS,
} from '../src/routing/tabs';
import { screenAddresses, screenPatterns, type ParameterValues } from './route-addresses';
import { callApi, expectAccessible, signInAt } from './support';

// Issue 11 "every width": every screen of the route table (SPEC §2), as dev@example.com with
// real ids from the sandbox, at the six widths of the issue: phone, tablet, laptop and desktop.
// None may make the page scroll sideways (wide tables scroll in their own frame), every primary
// action (the page header's, marked data-primary-actions) stays inside the viewport, and at the
// phone, tablet-landscape and laptop widths axe finds nothing serious. Below tablet width the
// navigation is behind the menu button.
//
// Each address is opened fresh at the phone width (what a phone user gets), then the window is
// widened step by step: every later width is the same screen laid out again, as when a window
// is resized or a tablet turned. Fresh loads at desktop sizes are what every other journey does.

/** From narrow to wide; `axe` marks the widths checked with axe too. */
const WIDTHS = [
  { width: 390, height: 844, axe: true },
  { width: 768, height: 1024, axe: false },
  { width: 1024, height: 768, axe: true },
  { width: 1280, height: 800, axe: false },
  { width: 1440, height: 900, axe: true },
  { width: 1920, height: 1080, axe: false },
] as const;

interface Listing<T> {
  values: T[];
}

/** Real ids of the sandbox's demo data for the parameterised routes. */
async function sandboxValues(page: Page): Promise<ParameterValues> {
  const devices = await callApi<Listing<{ deviceUuid: string }>>(
    page,
    'GET',
    '/api/v2beta/devices?limit=1',
  );
  const fleets = await callApi<Listing<{ id: string }>>(page, 'GET', '/api/v2beta/fleets?limit=1');
  const packages = await callApi<Listing<{ name: string; version: string }>>(
    page,
    'GET',
    '/api/v2beta/packages?limit=1',
  );
  const sources = await callApi<Array<{ name: string }>>(
    page,
    'GET',
    '/api/v2beta/packages_external/trusted-delegations',
  );
  const lockboxes = await callApi<Array<{ name: string }> | Listing<{ name: string }>>(
    page,
    'GET',
    '/api/v2beta/lockboxes',
  );
  const lockbox = (Array.isArray(lockboxes) ? lockboxes : lockboxes.values)[0]?.name;
  const rollouts = await callApi<Listing<{ id: string }>>(
    page,
    'GET',
    '/api/v2beta/rollouts?limit=1',
  );
  const device = devices.values[0]!.deviceUuid;
  const fleet = fleets.values[0]!.id;
  const pkg = packages.values[0]!;
  return {
    '/devices/{id}': [device],
    '/devices/{id}/{tab}': Object.keys(DEVICE_TABS),
    '/fleets/{id}': [fleet],
    '/fleets/{id}/{tab}': Object.keys(FLEET_TABS),
    '/packages/{name}': [pkg.name],
    '/packages/{name}/{version}': [pkg.version],
    '/packages/{name}/{version}/install/{tab}': Object.keys(INSTALL_TABS),
    '/packages/sources/{view}': Object.keys(PACKAGE_SOURCE_VIEWS),
    '/packages/sources/{view}/{name}': [sources[0]?.name ?? 'tdx-lts'],
    // No lockbox in the demo data: the screen's not-found state is laid out as well.
    '/lockboxes/{name}': [lockbox ?? 'offline-update'],
    // Without a demo rollout, the screen's not-found state is laid out as well.
    '/rollouts/{id}': [rollouts.values[0]?.id ?? '00000000-0000-4000-8000-000000000000'],
    '/account/{tab}': Object.keys(ACCOUNT_TABS),
    '/remote-access/{tab}': Object.keys(REMOTE_ACCESS_TABS),
    '/onboarding/{step}': ONBOARDING_STEPS,
  };
}

/** What sticks out of the viewport on the right, deepest elements first (for the message). */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wider = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[
        ...element.classList,
      ].join('.')} (${Math.round(element.getBoundingClientRect().right)}px)`;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      culprits: wider
        .filter((element) => !wider.some((other) => other !== element && element.contains(other)))
        .slice(0, 5)
        .map(describe),
    };
  });
}

/**
 * A screen's primary actions: its page header's, a list's toolbar (filters, columns, save) and
 * its pager (part="pagination").
 */
const PRIMARY_ACTIONS =
  '[data-primary-actions] :is(a, button), [role="toolbar"] button, [part="pagination"] button';

/** The primary actions that are not fully inside the viewport's width. */
function actionsOutside(page: Page) {
  return page.evaluate(
    (PRIMARY_ACTIONS) =>
      [...document.querySelectorAll<HTMLElement>(PRIMARY_ACTIONS)]
        .filter((action) => action.getClientRects().length > 0)
        .filter((action) => {
          const box = action.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth + 0.5;
        })
        .map((action) => action.textContent?.trim() ?? action.outerHTML),
    PRIMARY_ACTIONS,
  );
}

/**
 * The screen has rendered and what it loads has arrived: nothing aria-busy, or what stays busy
 * shows why (a role="alert" inside it, e.g. the editor of an address with nothing behind it:
 * waiting longer changes nothing). A screen still busy after 20 s is checked as it shows.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[aria-busy="true"]')].every((busy) =>
          busy.querySelector('[role="alert"]'),
        ),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

/** Two animation frames after a resize: media queries and resize observers have answered. */
function laidOut(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

let shared: { page: Page; values: ParameterValues } | undefined;

async function signedIn(browser: Browser) {
  if (shared) return shared;
  // A context of its own (axe needs one), kept across the tests: one sign-in for them all.
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  await signInAt(page, '/');
  shared = { page, values: await sandboxValues(page) };
  return shared;
}

test.afterAll(async () => {
  await shared?.page.context().close();
  shared = undefined;
});

test.describe('issue 11 every width: no page-level sideways scroll, actions in view', () => {
  // Six widths (and a tab each, for tabbed routes), three checked with axe: slow on busy cores.
  test.describe.configure({ timeout: 300_000 });
  // One test per route of the table; its addresses get the sandbox's real ids once signed in.
  const patterns = [...new Set(screenPatterns())];
  for (const pattern of patterns) {
    test(`${pattern} at ${WIDTHS.map((size) => size.width).join(', ')} px`, async ({ browser }) => {
      const { page, values } = await signedIn(browser);
      for (const { address } of screenAddresses(values).filter((s) => s.pattern === pattern)) {
        for (const [index, size] of WIDTHS.entries()) {
          await page.setViewportSize(size);
          if (index === 0) await page.goto(address);
          else await laidOut(page);
          await settled(page);
          const overflow = await overflowOf(page);
          expect(
            overflow.scrollWidth,
            `${address} at ${size.width} px is ${overflow.scrollWidth} px wide: ${overflow.culprits.join(', ')}`,
          ).toBeLessThanOrEqual(overflow.innerWidth);
          expect(await actionsOutside(page), `${address} at ${size.width} px`).toEqual([]);
          if (size.axe) await expectAccessible(page);
        }
      }
    });
  }
});

test.describe('issue 11 below tablet width the navigation is behind a menu button', () => {
  test('the menu button opens the navigation, Esc closes it, focus comes back', async ({
    browser,
  }) => {
    const { page } = await signedIn(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/devices');
    await settled(page);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(navigation).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Devices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Choosing a screen closes it.
    await menu.click();
    await navigation.getByRole('link', { name: 'Fleets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(navigation).toBeHidden();

    // From tablet width up the navigation is always there and the button is not.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(navigation).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
