import { expect, test, type Page } from './csp-guard';
import { callApi, enterSharedRepository, expectAccessible, pathOf, signInAt } from './support';
import { updatableDevice, type ApiDevice } from './updatable-device';

// The device screens of SPEC §2 against the sandbox: a device's page and its tabs, modifying
// it (SPEC §5 messages), pairing (SPEC §7 token and provision-claim), initiating an update
// (SPEC §8 pending-update warning) and cancelling it, hibernation and delete (SPEC §4), and a
// guest's not-permitted actions (SPEC §2, §6). axe on every page visited. Each journey works
// on its own device, so they do not disturb each other.

const NOT_PERMITTED = 'You do not have permission to perform this action';

/** The one device whose name contains `text` (the sandbox numbers them 001, 002, …). */
async function deviceNamed(page: Page, text: string): Promise<ApiDevice> {
  const { values } = await callApi<{ values: ApiDevice[] }>(
    page,
    'GET',
    `/api/v2beta/devices?nameContains=${encodeURIComponent(text)}`,
  );
  expect(values, `devices named *${text}*`).toHaveLength(1);
  return values[0]!;
}

const devicePath = (device: ApiDevice, rest = 'updates') =>
  `/devices/${encodeURIComponent(device.deviceUuid)}/${rest}`;

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

test.describe('SPEC §2 device screens', () => {
  test('dev opens a device from the list and reads its tabs', async ({ page }) => {
    await signInAt(page, '/devices?search=001');
    const device = await deviceNamed(page, '001');
    const table = page.getByRole('table', { name: 'Devices' });
    await table.getByText(device.deviceName, { exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device));
    await expect(page.getByRole('heading', { level: 1, name: device.deviceName })).toBeVisible();
    await expect(page.locator('dl').getByText(device.deviceUuid, { exact: true })).toBeVisible();
    // The breadcrumbs name the device, not its uuid.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: device.deviceName })).toBeVisible();
    await expect(crumbs).not.toContainText(device.deviceUuid);
    for (const tab of ['Installed packages', 'Live update events', 'Remote access'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Update history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('table', { name: 'Pending and scheduled updates' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Installation reports' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Installed packages' }).click();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device, 'packages'));
    const installed = page.getByRole('table', { name: 'Installed packages' });
    await expect(installed.getByRole('row').filter({ hasText: 'Operating system' })).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Live update events' }).click();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device, 'events'));
    await expect(
      page
        .getByRole('table', { name: 'Update events' })
        .or(page.getByText('The device has no update to follow.')),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Remote access' }).click();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device, 'remote-access'));
    await expect(page.getByRole('tab', { name: 'Sessions' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a device’s name in the list is a link: a new tab on middle-click, here on a click', async ({
    page,
  }) => {
    await signInAt(page, '/devices?search=002');
    const device = await deviceNamed(page, '002');
    const table = page.getByRole('table', { name: 'Devices' });
    const named = page.getByRole('link', { name: device.deviceName, exact: true });
    const link = table.locator(named);
    await expect(link).toHaveAttribute('href', `/devices/${encodeURIComponent(device.deviceUuid)}`);
    // The row keeps its checkbox beside the link (axe: no interactive element nested wrongly).
    const row = table.getByRole('row').filter({ has: named });
    await expect(row.getByRole('checkbox', { name: 'Select row' })).toBeVisible();
    await expectAccessible(page);

    const opened = page.context().waitForEvent('page');
    await link.click({ button: 'middle' });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname.startsWith('/devices/'));
    expect(new URL(tab.url()).pathname).toContain(encodeURIComponent(device.deviceUuid));
    await tab.close();
    expect(pathOf(page), 'the list stays in its tab').toBe('/devices?search=002');

    await link.click();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device));
    await expect(page.getByRole('heading', { level: 1, name: device.deviceName })).toBeVisible();
  });

  test('an unknown device says it could not be loaded', async ({ page }) => {
    await signInAt(page, '/devices/00000000-0000-4000-8000-000000000000/updates');
    await expect(page.getByRole('heading', { level: 1, name: 'Device' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
    await expectAccessible(page);
  });

  test('modifying the name and notes reports each (SPEC §5); an empty name is refused', async ({
    page,
  }) => {
    await signInAt(page, '/');
    const device = await deviceNamed(page, '002');
    await page.goto(devicePath(device, 'modify'));
    await expect(
      page.getByRole('heading', { level: 1, name: `Modify ${device.deviceName}` }),
    ).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(device.deviceName);
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('  Renamed press 002  ');
    await page.getByLabel('Notes').fill('Rack 4, second shelf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Name updated successfully')).toBeVisible();
    await expect(toast(page, 'Description updated successfully')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Renamed press 002', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('device-notes')).toHaveText('Rack 4, second shelf');
  });

  test('the pair page shows the provisioning token and claims a code', async ({ page }) => {
    await signInAt(page, '/devices/pair');
    await expect(page.getByRole('heading', { level: 1, name: 'Pair a device' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Provisioning token' })).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Pair device' }).click();
    await expect(page.getByText('Provisioning code is required', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Provisioning code' }).fill(' K7Q-2MX ');
    await page.getByRole('button', { name: 'Pair device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code K7Q-2MX:' })).toBeVisible();
    await expectAccessible(page);
  });

  test('SPEC §8 a provisioning token that cannot be fetched says so', async ({ page }) => {
    await signInAt(page, '/');
    await page.route('**/api/v2beta/devices/token', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto('/devices/pair');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'An error occurred while fetching the provisioning token.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an update initiated on a device shows in its history, warns, and can be cancelled', async ({
    page,
  }) => {
    // The live channel as the server sends it, plus what the journey injects (SPEC §4).
    let sendLive: ((message: object) => void) | undefined;
    await page.routeWebSocket(/\/api\/v2beta\/live/, (socket) => {
      socket.connectToServer();
      sendLive = (message) => socket.send(JSON.stringify(message));
    });
    await signInAt(page, '/');
    const { device, pkg } = await updatableDevice(page, ['001', '002', '003', '019']);
    await page.goto(devicePath(device, 'update'));
    await expect(
      page.getByRole('heading', { level: 1, name: `Update ${device.deviceName}` }),
    ).toBeVisible();
    await expectAccessible(page);

    // Nothing chosen: the SDK's rule, in words a person reads (no field id).
    await page.getByRole('button', { name: 'Start update' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose at least one package version.' }),
    ).toBeVisible();

    await page.getByRole('combobox', { name: 'Add a package version' }).fill(pkg.name);
    await page.getByRole('option', { name: `${pkg.name} ${pkg.version}`, exact: true }).click();
    await expect(page.getByRole('list', { name: 'Package versions to install' })).toContainText(
      `${pkg.name} ${pkg.version}`,
    );
    await page.getByRole('button', { name: 'Start update' }).click();
    await expect(toast(page, 'The update was sent to 1 device.')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe(devicePath(device));
    const open = page.getByRole('table', { name: 'Pending and scheduled updates' });
    await expect(open.getByRole('row').filter({ hasText: pkg.packageId })).toHaveCount(1);
    await expect(page.locator('[data-state="updatePending"]').first()).toBeVisible();
    await expectAccessible(page);

    // SPEC §4: the events tab follows the new update; a DeviceEventMessage of it is appended.
    const [update] = await callApi<Array<{ correlationId: string }>>(
      page,
      'GET',
      `/api/v2beta/updates/devices/${device.deviceUuid}`,
    );
    await page.getByRole('tab', { name: 'Live update events' }).click();
    await expect(page.getByText(`Events of update ${update!.correlationId}`)).toBeVisible();
    await expect(page.getByText('No event has been reported for this update yet.')).toBeVisible();
    const now = new Date().toISOString();
    await expect.poll(() => sendLive !== undefined).toBe(true);
    sendLive!({
      type: 'DeviceEventMessage',
      deviceUuid: device.deviceUuid,
      correlationId: update!.correlationId,
      event: {
        deviceUuid: device.deviceUuid,
        eventId: 'e2e-download-started',
        eventType: { id: 'EcuDownloadCompleted', version: 0 },
        correlationId: update!.correlationId,
        deviceTime: now,
        receivedAt: now,
        payload: { ecu: 'e2e-ecu-serial', success: true },
      },
    });
    // The event reads in words: its type named, its fields labelled, the raw data folded away.
    const event = page
      .getByRole('table', { name: 'Update events' })
      .getByRole('row', { name: /Download finished/ });
    await expect(event).toBeVisible();
    await expect(event.getByRole('definition')).toHaveText(['e2e-ecu-serial', 'Succeeded']);
    await expect(event.getByRole('term')).toHaveText(['Component', 'Outcome']);
    const raw = event.getByText('"success": true');
    await expect(raw).toBeHidden();
    await event.getByText('Data as sent by the device').click();
    await expect(raw).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Update history' }).click();

    // SPEC §8: a second update meets the pending-update warning.
    await page.getByRole('link', { name: 'Update', exact: true }).click();
    await expect(
      page.getByText(
        'This device has a pending update. Cancel it or skip the device before installing.',
      ),
    ).toBeVisible();
    await expectAccessible(page);

    // SPEC §4 update cancellation, after a confirmation.
    await page.goto(devicePath(device));
    await open.getByRole('button', { name: /Cancel update|Force cancel/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Cancel update|Force cancel/ }).click();
    await expect(toast(page, 'The update was cancelled.')).toBeVisible();
    await expect(open.getByText('No update is pending or scheduled.')).toBeVisible();
  });

  test('devices selected in the list are updated together', async ({ page }) => {
    await signInAt(page, '/devices');
    // Rows of devices (named `<place> <role> 001`), not headers or skeletons.
    const rows = page
      .getByRole('table', { name: 'Devices' })
      .getByRole('row')
      .filter({ hasText: /\d{3}/ });
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('link', { name: 'Update selected' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/devices/update');
    expect(new URL(page.url()).searchParams.get('devices')?.split(',')).toHaveLength(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Update 2 devices' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Devices to update' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectAccessible(page);

    await page.goto('/devices/update');
    await expect(page.getByText('No device is selected.', { exact: false })).toBeVisible();
    await expectAccessible(page);
  });

  test('SPEC §4 hibernation: hibernate, then wake up', async ({ page }) => {
    await signInAt(page, '/');
    const device = await deviceNamed(page, '003');
    await page.goto(devicePath(device));
    await expect(page.getByRole('heading', { level: 1, name: device.deviceName })).toBeVisible();
    await expect(page.getByText('Awake', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Hibernate' }).click();
    await expect(toast(page, `${device.deviceName} is hibernated.`)).toBeVisible();
    await expect(page.getByText('Hibernated', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // SPEC §8: a refused change says so; the device stays hibernated.
    const hibernation = `**/api/v2beta/devices/hibernation/${device.deviceUuid}`;
    await page.route(hibernation, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Wake up' }).click();
    await expect(
      toast(page, 'An error occurred while setting the device hibernation mode.'),
    ).toBeVisible();
    await expect(page.getByText('Hibernated', { exact: true })).toBeVisible();
    await page.unroute(hibernation);

    await page.getByRole('button', { name: 'Wake up' }).click();
    await expect(toast(page, `${device.deviceName} is awake.`)).toBeVisible();
    await expect(page.getByText('Awake', { exact: true })).toBeVisible();
  });

  test('SPEC §4 delete asks first, then removes the device and returns to the list', async ({
    page,
  }) => {
    await signInAt(page, '/');
    const device = await deviceNamed(page, '019');
    await page.goto(devicePath(device));
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${device.deviceName}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(pathOf(page)).toBe(devicePath(device));

    // SPEC §8: a refused delete says so, and the device stays.
    const deviceUrl = `**/api/v2beta/devices/${device.deviceUuid}`;
    await page.route(deviceUrl, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'An error occurred while deleting the device.')).toBeVisible();
    expect(pathOf(page)).toBe(devicePath(device));
    await page.unroute(deviceUrl);

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => pathOf(page)).toBe('/devices');
    await expect(toast(page, `${device.deviceName} was deleted.`)).toBeVisible();
    const { values } = await callApi<{ values: ApiDevice[] }>(
      page,
      'GET',
      '/api/v2beta/devices?nameContains=019',
    );
    expect(values).toHaveLength(0);
  });

  test("a guest of the shared repository sees the device's actions not permitted", async ({
    page,
  }) => {
    await signInAt(page, '/', 'guest@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await enterSharedRepository(page, 'Pilot site');
    // The guest's own calls carry the guest token, which the page keeps: open a device from
    // the list as the guest does.
    await page.goto('/devices');
    const first = page
      .getByRole('table', { name: 'Devices' })
      .getByRole('row')
      .filter({ hasText: /\d{3}/ })
      .first();
    await first.locator('td[data-column="name"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/devices\/[^/]+\/updates$/);
    const uuid = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    await expect(page.locator('dl').getByText(uuid, { exact: true })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Device actions' });
    for (const [role, name] of [
      ['link', 'Modify'],
      ['link', 'Update'],
      ['button', 'Hibernate'],
      ['button', 'Delete'],
    ] as const) {
      const action = actions.getByRole(role, { name, exact: true });
      await expect(action, name).toHaveAttribute('data-not-permitted', '');
    }
    await actions.getByRole('button', { name: 'Delete' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(NOT_PERMITTED);
    // The remote-access tab needs a right the guest lacks (SPEC §6).
    await expect(page.getByRole('tab', { name: 'Remote access' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/devices/${encodeURIComponent(uuid)}/modify`);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'data-not-permitted',
      '',
    );
    await expectAccessible(page);
  });
});
