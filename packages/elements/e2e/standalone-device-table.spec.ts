import { expect, test, type APIRequestContext, type Page } from '../../console/e2e/csp-guard';
import { expectDevicesShown, openPartnerPage, partnerPageBrowser } from './partner-page';
import {
  apiGet,
  bodyRows,
  exampleToken,
  nameCells,
  NOT_PERMITTED,
  readOnlyToken,
  rowNamed,
  table,
  updatableRow,
  type DeviceSummary,
} from './sandbox-devices';

// The device table's own standalone script (fleet-device-table.js), which runs the widget on
// preact/compat instead of React: what differs between the two runtimes, as a user sees it —
// sorting and paging, selection with bulk actions and the delete confirmation dialog, a row
// changing live, the dark theme and a tooltip.
test.use(partnerPageBrowser);

const SCRIPT = 'fleet-device-table.js';

// Sort and page size are kept in this browser's storage (a new one per test), not in dev's
// user options on the server, which other suites read.
const ATTRIBUTES = 'page-size="10" preferences-key="standalone-journey"';

/** The partner page with the table's own script, showing a page of dev's devices. */
async function openTable(page: Page, request: APIRequestContext, attributes = ATTRIBUTES) {
  await openPartnerPage(page, SCRIPT, attributes);
  await expectDevicesShown(page, request);
}

const pagination = (page: Page) => table(page).locator('[part~="pagination"]');
const nameHeader = (page: Page) => table(page).locator('th[data-column="name"]');

/** The names the API lists on a page sorted by name. */
async function namesByApi(request: APIRequestContext, direction: 'Asc' | 'Desc', offset: number) {
  const token = await exampleToken(request);
  const { values } = await apiGet<{ values: DeviceSummary[] }>(
    request,
    token,
    `/api/v2beta/devices?offset=${offset}&limit=10&sortBy=Name&sortDirection=${direction}`,
  );
  return values.map((device) => device.deviceName);
}

/** Sorts the table by name, ascending, and waits for the API's first page by name. */
async function sortByName(page: Page, request: APIRequestContext) {
  await nameHeader(page).getByRole('button').click();
  await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameCells(page)).toHaveText(await namesByApi(request, 'Asc', 0));
}

test('sorting by a column header and paging show what the API lists in that order', async ({
  page,
  request,
}) => {
  await openTable(page, request);
  await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'none');

  await sortByName(page, request);
  await nameHeader(page).getByRole('button').click();
  await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'descending');
  await expect(nameCells(page)).toHaveText(await namesByApi(request, 'Desc', 0));

  await table(page).getByRole('button', { name: 'Next page' }).click();
  await expect(pagination(page)).toContainText(/11–20 of \d+/);
  await expect(nameCells(page)).toHaveText(await namesByApi(request, 'Desc', 10));
  await table(page).getByRole('button', { name: 'Previous page' }).click();
  await expect(pagination(page)).toContainText(/1–10 of \d+/);
});

test('selected devices are hibernated and woken in bulk; Delete asks first and Cancel keeps them', async ({
  page,
  request,
}) => {
  const deletes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE') deletes.push(sent.url());
  });
  await openTable(page, request);
  await sortByName(page, request);

  const awake = bodyRows(page).filter({ hasNot: page.locator('[data-hibernated]') });
  const chosen = [
    (await awake.nth(0).locator('td[data-column="name"]').textContent())!,
    (await awake.nth(1).locator('td[data-column="name"]').textContent())!,
  ];
  for (const name of chosen) await rowNamed(page, name).locator('input[type="checkbox"]').check();
  const bulk = table(page).locator('[part~="bulk-actions"]');
  await expect(bulk).toContainText('2 selected');

  // The confirmation dialog: Cancel, then Escape, close it and delete nothing.
  const dialog = table(page).locator('dialog[open]');
  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Delete devices');
  await expect(dialog).toContainText('Delete the 2 selected devices? This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  for (const name of chosen) await expect(rowNamed(page, name)).toHaveCount(1);
  expect(deletes, 'nothing deleted').toEqual([]);

  await bulk.getByRole('button', { name: 'Hibernate', exact: true }).click();
  for (const name of chosen) {
    await expect(rowNamed(page, name).locator('[data-hibernated]')).toHaveText('Hibernated');
  }
  await bulk.getByRole('button', { name: 'Wake', exact: true }).click();
  for (const name of chosen) {
    await expect(rowNamed(page, name).locator('[data-hibernated]')).toHaveCount(0);
  }
  await bulk.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bulk).toHaveCount(0);
  await expect(bodyRows(page).locator('input[type="checkbox"]:checked')).toHaveCount(0);
});

test("an update started through the API changes the row's status live, without a reload", async ({
  page,
  request,
}) => {
  let listLoads = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/v2beta/devices') {
      listLoads += 1;
    }
  });
  await openTable(page, request);
  await sortByName(page, request);
  const { badge, startUpdate } = await updatableRow(page, request);
  const loadsBefore = listLoads;

  await startUpdate();

  // Assigned at once ("Update pending"), then fetched by the simulated device.
  await expect(badge).toHaveAttribute('data-state', 'updatePending');
  await expect(badge).toHaveText('Update pending');
  await expect(badge).toHaveAttribute('data-state', /^(updateInProgress|upToDate|updateFailed)$/, {
    timeout: 30_000,
  });
  expect(listLoads, 'no reload: the row changed with the live events').toBe(loadsBefore);
});

/** The painted background of the widget, as [r, g, b]. */
async function widgetBackground(page: Page): Promise<number[]> {
  const color = await table(page)
    .locator('[data-fleet-theme]')
    .first()
    .evaluate((root) => getComputedStyle(root).backgroundColor);
  return color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
}

const brightness = ([r, g, b]: number[]) => (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;

test('the dark theme repaints the widget, and a not-permitted action explains itself in a tooltip', async ({
  page,
  request,
}) => {
  await openTable(page, request, `${ATTRIBUTES} theme="light"`);
  await expect.poll(async () => brightness(await widgetBackground(page))).toBeGreaterThan(0.8);

  await page.evaluate(() =>
    document.querySelector('fleet-device-table')!.setAttribute('theme', 'dark'),
  );
  await expect(table(page).locator('[data-fleet-theme]').first()).toHaveAttribute(
    'data-fleet-theme',
    'dark',
  );
  await expect.poll(async () => brightness(await widgetBackground(page))).toBeLessThan(0.2);

  // A token without the devices rights: the bulk actions stay, marked not permitted.
  const readOnly = await readOnlyToken(request);
  await page.evaluate((token) => {
    document.querySelector('fleet-device-table')!.getToken = () => token;
  }, readOnly);
  await expect(bodyRows(page)).toHaveCount(10);
  await bodyRows(page).first().locator('input[type="checkbox"]').check();
  const hibernate = table(page).getByRole('button', { name: 'Hibernate', exact: true });
  await expect(hibernate).toHaveAttribute('aria-disabled', 'true');
  await hibernate.hover();
  await expect(table(page).getByRole('tooltip')).toHaveText(NOT_PERMITTED);
  await expect(table(page).getByRole('tooltip')).toBeVisible();
});
