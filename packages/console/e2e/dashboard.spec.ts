import { expect, test, type Page } from './csp-guard';
import { callApi, expectAccessible, pathOf, signInAt } from './support';
import { updatableDevice } from './updatable-device';

// SPEC §2 / (the dashboard): headline counts that link to the device list filtered as they
// count, and follow the live channel (SPEC §4) without a reload.

/** How many devices the API lists for a query (a total-only call). */
async function countOf(page: Page, query = ''): Promise<number> {
  const { total } = await callApi<{ total: number }>(
    page,
    'GET',
    `/api/v2beta/devices?limit=0${query ? `&${query}` : ''}`,
  );
  return total;
}

const counts = (page: Page) => page.getByRole('list', { name: 'Devices at a glance' });

test.describe('SPEC §2 the dashboard', () => {
  test('headline counts link to the filtered device list', async ({ page }) => {
    await signInAt(page, '/');
    const total = await countOf(page);
    const failed = await countOf(page, 'status=Error');
    await expect(counts(page).getByRole('link', { name: `Devices ${total}` })).toBeVisible();
    await expect(counts(page).getByRole('link', { name: `Update failed ${failed}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Updates pending or in progress' })).toBeVisible();
    await expectAccessible(page);

    await counts(page)
      .getByRole('link', { name: /^Update failed/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/devices?filter=updateFailed');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    const rows = page
      .getByRole('table', { name: 'Devices' })
      .getByRole('row')
      .filter({ has: page.locator('[data-state]') });
    await expect(rows).toHaveCount(Math.min(failed, 10));
    for (const state of await rows.locator('[data-state]').all())
      await expect(state).toHaveAttribute('data-state', 'updateFailed');

    await page.goBack();
    await counts(page)
      .getByRole('link', { name: /^Online/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/devices?filter=preset%3Aonline');
  });

  test('the counts and the update activity follow the live channel', async ({ page }) => {
    await signInAt(page, '/');
    const { device, pkg } = await updatableDevice(page, ['001', '002', '003', '019']);
    const pending = await countOf(page, 'status=Outdated');
    const inProgress = await countOf(page, 'status=UpdatePending');
    const card = counts(page).getByRole('listitem').filter({ hasText: 'pending or in progress' });
    await expect(card.getByRole('link', { name: `${pending} pending` })).toBeVisible();

    // Started behind the console's back: only the live channel can tell the dashboard.
    await callApi(page, 'POST', `/api/v2beta/updates/devices/${device.deviceUuid}`, {
      packageIds: [pkg.packageId],
    });
    await expect(card.getByRole('link', { name: `${pending + 1} pending` })).toBeVisible();
    await expect(card).toContainText(String(pending + 1 + inProgress));
    await expect(
      page
        .getByRole('table', { name: 'Updates pending or in progress' })
        .getByRole('link', { name: device.deviceName }),
    ).toBeVisible();
    await expectAccessible(page);

    // Cancelled: the count goes back, and the device is as the other journeys expect it.
    const [update] = await callApi<Array<{ id: string }>>(
      page,
      'GET',
      `/api/v2beta/updates/devices/${device.deviceUuid}`,
    );
    await callApi(page, 'PATCH', `/api/v2beta/updates/devices/${device.deviceUuid}/${update!.id}`);
    await expect(card.getByRole('link', { name: `${pending} pending` })).toBeVisible();
  });
});
