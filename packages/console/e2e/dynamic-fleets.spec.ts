import { expect, test, type Page } from './csp-guard';
import { callApi, expectAccessible, pathOf, signInAt } from './support';

// Dynamic fleets from the console: the fleet form offers static or dynamic, builds the
// expression from device fields, previews the matching devices live, and the saved fleet
// holds them.

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices of the fleet' });
const deviceRows = (page: Page) => devicesTable(page).getByRole('row').filter({ hasText: /\d{3}/ });

test('create a dynamic fleet: conditions, live preview, save, its devices', async ({ page }) => {
  await signInAt(page, '/fleets/create');
  const matching = await callApi<{ total: number; values: Array<{ deviceName: string }> }>(
    page,
    'GET',
    '/api/v2beta/devices?nameContains=01&limit=100&sortBy=Name&sortDirection=Asc',
  );
  expect(matching.total).toBeGreaterThan(1);

  const name = `Dynamic ${Date.now().toString(36)}`;
  await page.getByLabel('Fleet name').fill(name);
  await page
    .getByLabel('Fleet type')
    .selectOption({ label: 'Dynamic: devices matching conditions' });
  const preview = page.getByRole('region', { name: 'Matching devices' });
  await expect(preview).toContainText('Give a condition a value to see the devices it matches.');

  const first = page.getByRole('group', { name: 'Condition 1' });
  await first.getByLabel('Device field').selectOption({ label: 'Name' });
  await first.getByLabel('Comparison').selectOption({ label: 'contains' });
  await first.getByLabel('Value').fill('01');
  await expect(page.getByText('name contains 01')).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText(`${matching.total} devices match.`, {
    timeout: 30_000,
  });
  const listed = preview.getByRole('list', { name: 'Matching devices (first ones)' });
  await expect(listed.getByRole('listitem')).toHaveCount(Math.min(matching.total, 10));
  await expect(listed).toContainText(matching.values[0]!.deviceName);

  // A second condition narrows it; the preview follows.
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const second = page.getByRole('group', { name: 'Condition 2' });
  await second.getByLabel('Value').fill('no device has this name');
  await expect(preview.getByRole('status')).toHaveText('No device matches.', { timeout: 30_000 });
  await page.getByLabel('Match', { exact: true }).selectOption({ label: 'Any condition' });
  await expect(preview.getByRole('status')).toHaveText(`${matching.total} devices match.`, {
    timeout: 30_000,
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remove condition 2' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/fleets\/[0-9a-f-]{36}\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => deviceRows(page).count()).toBe(Math.min(matching.total, 10));
  await expect(devicesTable(page)).toContainText(matching.values[0]!.deviceName);

  // The fleet was this journey's own: other journeys list dev's fleets as the demo has them.
  const fleetId = /^\/fleets\/([0-9a-f-]{36})\//.exec(pathOf(page))![1]!;
  await callApi(page, 'DELETE', `/api/v2beta/fleets/${fleetId}`);
});
