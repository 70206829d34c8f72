import { expect, test, type Locator, type Page } from './csp-guard';
import { callApi, enterSharedRepository, expectAccessible, pathOf, signInAt } from './support';

// The package screens (SPEC §2 /packages/...) against the sandbox: a package's versions, a
// version's details, installing it, uploading a package, and the package sources (SPEC §3,
// §4, §8), for dev (all rights) and the read-only guest. axe on every page visited.

const NOT_PERMITTED = 'You do not have permission to perform this action';
const versionsTable = (page: Page, name: string) =>
  page.getByRole('table', { name: `Versions of ${name}` });

interface ApiDevice {
  deviceUuid: string;
  deviceName: string;
}

/**
 * Up-to-date devices (`count` of them) with an application component that do not run `name`
 * `version`, so they take the update whatever earlier journeys did (a device paired by one
 * runs the newest).
 */
async function devicesToInstallOn(
  page: Page,
  name: string,
  version: string,
  count: number,
): Promise<ApiDevice[]> {
  const { values } = await callApi<{ values: ApiDevice[] }>(
    page,
    'GET',
    '/api/v2beta/devices?status=UpToDate&hardwareIds=docker-compose&limit=50',
  );
  const found: ApiDevice[] = [];
  for (const device of values) {
    const installed = await callApi<Array<{ name: string; version: string }>>(
      page,
      'GET',
      `/api/v2beta/devices/${device.deviceUuid}/packages`,
    );
    if (!installed.some((p) => p.name === name && p.version === version)) found.push(device);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} up-to-date devices without ${name} ${version}`);
}

/**
 * Another device's update (`packageId`), started behind the console's back, reaches the install
 * list by the live channel and refreshes it: the ticked row stays (the same row, not a new one)
 * and ticked. The update is cancelled afterwards, so the device is as the other journeys expect.
 */
async function tickSurvivesLiveRefresh(
  page: Page,
  row: Locator,
  searched: string,
  other: ApiDevice,
  packageId: string,
) {
  await row.evaluate((element) => element.setAttribute('data-ticked-row', ''));
  const refreshed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/v2beta/devices' && url.searchParams.get('nameContains') === searched
    );
  });
  await callApi(page, 'POST', `/api/v2beta/updates/devices/${other.deviceUuid}`, {
    packageIds: [packageId],
  });
  await refreshed;
  await expect(row).toHaveAttribute('data-ticked-row', '');
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('1 chosen')).toBeVisible();
  const [update] = await callApi<Array<{ id: string }>>(
    page,
    'GET',
    `/api/v2beta/updates/devices/${other.deviceUuid}`,
  );
  await callApi(page, 'PATCH', `/api/v2beta/updates/devices/${other.deviceUuid}/${update!.id}`);
}

/** The upload call only (the list GETs share its path). */
const isUpload = (url: URL, method: string) =>
  method === 'POST' && url.pathname === '/api/v2beta/packages';

async function fillUpload(page: Page, name: string, hardwareIds: string) {
  await page.getByLabel('File').setInputFiles({
    name: `${name}.bin`,
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(64 * 1024, 7),
  });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Version', { exact: true }).fill('1.0.0');
  await page.getByLabel('Hardware ids').fill(hardwareIds);
}

test.describe('SPEC §2 package screens', () => {
  test('from /packages a package opens its versions, then a version its details', async ({
    page,
  }) => {
    await signInAt(page, '/packages?search=sensor-gateway');
    await page.getByRole('row').filter({ hasText: 'sensor-gateway' }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/packages/sensor-gateway');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Versions of sensor-gateway' }),
    ).toBeVisible();
    const table = versionsTable(page, 'sensor-gateway');
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      await expect(table.getByRole('cell', { name: version, exact: true })).toBeVisible();
    // SPEC §9 versions helper: newest first.
    await expect(table.getByRole('row').nth(1)).toContainText('1.2.0');
    await expect(table.getByRole('columnheader', { name: 'Installed on' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Details of 1.2.0' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages/sensor-gateway/1.2.0/content');
    await expect(
      page.getByRole('heading', { level: 1, name: 'sensor-gateway 1.2.0' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Content', selected: true })).toBeVisible();
    const facts = page.getByRole('tabpanel');
    await expect(facts.getByText('Package id')).toBeVisible();
    await expect(facts.getByText('sensor-gateway-1.2.0', { exact: true }).first()).toBeVisible();
    await expect(facts.getByText('BINARY', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Compatibilities' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages/sensor-gateway/1.2.0/compatibilities');
    const hardware = page.getByRole('table', { name: 'Hardware this version is built for' });
    await expect(hardware.getByRole('row').filter({ hasText: 'docker-compose' })).toContainText(
      'Application',
    );
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'SBOM' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages/sensor-gateway/1.2.0/sbom');
    await expect(
      page.getByText(/No SBOM is published for this version\.|known vulnerabilit(y|ies)/),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a version is installed on a device through the install tabs', async ({ page }) => {
    // Four pages checked with axe and a live refresh waited for: on a busy CI machine this
    // takes longer than the default minute.
    test.setTimeout(180_000);
    await signInAt(page, '/packages/sensor-gateway/1.2.0/update');
    await expect.poll(() => pathOf(page)).toBe('/packages/sensor-gateway/1.2.0/install/devices');
    await expect(page.getByRole('tab', { name: 'Devices', selected: true })).toBeVisible();
    const devices = page.getByRole('table', { name: 'Devices to install to' });
    await expect(devices.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    // The fleets tab, with its search, and back.
    await page.getByRole('tab', { name: 'Fleets' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages/sensor-gateway/1.2.0/install/fleets');
    await expect(page.getByLabel('Search fleets')).toBeVisible();
    await page.getByRole('tab', { name: 'Devices' }).click();

    // An up-to-date device that does not run the version yet, found by its name.
    const [target, other] = (await devicesToInstallOn(page, 'sensor-gateway', '1.2.0', 2)) as [
      ApiDevice,
      ApiDevice,
    ];
    await page.getByLabel('Search devices').fill(target.deviceName);
    const row = devices.getByRole('row').filter({ hasText: target.deviceName });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
    await expect(page.getByText('1 chosen')).toBeVisible();
    await tickSurvivesLiveRefresh(page, row, target.deviceName, other, 'sensor-gateway-1.2.0');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => pathOf(page))
      .toMatch(/^\/packages\/sensor-gateway\/1\.2\.0\/install\/devices\/update\?devices=[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'To these devices' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText('Update accepted: 1 device takes it.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Devices that took the update' })).toBeVisible();
    await expectAccessible(page);

    // SPEC §8: the same device again now has a pending update, and is warned about.
    const confirmation = pathOf(page);
    await page.goto(confirmation);
    await expect(
      page.getByText(
        'This device has a pending update. Cancel it or skip the device before installing.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone the install list’s select-all checkbox has a visible label', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/packages/sensor-gateway/1.2.0/install/devices');
    const devices = page.getByRole('table', { name: 'Devices to install to' });
    await expect(devices.getByRole('row').nth(1)).toBeVisible();
    const selectAll = devices.getByRole('checkbox', { name: 'Select all', exact: true });
    await expect(selectAll).toBeVisible();
    await expect(devices.getByText('Select all', { exact: true })).toBeVisible();
    // The label is the checkbox's: a tap on the words selects every row of the page.
    await devices.getByText('Select all', { exact: true }).click();
    await expect(selectAll).toBeChecked();
    await expect(devices.getByRole('checkbox', { name: 'Select row', checked: false })).toHaveCount(
      0,
    );
    await selectAll.uncheck();
    await expectAccessible(page);
  });

  test('a small file uploads as a new package with progress, and is listed', async ({ page }) => {
    const name = `e2e-upload-${Date.now()}`;
    await signInAt(page, '/packages/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a package' })).toBeVisible();
    await expectAccessible(page);
    // The upload reaches the server only once the progress has been seen (however slow the
    // machine), so the progress shows.
    let releaseUpload = () => {};
    const progressSeen = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route(
      (url) => url.pathname === '/api/v2beta/packages',
      async (route) => {
        if (isUpload(new URL(route.request().url()), route.request().method())) await progressSeen;
        await route.continue();
      },
    );
    await fillUpload(page, name, 'docker-compose');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText(/\d+% uploaded/)).toBeVisible();
    releaseUpload();
    await expect.poll(() => pathOf(page)).toBe(`/packages/${name}`);
    await expect(page.getByText(`${name} 1.0.0 uploaded.`)).toBeVisible();
    await expect(
      versionsTable(page, name).getByRole('cell', { name: '1.0.0', exact: true }),
    ).toBeVisible();

    await page.goto(`/packages?search=${name}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    // Deleting the version asks first.
    await page.goto(`/packages/${name}`);
    await page.getByRole('button', { name: 'Delete 1.0.0' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete version 1.0.0 of ${name}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Version 1.0.0 of ${name} deleted.`)).toBeVisible();
    await expect(page.getByText('This package has no versions.')).toBeVisible();
  });

  test('an upload says what is missing, and can be cancelled', async ({ page }) => {
    await signInAt(page, '/packages/upload');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The package could not be uploaded: Choose a file to upload.',
    );
    await fillUpload(page, 'e2e-invalid', '');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The package could not be uploaded: Enter at least one hardware id.',
    );
    await expectAccessible(page);

    // An answer that never comes: the user cancels.
    await page.route(
      (url) => url.pathname === '/api/v2beta/packages',
      async (route) => {
        if (!isUpload(new URL(route.request().url()), route.request().method()))
          await route.continue();
      },
    );
    await page.getByLabel('Hardware ids').fill('docker-compose');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByText('The upload was cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  });

  test('package sources: built-in names, refresh, and a name that exists', async ({ page }) => {
    await signInAt(page, '/packages/sources');
    await expect.poll(() => pathOf(page)).toBe('/packages/sources/list');
    const sources = page.getByRole('table', { name: 'Package sources' });
    for (const friendly of ['Toradex Nightly', 'Toradex LTS', 'Toradex Containers'])
      await expect(sources.getByRole('cell', { name: friendly, exact: true })).toBeVisible();
    await expectAccessible(page);

    // The user's order (a user option): a source moves up past its neighbour.
    const names = sources.getByRole('row').locator('td:first-child');
    const second = (await names.nth(1).textContent()) ?? '';
    await page.getByRole('button', { name: `Move ${second} up` }).click();
    await expect(names.first()).toHaveText(second);

    await page.getByRole('button', { name: 'Refresh Toradex LTS' }).click();
    await expect(page.getByText('Toradex LTS refreshed.')).toBeVisible();
    // SPEC §8: a source whose address does not answer.
    await page.getByRole('button', { name: 'Refresh ACME Mirror' }).click();
    await expect(page.getByText('Unable to refresh this source').first()).toBeVisible();

    await page.getByRole('link', { name: 'Details of Toradex LTS' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages/sources/list/tdx-lts');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('tdx-lts');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Package source Toradex LTS saved.')).toBeVisible();

    await page.goto('/packages/sources/create');
    await expect(page.getByRole('tab', { name: 'Add a source', selected: true })).toBeVisible();
    await expect(page.getByLabel('Threshold')).toHaveValue('1');
    // The field the form calls Name is the one SPEC §5's 'Name is required' speaks of.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Name is required');
    await page.getByLabel('Name', { exact: true }).fill('tdx-lts');
    await page.getByRole('group', { name: 'Signing keys' }).getByRole('checkbox').first().check();
    await page.getByLabel('Paths').fill('e2e-*');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Delegation with that name already exists');
    await expectAccessible(page);

    // SPEC §8: a new source is saved, but its metadata address does not answer.
    await page.getByLabel('Name', { exact: true }).fill(`e2e-source-${Date.now()}`);
    await page.getByLabel('Remote metadata address').fill('http://127.0.0.1:2/e2e/targets.json');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'was saved, but its metadata could not be added',
    );
  });

  test('the guest meets not-permitted package actions', async ({ page }) => {
    await signInAt(page, '/', 'guest@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await enterSharedRepository(page, 'Pilot site');

    await page.goto('/packages/sensor-gateway');
    const remove = page.getByRole('button', { name: 'Delete 1.2.0' });
    await expect(remove).toHaveAttribute('data-not-permitted', '');
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText(NOT_PERMITTED);
    await expect(page.getByRole('link', { name: 'Install 1.2.0' })).toHaveAttribute(
      'data-not-permitted',
      '',
    );
    await expectAccessible(page);

    await page.goto('/packages/sources/list');
    await expect(page.getByRole('button', { name: 'Refresh Toradex LTS' })).toHaveAttribute(
      'data-not-permitted',
      '',
    );
    await expect(page.getByRole('button', { name: 'Delete Toradex LTS' })).toHaveAttribute(
      'data-not-permitted',
      '',
    );
    await expectAccessible(page);
  });
});
