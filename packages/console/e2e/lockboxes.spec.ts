import { expect, test, type Page } from './csp-guard';
import { expectAccessible, pathOf, signInAt, accessTokenOf } from './support';

// SPEC §2 Offline Updates (/lockboxes, /lockboxes/{name}) as dev, against the sandbox's demo
// lockboxes: the list with packages and expiry (the expired one marked), its search in the
// address, a lockbox's page, and deleting one from the list and from its page after a confirm.
// Each journey deletes a lockbox it defined itself, so a retry starts from the same state.

const lockboxTable = (page: Page) => page.getByRole('table', { name: 'Offline updates' });
const rowOf = (page: Page, name: string) =>
  lockboxTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** Defines a lockbox through the API as the signed-in user (behind the console's back). */
async function defineLockbox(page: Page, name: string, packageIds: string[]): Promise<void> {
  const token = await accessTokenOf(page);
  const status = await page.evaluate(
    async ({ name, packageIds, token }) => {
      const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const response = await fetch(`/api/v2beta/lockboxes/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ packageIds, expiresAt }),
      });
      return response.status;
    },
    { name, packageIds, token },
  );
  if (status >= 300) throw new Error(`Defining lockbox ${name}: HTTP ${status}`);
}

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

test.describe('SPEC §2 Offline Updates', () => {
  test('the list shows packages and expiry, marks the expired one, and searches', async ({
    page,
  }) => {
    await signInAt(page, '/lockboxes');
    await expect(page.getByRole('heading', { level: 1, name: 'Offline Updates' })).toBeVisible();
    const pilot = rowOf(page, 'pilot-rollout');
    const winter = rowOf(page, 'winter-maintenance');
    await expect(pilot).toContainText('sensor-gateway 1.2.0');
    await expect(pilot).not.toContainText('Expired');
    await expect(winter).toContainText('kiosk-dashboard 2.3.0');
    await expect(winter).toContainText('Expired');
    await expect(page.getByRole('link', { name: 'Create offline update' })).toHaveAttribute(
      'href',
      '/lockboxes/create',
    );
    await expectAccessible(page);

    await page.getByLabel('Search offline updates').fill('gateway');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('gateway');
    await expect(pilot).toBeVisible();
    await expect(winter).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Search offline updates')).toHaveValue('gateway');
    await expect(pilot).toBeVisible();
    await expect(winter).toHaveCount(0);
    await page.getByLabel('Search offline updates').fill('no such thing');
    await expect(lockboxTable(page)).toContainText('No offline updates match “no such thing”.');
  });

  test('deleting from the list asks first; cancel keeps it, confirm removes it', async ({
    page,
  }) => {
    await signInAt(page, '/lockboxes');
    const name = uniqueName('list-delete');
    await defineLockbox(page, name, ['sensor-gateway-1.2.0']);
    await page.reload();
    const row = rowOf(page, name);
    await expect(row).toBeVisible();

    const deleteButton = page.getByRole('button', { name: `Delete offline update ${name}` });
    const dialog = page.getByRole('dialog', { name: `Delete the offline update ${name}?` });
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await deleteButton.click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Offline update ${name} deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(rowOf(page, 'pilot-rollout')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a lockbox’s page: packages with versions and components, expiry, edit, delete', async ({
    page,
  }) => {
    await signInAt(page, '/lockboxes');
    await rowOf(page, 'pilot-rollout').getByRole('link', { name: 'pilot-rollout' }).click();
    await expect.poll(() => pathOf(page)).toBe('/lockboxes/pilot-rollout');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Offline update pilot-rollout' }),
    ).toBeVisible();
    const packages = page.getByRole('table', { name: 'Packages' });
    const gateway = packages.getByRole('row').filter({ hasText: 'sensor-gateway' });
    await expect(gateway).toContainText('1.2.0');
    await expect(gateway).toContainText('docker-compose');
    await expect(packages.getByRole('row').filter({ hasText: 'u-boot' })).toContainText('2024.07');
    await expect(page.getByText('Expires')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/lockboxes/pilot-rollout/edit',
    );
    await expectAccessible(page);

    const name = uniqueName('page-delete');
    await defineLockbox(page, name, ['sensor-gateway-1.2.0']);
    await page.goto(`/lockboxes/${name}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Offline update ${name}` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Packages' })).toContainText('sensor-gateway');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Delete the offline update ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/lockboxes');
    await expect(page.getByText(`Offline update ${name} deleted.`)).toBeVisible();
    await expect(rowOf(page, 'pilot-rollout')).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('the editor has one heading, the page’s, and Save before Cancel as every form', async ({
    page,
  }) => {
    const actionsOf = (page: Page) =>
      page.getByRole('form').getByRole('button', { name: /^(Save|Cancel)$/ });
    await signInAt(page, '/lockboxes/create');
    const form = page.getByRole('form', { name: 'New offline update' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading')).toHaveText([
      'Create an offline update',
    ]);
    await expect(actionsOf(page)).toHaveText(['Save', 'Cancel']);
    await expectAccessible(page);

    await page.goto('/lockboxes/pilot-rollout/edit');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('pilot-rollout');
    await expect(page.getByRole('main').getByRole('heading')).toHaveText([
      'Edit offline update pilot-rollout',
    ]);
    await expect(actionsOf(page)).toHaveText(['Save', 'Cancel']);
  });
});
