// The sandbox and the embedding example as the device-table journeys see them: tokens, the
// API's view of dev's devices, and the table's rows in the page.
import { expect, type APIRequestContext, type Page } from '../../console/e2e/csp-guard';
import { createSandboxApiClient } from '../../../examples/embed-html/sandbox-demo-client.mjs';
import { exampleOrigin, sandboxOrigin } from './origins';

export interface DeviceSummary {
  deviceUuid: string;
  deviceName: string;
  deviceStatus: string;
  hibernated: boolean;
}

export interface PackageSummary {
  packageId: string;
  name: string;
  hardwareIds: string[];
  packageSource?: string;
}

export const NOT_PERMITTED = 'You do not have permission to perform this action';
/** A token from the example's backend, as the page gets one (dev's API client). */
export async function exampleToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${exampleOrigin}/token`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** GET from the sandbox's API with a token, checked for success. */
export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const response = await request.get(`${sandboxOrigin}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export const devDevices = async (request: APIRequestContext, token: string) =>
  (
    await apiGet<{ values: DeviceSummary[] }>(
      request,
      token,
      '/api/v2beta/devices?offset=0&limit=100',
    )
  ).values;

export const table = (page: Page) => page.locator('fleet-device-table');
export const bodyRows = (page: Page) => table(page).locator('tbody tr[data-row-index]');
export const nameCells = (page: Page) => table(page).locator('td[data-column="name"]');
export const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
export const rowNamed = (page: Page, name: string) =>
  bodyRows(page).filter({
    has: page.locator('td[data-column="name"]', { hasText: exactly(name) }),
  });

/**
 * A shown device the simulator will carry an update through (up to date, awake, nothing
 * pending: the most recently seen devices are online) and another version of its application.
 */
export async function updatableDevice(request: APIRequestContext, token: string, shown: string[]) {
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

/**
 * A row of the shown page whose device can take an update (updatableDevice), up to date, with
 * its status badge and `startUpdate()`, which assigns the update through the API.
 */
export async function updatableRow(page: Page, request: APIRequestContext) {
  const token = await exampleToken(request);
  const { device, packageId } = await updatableDevice(
    request,
    token,
    await nameCells(page).allTextContents(),
  );
  const badge = rowNamed(page, device.deviceName).locator('[part~="status-badge"]');
  await expect(badge).toHaveAttribute('data-state', 'upToDate');
  const startUpdate = async () => {
    const started = await request.post(
      `${sandboxOrigin}/api/v2beta/updates/devices/${device.deviceUuid}`,
      { headers: { Authorization: `Bearer ${token}` }, data: { packageIds: [packageId] } },
    );
    expect(started.status()).toBe(201);
  };
  return { token, device, badge, startUpdate };
}

/** How the table shows a device status (DeviceStatusBadge's data-state, SPEC §4). */
export const DISPLAY_STATE: Record<string, string> = {
  UpToDate: 'upToDate',
  Outdated: 'updatePending',
  UpdatePending: 'updateInProgress',
  Error: 'updateFailed',
};

/** An access token of a new read-only API client of dev's (type api-minimal, SPEC §3). */
export async function readOnlyToken(request: APIRequestContext): Promise<string> {
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
