import { expect, test, type Page } from '../../console/e2e/csp-guard';
import { sandboxOrigin } from './origins';
import {
  apiGet,
  bodyRows,
  DISPLAY_STATE,
  devDevices,
  exactly,
  exampleToken,
  nameCells,
  NOT_PERMITTED,
  readOnlyToken,
  table,
  updatableRow,
  type DeviceSummary,
} from './sandbox-devices';

// examples/embed-html against the sandbox: the standalone script's <fleet-device-table> shows
// dev's devices with a token the example's backend minted (client credentials), follows the
// sandbox's live channel (SPEC §4) without reloading, and marks the actions a token's rights
// lack as not permitted (SPEC §2, §6).

/**
 * Follows the page: the device list loads it makes (a reload would show here) and whether its
 * live channel authenticated.
 */
function watch(page: Page) {
  const seen = { listLoads: 0, liveAuthenticated: false, deviceWrites: 0 };
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname === '/api/v2beta/devices') seen.listLoads += 1;
    // A hibernation (PUT) or a delete.
    if (/^(PUT|DELETE)$/.test(sent.method()) && url.pathname.startsWith('/api/v2beta/devices/'))
      seen.deviceWrites += 1;
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"authSuccess"')) seen.liveAuthenticated = true;
    }),
  );
  return seen;
}

/** Opens the example page once its first page of devices and its live channel are in. */
async function openExample(page: Page) {
  const seen = watch(page);
  await page.goto('/');
  await expect(bodyRows(page)).toHaveCount(10);
  // The page's token opened the sandbox's live channel.
  await expect.poll(() => seen.liveAuthenticated).toBe(true);
  return seen;
}

test("the example page shows dev's devices, a page at a time", async ({ page, request }) => {
  await page.goto('/');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(table(page).locator('[part~="pagination"]')).toContainText('1–10 of 50');

  const known = new Set(
    (await devDevices(request, await exampleToken(request))).map((d) => d.deviceName),
  );
  expect(known.size).toBe(50);
  for (const name of await nameCells(page).allTextContents()) expect(known).toContain(name);
  await expect(table(page).locator('[part~="status-badge"]').first()).toBeVisible();

  await table(page).getByRole('button', { name: 'Next page' }).click();
  await expect(table(page).locator('[part~="pagination"]')).toContainText('11–20 of 50');
  await expect(page.locator('#log')).toContainText('fleet-page-changed {"offset":10,"limit":10}');
});

test('a device deleted through the API leaves the table over the live channel', async ({
  page,
  request,
}) => {
  const seen = await openExample(page);
  const shown = (await nameCells(page).allTextContents())[3]!;
  const token = await exampleToken(request);
  const device = (await devDevices(request, token)).find((d) => d.deviceName === shown)!;
  const loadsBefore = seen.listLoads;

  const deleted = await request.delete(`${sandboxOrigin}/api/v2beta/devices/${device.deviceUuid}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.ok()).toBe(true);

  await expect(nameCells(page).filter({ hasText: exactly(shown) })).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(9);
  await expect(table(page).locator('[part~="pagination"]')).toContainText('of 49');
  expect(seen.listLoads, 'no reload: the row went with the live event').toBe(loadsBefore);
});

test("an update started through the API changes the row's status live, without a reload", async ({
  page,
  request,
}) => {
  // The simulated device takes up to about 25 s of real time (fetch, download, install,
  // reboot: the simulator's TIMING); the waits below stand far above it for busy CI cores.
  test.setTimeout(180_000);
  const seen = await openExample(page);
  const { token, device, badge, startUpdate } = await updatableRow(page, request);
  const loadsBefore = seen.listLoads;

  await startUpdate();

  // Assigned at once (Outdated reads "Update pending"); then the sandbox's simulated device
  // fetches it (UpdatePending reads "Update in progress") and installs it, seconds apart at
  // the simulator's real-time rate.
  await expect(badge).toHaveAttribute('data-state', 'updatePending');
  await expect(badge).toHaveAttribute('data-state', 'updateInProgress', { timeout: 60_000 });
  await expect(badge).toHaveAttribute('data-state', /^(upToDate|updateFailed)$/, {
    timeout: 90_000,
  });
  // About one update in ten fails on purpose (the simulator's seeded outcomes): either way the
  // row shows what the API says.
  const final = await apiGet<DeviceSummary>(
    request,
    token,
    `/api/v2beta/devices/${device.deviceUuid}`,
  );
  await expect(badge).toHaveAttribute('data-state', DISPLAY_STATE[final.deviceStatus]!);
  expect(seen.listLoads, 'no reload: the row changed with the live events').toBe(loadsBefore);
});

test('a device renamed through the API shows its new name when the list is next loaded', async ({
  page,
  request,
}) => {
  // SPEC §4's live events carry no rename: the row keeps the old name until a new load.
  await openExample(page);
  const token = await exampleToken(request);
  const shown = (await nameCells(page).allTextContents())[5]!;
  const device = (await devDevices(request, token)).find((d) => d.deviceName === shown)!;
  const renamed = `${shown} (renamed)`;
  const response = await request.put(
    `${sandboxOrigin}/api/v2beta/devices/name/${device.deviceUuid}`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: renamed },
    },
  );
  expect(response.ok()).toBe(true);

  await table(page).getByLabel('Search devices').fill('(renamed)');
  await expect(nameCells(page)).toHaveText([renamed]);
});

test('a token without the devices rights shows bulk actions as not permitted and sends nothing', async ({
  page,
  request,
}) => {
  const token = await readOnlyToken(request);
  const seen = await openExample(page);
  // The page hands the element another token source: a new connection, which asks the API
  // what this token may do (auth/discover) before offering the actions.
  const discovered = page.waitForRequest(
    (sent) =>
      sent.url().endsWith('/api/v2beta/auth/discover') &&
      sent.headers()['authorization'] === `Bearer ${token}`,
  );
  await page.evaluate((readOnly) => {
    const element = document.getElementById('devices') as HTMLElement & {
      getToken: () => string;
    };
    element.getToken = () => readOnly;
  }, token);
  await discovered;
  await expect(bodyRows(page)).toHaveCount(10);
  await bodyRows(page).first().locator('input[type="checkbox"]').check();

  for (const name of ['Hibernate', 'Wake', 'Delete']) {
    const button = table(page).getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.hover();
    await expect(table(page).getByRole('tooltip')).toHaveText(NOT_PERMITTED);
    await button.click({ force: true }); // Playwright waits for enabled controls otherwise
  }
  await expect(table(page).locator('dialog[open]')).toHaveCount(0);
  expect(seen.deviceWrites, 'nothing hibernated or deleted').toBe(0);
});
