import { expect, test, type Locator, type Page } from './csp-guard';
import { callApi, expectAccessible, signInAt } from './support';
import { updatableDevice } from './updatable-device';

// SPEC §4 live events, against the second sandbox whose device simulator runs in real time: an
// update the journey starts is carried out by the simulated device, and every step of it must
// reach the open screen without a reload (journeys never reload here). The config's `live`
// project points them at that sandbox.

/** Devices seen in the last minute: the simulator carries out their updates. */
const online = () =>
  `hibernated=false&lastSeenStart=${new Date(Date.now() - 60_000).toISOString()}`;

/** The value of the summary item whose term is `term` (a status badge or a word). */
const summaryValue = (page: Page, term: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** A finished update leaves the device Up to date, or Update failed (one in ten, seeded). */
const FINISHED = /^(Up to date|Update failed)$/;

test.describe('SPEC §4 screens follow the device simulator live', () => {
  test('a device’s update history follows its update from pending to finished', async ({
    page,
  }) => {
    await signInAt(page, '/');
    const { device, pkg } = await updatableDevice(page, [], online());
    await page.goto(`/devices/${encodeURIComponent(device.deviceUuid)}/updates`);
    const open = page.getByRole('table', { name: 'Pending and scheduled updates' });
    await expect(open.getByText('No update is pending or scheduled.')).toBeVisible();

    // Started behind the console's back: only the live channel can tell the page.
    await callApi(page, 'POST', `/api/v2beta/updates/devices/${device.deviceUuid}`, {
      packageIds: [pkg.packageId],
    });
    const row = open.getByRole('row').filter({ hasText: pkg.packageId });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expectAccessible(page);

    // The simulated device fetches, installs and reports: the row leaves, with its Cancel.
    const status = page
      .getByRole('term')
      .filter({ hasText: /^Status$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(status).toHaveText(FINISHED, { timeout: 45_000 });
    await expect(open.getByText('No update is pending or scheduled.')).toBeVisible();
    await expect(open.getByRole('button', { name: /Cancel update|Force cancel/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a fleet’s device stats follow its devices’ updates', async ({ page }) => {
    await signInAt(page, '/');
    const { device, pkg } = await updatableDevice(page, [], online());
    const name = `Live fleet ${Date.now()}`;
    const fleetId = await callApi<string>(page, 'POST', '/api/v2beta/fleets', { name });
    await callApi(page, 'POST', `/api/v2beta/fleets/${fleetId}/devices`, [device.deviceUuid]);
    await page.goto(`/fleets/${encodeURIComponent(fleetId)}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(summaryValue(page, 'Up to date')).toHaveText('1');

    await callApi(page, 'POST', `/api/v2beta/updates/devices/${device.deviceUuid}`, {
      packageIds: [pkg.packageId],
    });
    // In progress for several seconds of real time: the stats show it, then its outcome.
    await expect(summaryValue(page, 'Update in progress')).toHaveText('1', { timeout: 30_000 });
    await expect(summaryValue(page, 'Up to date')).toHaveText('0');
    await expectAccessible(page);
    await expect(summaryValue(page, 'Update in progress')).toHaveText('0', { timeout: 45_000 });
    const finished = await callApi<{ deviceStatus: string }>(
      page,
      'GET',
      `/api/v2beta/devices/${device.deviceUuid}`,
    );
    const label = finished.deviceStatus === 'Error' ? 'Update failed' : 'Up to date';
    await expect(summaryValue(page, label)).toHaveText('1');
  });
});
