import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { exampleOrigin, sandboxOrigin } from './origins';

// examples/embed-html against the sandbox: the standalone script's <fleet-device-table> shows
// dev's devices with a token the example's backend minted (client credentials), and follows
// the sandbox's live channel (SPEC §4) without reloading.

interface DeviceSummary {
  deviceUuid: string;
  deviceName: string;
}

/** A token from the example's backend, as the page gets one (dev's API client). */
async function exampleToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${exampleOrigin}/token`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function devDevices(request: APIRequestContext, token: string): Promise<DeviceSummary[]> {
  const response = await request.get(`${sandboxOrigin}/api/v2beta/devices?offset=0&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { values: DeviceSummary[] }).values;
}

const table = (page: Page) => page.locator('fleet-device-table');
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-row-index]');
const nameCells = (page: Page) => table(page).locator('td[data-column="name"]');

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
  const listRequests: string[] = [];
  let liveAuthenticated = false;
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname === '/api/v2beta/devices')
      listRequests.push(url.search);
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"authSuccess"')) liveAuthenticated = true;
    }),
  );
  await page.goto('/');
  await expect(bodyRows(page)).toHaveCount(10);
  // The page's token opened the sandbox's live channel.
  await expect.poll(() => liveAuthenticated).toBe(true);

  const shown = (await nameCells(page).allTextContents())[3]!;
  const token = await exampleToken(request);
  const device = (await devDevices(request, token)).find((d) => d.deviceName === shown)!;
  const loadsBefore = listRequests.length;

  const deleted = await request.delete(`${sandboxOrigin}/api/v2beta/devices/${device.deviceUuid}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.ok()).toBe(true);

  await expect(nameCells(page).filter({ hasText: new RegExp(`^${shown}$`) })).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(9);
  await expect(table(page).locator('[part~="pagination"]')).toContainText('of 49');
  expect(listRequests.length, 'no reload: the row went with the live event').toBe(loadsBefore);
});
