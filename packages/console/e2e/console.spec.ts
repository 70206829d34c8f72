import { expect, test } from './csp-guard';
import { expectAccessible, fillSignIn, pathOf, signInAt } from './support';

// SPEC §2: routes, redirects, guards and breadcrumbs of the console, in a real browser
// against the sandbox; axe on every page visited.

test.describe('SPEC §2 routes and guards', () => {
  test('signing in as dev through the sign-in page lands on the dashboard', async ({ page }) => {
    await signInAt(page, '/');
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).not.toBeEmpty();
    await expectAccessible(page);
  });

  test('after sign-in the original destination is restored', async ({ page }) => {
    await signInAt(page, '/fleets/create?x=1');
    await expect.poll(() => pathOf(page)).toBe('/fleets/create?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a fleet' })).toBeVisible();
    await expect(page.getByLabel('Fleet name')).toBeVisible();
  });

  const redirects: Array<[string, string]> = [
    ['/dashboard', '/'],
    ['/hardware', '/devices'],
    ['/devices/abc', '/devices/abc/updates'],
    ['/fleets/f1', '/fleets/f1/overview'],
    ['/software', '/packages'],
    ['/packages/app/1.0/update', '/packages/app/1.0/install/devices'],
    ['/packages/sources', '/packages/sources/list'],
    ['/settings', '/account/information'],
    ['/account', '/account/information'],
    ['/remote-access', '/remote-access/sessions'],
  ];

  test('every redirect of SPEC §2 lands where it should', async ({ page }) => {
    await signInAt(page, '/');
    for (const [from, to] of redirects) {
      await page.goto(from);
      await expect.poll(() => pathOf(page), { message: from }).toBe(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await signInAt(page, '/');
    for (const address of [
      '/no-such-page',
      '/devices/abc/no-such-tab',
      '/devices/abc/updates/extra',
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('the screens outside the main layout', async ({ page }) => {
    await signInAt(page, '/onboarding/welcome');
    await expect.poll(() => pathOf(page)).toBe('/onboarding/welcome');
    await expect(page.getByRole('navigation', { name: 'Onboarding steps' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.goto('/debug');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support information' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('/login goes to / when already signed in', async ({ page }) => {
    await signInAt(page, '/');
    await page.goto('/login');
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  test('breadcrumbs from route metadata, and back to the parent crumb', async ({ page }) => {
    await signInAt(page, '/packages/my%20app/1.0/content');
    const trail = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(trail.getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
    await expect(trail.getByRole('link', { name: 'my app' })).toHaveAttribute(
      'href',
      '/packages/my%20app',
    );
    await expect(trail.getByText('Content')).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages/my%20app');

    // A redirecting parent is skipped when a tab is set.
    await page.goto('/devices/d1/packages');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/devices');
    // No parent: the dashboard with tab=dashboard.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/?tab=dashboard');
  });

  test('signing out returns to the page after signing in again', async ({ page }) => {
    await signInAt(page, '/fleets');
    await page.getByTestId('signed-in-user').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Back on /fleets, signed out: the guard sends the user to sign in again.
    await page.getByLabel('Email').waitFor();
    await fillSignIn(page, 'dev@example.com');
    await expect.poll(() => pathOf(page)).toBe('/fleets');
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet manager' })).toBeVisible();
  });
});
