import { expect, test, type APIRequestContext, type Page } from '../../console/e2e/csp-guard';
import { createSandboxApiClient } from '../../../examples/embed-html/sandbox-demo-client.mjs';
import { exampleOrigin, sandboxOrigin } from './origins';

// examples/embed-html against the sandbox: the standalone script's <fleet-device-table> shows
// dev's devices with a token the example's backend minted (client credentials), follows the
// sandbox's live channel (SPEC §4) without reloading, and marks the actions a token's rights
// lack as not permitted (SPEC §2, §6).

interface DeviceSummary {
  deviceUuid: string;
  deviceName: string;
  deviceStatus: string;
  hibernated: boolean;
}

interface PackageSummary {
  packageId: string;
  name: string;
  hardwareIds: string[];
  packageSource?: string;
}

const NOT_PERMITTED = 'You do not have permission to perform this action';

/** A token from the example's backend, as the page gets one (dev's API client). */
async function exampleToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${exampleOrigin}/token`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** GET from the sandbox's API with a token, checked for success. */
async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${sandboxOrigin}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const devDevices = async (request: APIRequestContext, token: string) =>
  (
    await apiGet<{ values: DeviceSummary[] }>(
      request,
      token,
      '/api/v2beta/devices?offset=0&limit=100',
    )
  ).values;

const table = (page: Page) => page.locator('fleet-device-table');
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-row-index]');
const nameCells = (page: Page) => table(page).locator('td[data-column="name"]');
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const rowNamed = (page: Page, name: string) =>
  bodyRows(page).filter({
    has: page.locator('td[data-column="name"]', { hasText: exactly(name) }),
  });

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

/**
 * A shown device the simulator will carry an update through (up to date, awake, nothing
 * pending: the most recently seen devices are online) and another version of its application.
 */
async function updatableDevice(request: APIRequestContext, token: string, shown: string[]) {
  const devices = (await devDevices(request, token)).filter(
    (d) => shown.includes(d.deviceName) && d.deviceStatus === 'UpToDate' && !d.hibernated,
  );
  for (const device of devices) {
    const pending = await apiGet<unknown[]>(
      request,
      token,
      `/api/v2beta/updates/devices/${device.deviceUuid}`,
    );
    if (pending.length > 0) continue;
    const installed = await apiGet<{ values: { installedPackages: PackageSummary[] }[] }>(
      request,
      token,
      `/api/v2beta/devices/packages?deviceUuid=${device.deviceUuid}`,
    );
    const app = installed.values[0]?.installedPackages.find(
      (p) => p.packageSource === 'targets.json' && p.hardwareIds.includes('docker-compose'),
    );
    if (!app) continue;
    const versions = await apiGet<{ values: PackageSummary[] }>(
      request,
      token,
      `/api/v2beta/packages?name=${encodeURIComponent(app.name)}&limit=50`,
    );
    const other = versions.values.find((v) => v.packageId !== app.packageId);
    if (other) return { device, packageId: other.packageId };
  }
  throw new Error(`No shown device can take an update: ${shown.join(', ')}`);
}

/** How the table shows a device status (DeviceStatusBadge's data-state, SPEC §4). */
const DISPLAY_STATE: Record<string, string> = {
  UpToDate: 'upToDate',
  Outdated: 'updatePending',
  UpdatePending: 'updateInProgress',
  Error: 'updateFailed',
};

test("an update started through the API changes the row's status live, without a reload", async ({
  page,
  request,
}) => {
  // The simulated device takes up to about 25 s of real time (fetch, download, install,
  // reboot: the simulator's TIMING); the waits below stand far above it for busy CI cores.
  test.setTimeout(180_000);
  const seen = await openExample(page);
  const token = await exampleToken(request);
  const { device, packageId } = await updatableDevice(
    request,
    token,
    await nameCells(page).allTextContents(),
  );
  const badge = rowNamed(page, device.deviceName).locator('[part~="status-badge"]');
  await expect(badge).toHaveAttribute('data-state', 'upToDate');
  const loadsBefore = seen.listLoads;

  const started = await request.post(
    `${sandboxOrigin}/api/v2beta/updates/devices/${device.deviceUuid}`,
    { headers: { Authorization: `Bearer ${token}` }, data: { packageIds: [packageId] } },
  );
  expect(started.status()).toBe(201);

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

/** An access token of a new read-only API client of dev's (type api-minimal, SPEC §3). */
async function readOnlyToken(request: APIRequestContext): Promise<string> {
  const { clientId, clientSecret } = await createSandboxApiClient(sandboxOrigin, {
    type: 'api-minimal',
    name: 'embed-html e2e read-only',
  });
  const { token_endpoint: tokenEndpoint } = (await (
    await request.get(`${sandboxOrigin}/idp/.well-known/openid-configuration`)
  ).json()) as { token_endpoint: string };
  const response = await request.post(tokenEndpoint, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

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
