import { expect, test, type Page } from './csp-guard';
import { expectAccessible, pathOf, signInAt } from './support';

// SPEC §2 preferences screen, "Dark mode is applied at start", languages, onboarding; §3/§4
// preferences, banners and their dismissal; in a real browser against the sandbox, with axe on
// every page visited. Preferences are user options: they live on the server, so a new browser
// context signed in as the same user gets them too.

interface FirstPaint {
  theme: string | undefined;
  colorScheme: string;
}

/**
 * Records, on every document of the page, <html data-theme> and its colour scheme at the
 * moment <body> is parsed: nothing can be painted before, and the app (a module script, run
 * only after parsing ends) has not even started.
 */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { fleetFirstPaint: FirstPaint }).fleetFirstPaint = {
        theme: document.documentElement.dataset.theme,
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { fleetFirstPaint?: FirstPaint }).fleetFirstPaint);

const html = (page: Page) => page.locator('html');

/** Waits until the screen says every change is stored on the server. */
async function expectSaved(page: Page, text = 'Saved'): Promise<void> {
  await expect(page.getByTestId('preferences-save-status')).toHaveText(text);
}

/** Puts theme and language back to 'auto' so later journeys see the defaults. */
async function restoreDefaults(page: Page, labels: { theme: string; language: string }) {
  await page.getByLabel(labels.theme, { exact: true }).selectOption('auto');
  await page.getByLabel(labels.language, { exact: true }).selectOption('auto');
  await expect(html(page)).toHaveAttribute('lang', 'en-US');
  await expectSaved(page);
}

test.describe('SPEC §2/§3 preferences: theme and language', () => {
  test.use({ colorScheme: 'light', locale: 'en-US' });

  test('theme and language apply live, persist across reloads and follow the user to another browser', async ({
    page,
    browser,
  }) => {
    await recordFirstPaint(page);
    await signInAt(page, '/account/preferences', 'admin@example.com');
    await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
    await expect(page.getByTestId('preferences-save-status')).toBeEmpty();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expectAccessible(page);

    // Live: <html> and the theme root change as soon as the choice is made.
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('[data-fleet-theme]').first()).toHaveAttribute(
      'data-fleet-theme',
      'dark',
    );
    await page.getByLabel('Language', { exact: true }).selectOption('fr-CH');
    await expect(html(page)).toHaveAttribute('lang', 'fr-CH');
    await expect(page.getByRole('heading', { level: 2, name: 'Préférences' })).toBeVisible();
    await expectSaved(page, 'Enregistré');
    await expectAccessible(page);

    // A reload paints dark before the app renders (no light flash), then shows fr-CH.
    await page.reload();
    const painted = await firstPaint(page);
    expect(painted).toEqual({ theme: 'dark', colorScheme: 'dark' });
    await expect(page.getByRole('heading', { level: 2, name: 'Préférences' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'fr-CH');
    await expect(page.getByLabel('Thème', { exact: true })).toHaveValue('dark');
    await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr-CH');

    // Another browser (nothing in its storage) signed in as the same user gets them too.
    const other = await browser.newContext({ colorScheme: 'light', locale: 'en-US' });
    try {
      const second = await other.newPage();
      await recordFirstPaint(second);
      await signInAt(second, '/account/preferences', 'admin@example.com');
      await expect(html(second)).toHaveAttribute('data-theme', 'dark');
      await expect(html(second)).toHaveAttribute('lang', 'fr-CH');
      await expect(second.getByRole('heading', { level: 2, name: 'Préférences' })).toBeVisible();
      await expectAccessible(second);
      // From now on this browser paints dark at once, too.
      await second.goto('/');
      expect(await firstPaint(second)).toEqual({ theme: 'dark', colorScheme: 'dark' });
    } finally {
      await other.close();
    }

    await restoreDefaults(page, { theme: 'Thème', language: 'Langue' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the datetime format changes how dates show', async ({ page }) => {
    await signInAt(page, '/account/preferences', 'dev@example.com');
    const example = page.getByTestId('datetime-example');
    const format = page.getByLabel('Date and time format', { exact: true });
    await format.selectOption('relative');
    await expect(example).toHaveText('Example: 5 minutes ago');
    await format.selectOption('absolute');
    await expect(example).not.toContainText('ago');
    await expectSaved(page);
    await page.reload();
    await expect(format).toHaveValue('absolute');
    await format.selectOption('auto');
    await expectSaved(page);
  });

  test('beta features are a saved choice', async ({ page }) => {
    await signInAt(page, '/account/preferences', 'dev@example.com');
    const beta = page.getByLabel('Beta features');
    await expect(beta).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Feature flags' })).toHaveCount(0);
    await beta.check();
    await expectSaved(page);
    await page.reload();
    await expect(beta).toBeChecked();
    await beta.uncheck();
    await expectSaved(page);
    await expectAccessible(page);
  });

  test('an admin sets feature flags', async ({ page }) => {
    await signInAt(page, '/account/preferences', 'admin@example.com');
    const flags = page.getByRole('group', { name: 'Feature flags' });
    const udemy = flags.getByLabel('Udemy courses');
    await expect(udemy).toHaveValue('default');
    await udemy.selectOption('on');
    await expectSaved(page);
    await page.reload();
    await expect(udemy).toHaveValue('on');
    await udemy.selectOption('default');
    await expectSaved(page);
    await expectAccessible(page);
  });
});

test.describe('SPEC §4 banners', () => {
  test('a banner shows where it belongs, its action navigates, and its dismissal is saved', async ({
    page,
  }) => {
    await signInAt(page, '/', 'admin@example.com');
    const banners = page.getByRole('region', { name: 'Announcements' });
    const offline = banners.getByRole('listitem').filter({ hasText: 'Offline Updates' });
    await expect(offline).toBeVisible();
    await expect(banners.getByText('Scheduled maintenance')).toBeVisible();
    // The expired one and the notification one are not banners here.
    await expect(banners.getByText('Holiday support hours')).toHaveCount(0);
    await expect(banners.getByText('New package sources')).toHaveCount(0);
    await expectAccessible(page);

    // An action with a route navigates in the console; the packages area has its own banner.
    await banners.getByRole('button', { name: 'Browse packages' }).click();
    await expect.poll(() => pathOf(page)).toBe('/packages');
    const release = banners.getByRole('link', { name: 'Release notes' });
    await expect(release).toHaveAttribute('target', '_blank');
    await expect(release).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(banners.getByText('Offline Updates')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/');
    // The non-dismissible one has no dismiss button.
    await expect(
      banners
        .getByRole('listitem')
        .filter({ hasText: 'Scheduled maintenance' })
        .getByRole('button'),
    ).toHaveCount(0);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/accounts/users/metadata/v2') &&
        response.request().method() === 'POST' &&
        response.ok(),
    );
    await offline.getByRole('button', { name: 'Dismiss “Offline Updates”' }).click();
    await expect(offline).toHaveCount(0);
    await saved;
    await page.reload();
    await expect(banners.getByText('Welcome to the Fleet Console sandbox')).toBeVisible();
    await expect(banners.getByText('Offline Updates')).toHaveCount(0);
  });
});

test.describe('SPEC §2 onboarding', () => {
  test('the steps move forward and back, read the device count, and finishing returns to /', async ({
    page,
  }) => {
    await signInAt(page, '/onboarding', 'dev@example.com');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get started with Fleet Console' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
    await expect(steps.getByRole('link', { name: '1. Welcome' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe('/onboarding/pair');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Pair your first device' }),
    ).toBeVisible();
    await expect(page.getByTestId('onboarding-device-count')).toHaveText(
      /^Devices paired so far: \d+\.$/,
    );
    await expect(page.getByRole('link', { name: 'Open the pairing page' })).toHaveAttribute(
      'href',
      '/devices/pair',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/onboarding/welcome');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe('/onboarding/install');
    await expect(page.getByRole('link', { name: 'Browse packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe('/onboarding/done');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an unknown step is not found', async ({ page }) => {
    await signInAt(page, '/onboarding/nowhere', 'dev@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
