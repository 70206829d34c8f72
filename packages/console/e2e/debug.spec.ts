import { expect, test, type Page } from './csp-guard';
import { expectAccessible, signInAt, accessTokenOf } from './support';

// SPEC §2 /debug, the support page: this build, the signed-in user with roles, token expiry
// and rights, the feature flags, the live channel with its last events and the recent failed
// API calls of the page. admin's repository, so the package it uploads disturbs no other journey.

/** Follows an in-app link to `path`: the page (its client, channel and logs) stays the same. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Uploads a tiny package as the signed-in user: the live channel announces TufTargetAdded. */
async function uploadPackage(page: Page, name: string, version: string): Promise<void> {
  const token = await accessTokenOf(page);
  const status = await page.evaluate(
    async ({ name, version, token }) => {
      const query = new URLSearchParams({ name, version, hardwareId: 'docker-compose' });
      const response = await fetch(`/api/v2beta/packages?${query}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/octet-stream',
        },
        body: 'services: {}\n',
      });
      return response.status;
    },
    { name, version, token },
  );
  if (status !== 200) throw new Error(`Uploading ${name} ${version}: HTTP ${status}`);
}

const MISSING_DEVICE = '00000000-0000-4000-8000-000000000000';

test.describe('SPEC §2 /debug support page', () => {
  test('shows the user, the live channel with its last events, and the failed calls', async ({
    page,
  }) => {
    await signInAt(page, '/devices', 'admin@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    // A call that fails: a device that does not exist.
    await navigateInApp(page, `/devices/${MISSING_DEVICE}/updates`);
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
    await navigateInApp(page, '/debug');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support information' }),
    ).toBeVisible();

    const user = page.getByRole('region', { name: 'Signed-in user' });
    await expect(user).toContainText('Ada Admin <admin@example.com>');
    await expect(user).toContainText(/Expires /);
    await expect(user).toContainText('personal');
    await expect(
      page.getByRole('region', { name: 'Rights' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Version and build' })).toContainText('0.1.0');
    await expect(page.getByRole('table', { name: 'Feature flags' })).toContainText(
      'customizable-dashboard',
    );

    const failures = page.getByRole('table', { name: 'Recent API failures' });
    const failed = failures
      .getByRole('row')
      .filter({ hasText: `/api/v2beta/devices/${MISSING_DEVICE}` });
    await expect(failed.first()).toContainText('404');

    const live = page.getByRole('region', { name: 'Live updates' });
    await expect(live).toContainText('Connected', { timeout: 30_000 });
    await uploadPackage(page, 'debug-probe', `1.0.${Date.now()}`);
    await expect(
      page
        .getByRole('table', { name: 'Last live events' })
        .getByRole('row', { name: /TufTargetAdded/ }),
    ).toHaveCount(1, { timeout: 30_000 });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear the list' }).click();
    await expect(failures).toContainText('No API call has failed since this page opened.');
  });

  test('signed out, it says so and still shows the build', async ({ page }) => {
    await page.goto('/debug');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support information' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText(
      'Nobody is signed in on this page.',
    );
    await expect(page.getByRole('region', { name: 'Live updates' })).toContainText('Not open');
    await expect(page.getByRole('region', { name: 'Runtime configuration' })).toContainText(
      'oidcClientId',
    );
    await expectAccessible(page);
  });
});
