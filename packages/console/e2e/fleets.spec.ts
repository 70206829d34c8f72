import { expect, test, type Page } from './csp-guard';
import { callApi, enterSharedRepository, expectAccessible, pathOf, signInAt } from './support';

// SPEC §2 fleets in a real browser against the sandbox: the fleet manager with its list state
// in the address, creating (and the SPEC §5 empty-name error), modifying, adding and removing
// devices, deleting; a fleet update; the guest's not-permitted actions. axe on every page.

const NOT_PERMITTED = 'You do not have permission to perform this action';

const fleetsTable = (page: Page) => page.getByRole('table', { name: 'Fleets' });
/** The fleet names of the page, in order (the name cell is a link). */
// A read during a navigation (a reload into another repository) is tried again by the poll.
const fleetNames = (page: Page) =>
  fleetsTable(page)
    .getByRole('link')
    .allTextContents()
    .catch(() => [] as string[]);
const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices of the fleet' });
const deviceRows = (page: Page) => devicesTable(page).getByRole('row').filter({ hasText: /\d{3}/ });
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

test.describe('SPEC §2 fleets', () => {
  test('dev’s fleets by name; sort and search stay in the address across a reload', async ({
    page,
  }) => {
    await signInAt(page, '/fleets');
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible();
    await expect
      .poll(() => fleetNames(page))
      .toEqual(['Field units', 'Lab', 'Production line A', 'Verdin boards']);
    await expect(page.getByRole('link', { name: 'Create fleet' })).toHaveAttribute(
      'href',
      '/fleets/create',
    );
    // Each fleet's device count is shown.
    await expect(
      fleetsTable(page)
        .getByRole('row', { name: /Production line A/ })
        .locator('td[data-column="devices"]'),
    ).toHaveText('6');
    await expectAccessible(page);

    // Oldest first, then newest first (SPEC §3 sort name CreatedAt).
    const created = fleetsTable(page).getByRole('button', { name: 'Created' });
    await created.click();
    await expect.poll(() => query(page, 'sort')).toBe('CreatedAt');
    await expect
      .poll(() => fleetNames(page))
      .toEqual(['Lab', 'Production line A', 'Field units', 'Verdin boards']);
    await created.click();
    await expect.poll(() => query(page, 'sort')).toBe('CreatedAt:Desc');
    await expect
      .poll(() => fleetNames(page))
      .toEqual(['Verdin boards', 'Field units', 'Production line A', 'Lab']);

    await page.getByLabel('Search fleets').fill('line');
    await expect.poll(() => query(page, 'search')).toBe('line');
    await expect.poll(() => fleetNames(page)).toEqual(['Production line A']);

    await page.reload();
    await expect(page.getByLabel('Search fleets')).toHaveValue('line');
    await expect.poll(() => fleetNames(page)).toEqual(['Production line A']);
    await expect(fleetsTable(page).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expectAccessible(page);

    await page.getByLabel('Search fleets').fill('no such fleet');
    await expect(page.getByText('No fleets match “no such fleet”.')).toBeVisible();
    await page.getByLabel('Search fleets').fill('');
    await expect.poll(() => pathOf(page)).toBe('/fleets?sort=CreatedAt%3ADesc');
  });

  test('create a fleet, modify it, add and remove a device, delete it', async ({ page }) => {
    const name = `E2E fleet ${Date.now()}`;
    await signInAt(page, '/fleets');
    await page.getByRole('link', { name: 'Create fleet' }).click();
    await expect.poll(() => pathOf(page)).toBe('/fleets/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a fleet' })).toBeVisible();

    // SPEC §5: the SDK refuses an empty name before any request.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a name for the fleet.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Fleet name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByLabel('Fleet name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/fleets\/[0-9a-f-]{36}\/overview$/);
    const fleetPath = new URL(page.url()).pathname.replace(/\/overview$/, '');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('This fleet has no devices.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Modify', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`${fleetPath}/modify`);
    await expect(page.getByLabel('Fleet name')).toHaveValue(name);
    await expectAccessible(page);
    await page.getByLabel('Fleet name').fill(`${name} renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => pathOf(page)).toBe(`${fleetPath}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} renamed` })).toBeVisible();

    // Add one device picked by name and one by its pasted uuid.
    const byUuid = await callApi<{ values: Array<{ deviceUuid: string }> }>(
      page,
      'GET',
      '/api/v2beta/devices?nameContains=002',
    );
    const uuid = byUuid.values[0]!.deviceUuid;
    const picker = page.getByRole('combobox', { name: 'Device to add (name or uuid)' });
    await picker.fill('001');
    await page.getByRole('option', { name: /001/ }).first().click();
    await picker.fill(uuid);
    await page.getByRole('option', { name: new RegExp(uuid) }).click();
    const chosen = page.getByRole('list', { name: 'Devices to add' });
    await expect(chosen).toContainText('001');
    await expect(chosen).toContainText(uuid);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('2 devices added to the fleet.')).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(2);
    await expectAccessible(page);

    // Remove one again, after the confirm.
    await deviceRows(page)
      .filter({ hasText: '001' })
      .getByRole('checkbox', { name: 'Select row' })
      .check();
    await page.getByRole('button', { name: 'Remove selected devices' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Remove the selected device from the fleet?',
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove selected devices' }).click();
    await expect(page.getByText('1 device removed from the fleet.')).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(1);
    await expect(deviceRows(page)).not.toContainText('001');

    // Delete the fleet: cancel first changes nothing.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the fleet ${name} renamed?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(pathOf(page)).toBe(`${fleetPath}/overview`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => pathOf(page)).toBe('/fleets');
    await expect(page.getByText(`Fleet ${name} renamed deleted.`)).toBeVisible();
    await expect.poll(() => fleetNames(page)).not.toContain(`${name} renamed`);
  });

  test('a fleet’s page: devices, stats and tabs; its remote sessions', async ({ page }) => {
    await signInAt(page, '/fleets');
    await fleetsTable(page).getByRole('link', { name: 'Production line A' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/fleets\/[0-9a-f-]{36}\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Production line A' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Device update status' })).toBeVisible();
    await expect.poll(() => deviceRows(page).count()).toBe(6);
    await expectAccessible(page);

    await page.getByLabel('Search devices of the fleet').fill('001');
    await expect.poll(() => query(page, 'search')).toBe('001');
    await expect(deviceRows(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Search devices of the fleet')).toHaveValue('001');
    await expect(deviceRows(page)).toHaveCount(1);

    await page.getByRole('tab', { name: 'Remote access' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/\/remote-access$/);
    await expect(page.getByRole('heading', { name: 'Remote sessions of the fleet' })).toBeVisible();
    await expect(
      page.getByText('No device of this fleet has an open remote session.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('start a fleet update and see the outcome', async ({ page }) => {
    await signInAt(page, '/fleets');
    await fleetsTable(page).getByRole('link', { name: 'Field units' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Field units' })).toBeVisible();
    await page.getByRole('link', { name: 'Update', exact: true }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/fleets\/[0-9a-f-]{36}\/update$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Update fleet Field units' }),
    ).toBeVisible();
    await expectAccessible(page);

    // SPEC §8: the fleet's devices with a pending update are counted from its device stats.
    const fleetId = new URL(page.url()).pathname.split('/')[2]!;
    const { statuses } = await callApi<{ statuses: Record<string, number> }>(
      page,
      'GET',
      `/api/v2beta/fleets/${fleetId}/devices-stats`,
    );
    const pending = statuses.Outdated! + statuses.UpdatePending! + statuses.UpdateScheduled!;
    const warning = page.getByText(/of the fleet (has|have) a pending update/);
    if (pending === 0) await expect(warning).toHaveCount(0);
    else
      await expect(warning).toHaveText(
        `${pending} ${pending === 1 ? 'device of the fleet has' : 'devices of the fleet have'} a pending update and will not take this one. Cancel those updates before installing to include them.`,
      );

    // SPEC §5: no package chosen is refused by the SDK with its message.
    await page.getByRole('button', { name: 'Start update' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose at least one package version.');

    await page.getByRole('combobox', { name: 'Add a package version' }).fill('sensor-gateway');
    await page
      .getByRole('option', { name: /^sensor-gateway / })
      .first()
      .click();
    await expect(page.getByRole('list', { name: 'Package versions to install' })).toContainText(
      'sensor-gateway',
    );
    await page.getByRole('button', { name: 'Start update' }).click();
    await expect(page.getByRole('status', { name: 'Update outcome' })).toContainText(
      /Update started for fleet Field units: (no device takes it|1 device takes it|\d+ devices take it)\./,
    );
    await expectAccessible(page);
  });

  test('the guest of a shared repository meets not-permitted fleet actions', async ({ page }) => {
    await signInAt(page, '/', 'guest@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await enterSharedRepository(page, 'Pilot site');
    await page.goto('/fleets');
    await expect.poll(() => fleetNames(page)).toEqual(['Pilot gateways', 'Pilot line']);

    const create = page.getByRole('link', { name: 'Create fleet' });
    await expect(create).toHaveAttribute('data-not-permitted', '');
    await create.hover();
    await expect(page.getByRole('tooltip')).toHaveText(NOT_PERMITTED);
    await expect(
      fleetsTable(page).getByRole('button', { name: 'Delete fleet Pilot line' }),
    ).toHaveAttribute('data-not-permitted', '');
    await expectAccessible(page);

    await fleetsTable(page).getByRole('link', { name: 'Pilot line' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pilot line' })).toBeVisible();
    for (const action of [
      page.getByRole('link', { name: 'Modify', exact: true }),
      page.getByRole('link', { name: 'Update', exact: true }),
      page.getByRole('button', { name: 'Delete', exact: true }),
      page.getByRole('button', { name: 'Add', exact: true }),
    ])
      await expect(action).toHaveAttribute('data-not-permitted', '');
    // Without the list-sessions right the remote-access tab is not offered.
    await expect(page.getByRole('tab', { name: 'Remote access' })).toBeDisabled();
    await expectAccessible(page);
  });
});
