import { expect, test, type Page } from './csp-guard';
import { callApi, enterSharedRepository, expectAccessible, pathOf, signInAt } from './support';

// The screens made of widgets (SPEC §2), for each demo account of the sandbox, in a real
// browser: the dashboard, the device list with its state in the URL, the guest's
// not-permitted actions and unauthorized routes (SPEC §2, §6), and a route chunk that fails
// to load (SPEC §8). axe on every page visited.

const NOT_PERMITTED = 'You do not have permission to perform this action';

const ACCOUNTS = [
  { email: 'admin@example.com', name: 'Ada Admin' },
  { email: 'dev@example.com', name: 'Dana Developer' },
  { email: 'maker@example.com', name: 'Max Maker' },
  { email: 'guest@example.com', name: 'Gale Guest' },
] as const;

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices' });
/** Rows of devices (the sandbox names them `<place> <role> 001`), not headers or skeletons. */
const deviceRows = (page: Page) => devicesTable(page).getByRole('row').filter({ hasText: /\d{3}/ });

test.describe('SPEC §2 screens', () => {
  for (const { email, name } of ACCOUNTS) {
    test(`${email} signs in and lands on the dashboard with their name`, async ({ page }) => {
      await signInAt(page, '/', email);
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('banner').getByText(name)).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Top fleets' })).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Connected devices' })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('dev sees devices; the filter and search stay in the URL across a reload', async ({
    page,
  }) => {
    await signInAt(page, '/devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await expect.poll(() => deviceRows(page).count()).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: 'Pair device' })).toHaveAttribute(
      'href',
      '/devices/pair',
    );
    await expectAccessible(page);

    await page.getByLabel('Search devices').fill('001');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('001');
    await expect(deviceRows(page)).toHaveCount(1);
    await expect(deviceRows(page)).toContainText('001');
    await page.getByLabel('Filter', { exact: true }).selectOption({ label: 'Seen Online' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('filter'))
      .toBe('preset:seenOnline');

    await page.reload();
    await expect(page.getByLabel('Search devices')).toHaveValue('001');
    await expect(page.getByLabel('Filter', { exact: true })).toHaveValue('preset:seenOnline');
    expect(new URL(page.url()).searchParams.get('search')).toBe('001');
    await expectAccessible(page);

    // Clearing the search takes it out of the address; the filter stays.
    await page.getByLabel('Search devices').fill('');
    await expect.poll(() => pathOf(page)).toBe('/devices?filter=preset%3AseenOnline');
  });

  test('SPEC §4 the device list follows the live channel: a deleted device leaves it', async ({
    page,
  }) => {
    await signInAt(page, '/devices?search=020');
    await expect(deviceRows(page)).toHaveCount(1);
    const found = await callApi<{ values: Array<{ deviceUuid: string }> }>(
      page,
      'GET',
      '/api/v2beta/devices?nameContains=020',
    );
    expect(found.values).toHaveLength(1);
    // Deleted behind the console's back: only the live event can tell the table.
    await callApi(page, 'DELETE', `/api/v2beta/devices/${found.values[0]!.deviceUuid}`);
    await expect(deviceRows(page)).toHaveCount(0);
  });

  test('the package list keeps its query in the URL', async ({ page }) => {
    await signInAt(page, '/packages?search=app');
    await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
    await expect(page.getByLabel('Search packages')).toHaveValue('app');
    await expect(page.getByRole('link', { name: 'Upload package' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page);
  });

  test('offline updates, remote access and preferences are their widgets and screens', async ({
    page,
  }) => {
    // Editing a lockbox: once saved, its own page.
    await signInAt(page, '/lockboxes/pilot-rollout/edit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit offline update pilot-rollout' }),
    ).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('pilot-rollout');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/lockboxes/pilot-rollout');
    await expect(page.getByRole('heading', { level: 1, name: 'Offline update' })).toBeVisible();

    // Creating one: Cancel goes back to the list.
    await page.goto('/lockboxes/create');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create an offline update' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/lockboxes');

    // Remote access: the widget's tabs are the addresses' tabs.
    await page.goto('/remote-access');
    await expect.poll(() => pathOf(page)).toBe('/remote-access/sessions');
    await expect(page.getByRole('tab', { name: 'Sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Keys' }).click();
    await expect.poll(() => pathOf(page)).toBe('/remote-access/keys');
    await expect(page.getByRole('tab', { name: 'Keys' })).toHaveAttribute('aria-selected', 'true');

    // The preferences tab of the account is the preferences screen.
    await page.goto('/account/preferences');
    await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/account/information');
    await expect(page.getByRole('heading', { level: 2, name: 'Information' })).toBeVisible();
    await expect(page.getByTestId('account-information')).toContainText('dev@example.com');
  });

  test('the guest of a shared repository meets not-permitted actions and unauthorized routes', async ({
    page,
  }) => {
    await signInAt(page, '/', 'guest@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const repositoryId = await enterSharedRepository(page, 'Pilot site');

    for (const [address, action] of [
      ['/devices', 'Pair device'],
      ['/packages', 'Upload package'],
    ] as const) {
      await page.goto(address);
      const link = page.getByRole('link', { name: action });
      await expect(link).toBeDisabled();
      await expect(link).toHaveAttribute('data-not-permitted', '');
      await link.hover();
      await expect(page.getByRole('tooltip')).toHaveText(NOT_PERMITTED);
      await expectAccessible(page);
      // A click leads nowhere (forced: Playwright would wait for an enabled link).
      await link.click({ force: true });
      expect(new URL(page.url()).pathname).toBe(address);
    }
    // The guest sees the shared repository's devices.
    await page.goto('/devices');
    await expect.poll(() => deviceRows(page).count()).toBeGreaterThan(1);

    for (const restricted of [
      '/devices/pair',
      '/packages/upload',
      '/lockboxes/create',
      '/fleets/create',
    ]) {
      await page.goto(restricted);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/errors/unauthorized');
      const query = new URL(page.url()).searchParams;
      expect(query.get('from')).toBe(restricted);
      expect(query.get('repository')).toBe(repositoryId);
      await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
      await expect(page.getByText(restricted, { exact: true })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('SPEC §8 a route chunk that fails to load offers a reload, and the reload works', async ({
    page,
  }) => {
    await signInAt(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    let chunkRequests = 0;
    // The fleets list's chunk: the device list's comes with the console's start (its chunk
    // is the dashboard's too, packages/console/build/route-chunks.ts).
    await page.route('**/assets/FleetListScreen-*.js', (route) => {
      chunkRequests += 1;
      return route.abort('failed');
    });
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Fleets' })
      .click();
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failure).toContainText(
      'Part of the application could not be loaded. Please reload the page.',
    );
    const reload = failure.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    const requestsAtFailure = chunkRequests;
    expect(requestsAtFailure).toBeGreaterThan(0);
    await expectAccessible(page);
    // No reload of its own: the page stays put (and asks for the chunk no more) until the
    // user chooses to reload.
    await page.waitForLoadState('networkidle');
    expect(documentLoads).toBe(0);
    expect(chunkRequests).toBe(requestsAtFailure);

    await page.unroute('**/assets/FleetListScreen-*.js');
    await reload.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible();
    expect(pathOf(page)).toBe('/fleets');
    expect(documentLoads).toBe(1);
  });
});
