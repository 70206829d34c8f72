import { expect, test, type Page } from './csp-guard';
import { expectAccessible, forgetUserOption, pathOf, signInAt } from './support';

// SPEC §2 app shell in a real browser against the sandbox: the Device Limit and Trial dialogs
// (maker@example.com, a Maker with 5 devices), the notification list with the account
// notification of SPEC §8, the repository switcher (guest@example.com, a guest of dev's
// repository) and the user menu. axe on every state visited.
// The tests run in order on one sandbox: the trial is activated last among the maker's.

const deviceLimitDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Device Limit Reached' });
const trialOffer = (page: Page) =>
  page.getByRole('dialog', { name: 'Start your free Commercial trial' });
const trialOutcome = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Start your free Commercial trial' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const notificationList = (page: Page) => page.getByRole('region', { name: 'Notification list' });

/** Signs the maker in and waits for the Device Limit dialog. */
async function makerAtDeviceLimit(page: Page): Promise<void> {
  await signInAt(page, '/', 'maker@example.com');
  await expect(deviceLimitDialog(page)).toBeVisible();
}

/** Opens the Trial dialog from the Device Limit dialog. */
async function openTrialOffer(page: Page): Promise<void> {
  await makerAtDeviceLimit(page);
  await deviceLimitDialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(trialOffer(page)).toBeVisible();
}

/**
 * Keeps the bodies the page sends to start-free-trial (DevTools does not report the body of a
 * replayable request, so it is read in the page as it goes out).
 */
async function recordTrialRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { trialRequestsSent: sent });
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/api/v2beta/subscriptions/start-free-trial'))
        sent.push(await request.clone().json());
      return send(request);
    };
  });
}

const trialRequestsSent = (page: Page) =>
  page.evaluate(() => (window as unknown as { trialRequestsSent: unknown[] }).trialRequestsSent);

/** The device count the shell asks for (SPEC §7): the device list's total, no filter. */
const isDeviceCount = (url: URL) =>
  url.pathname === '/api/v2beta/devices' &&
  url.searchParams.get('limit') === '0' &&
  [...url.searchParams.keys()].every((key) =>
    ['limit', 'offset', 'sortBy', 'sortDirection'].includes(key),
  );

test.describe('SPEC §2 app shell', () => {
  test('maker meets the Device Limit dialog; Remind Me Later closes it for the session', async ({
    page,
  }) => {
    await makerAtDeviceLimit(page);
    const dialog = deviceLimitDialog(page);
    await expect(dialog).toContainText(
      'Your Maker account has reached its limit of 5 devices. Start a free trial of the Commercial account to add more.',
    );
    await expect(dialog.getByRole('button', { name: 'Start Free Trial' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Remind Me Later' })).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Remind Me Later' }).click();
    await expect(dialog).toBeHidden();
    await expectAccessible(page);

    // Remembered for this browser session: a reload does not ask again.
    const counted = page.waitForResponse((r) => isDeviceCount(new URL(r.url())));
    await page.reload();
    await counted;
    await bell(page).click(); // the header answers: no modal dialog covers the page
    await expect(notificationList(page)).toBeVisible();
    await expect(deviceLimitDialog(page)).toHaveCount(0);
  });

  test('the notification list: the account notice with View Profile, mark read, remove', async ({
    page,
  }) => {
    await makerAtDeviceLimit(page);
    await deviceLimitDialog(page).getByRole('button', { name: 'Remind Me Later' }).click();
    // A retry starts as the first try did: the banner not yet dismissed, nothing read.
    await forgetUserOption(page, 'dismissedBanners');
    await forgetUserOption(page, 'readNotifications');
    await page.reload();

    // The unconfirmed email (SPEC §8) and the sandbox's notification banner.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    const list = notificationList(page);
    await expect(list).toBeFocused();
    const account = list
      .getByRole('listitem')
      .filter({ hasText: 'You need to confirm your account. Please check your profile.' });
    const banner = list.getByRole('listitem').filter({ hasText: 'New package sources' });
    await expect(account.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/account/information',
    );
    await expect(banner.getByRole('link', { name: 'View sources' })).toBeVisible();
    await expectAccessible(page);

    await account.getByRole('button', { name: 'Mark as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(account.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

    // Removing the banner's notification dismisses the banner: saved in the user options.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/accounts/users/metadata') && r.request().method() !== 'GET',
    );
    await banner.getByRole('button', { name: 'Remove' }).click();
    await expect(banner).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect((await saved).ok()).toBe(true);
    await expectAccessible(page);

    // Escape closes the list and focus returns to the bell.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell(page)).toBeFocused();

    await bell(page).click();
    await account.getByRole('link', { name: 'View Profile' }).click();
    await expect.poll(() => pathOf(page)).toBe('/account/information');
    await expect(list).toBeHidden();

    // After a reload the banner stays dismissed; the account notice is back until confirmed.
    await page.reload();
    await bell(page).click();
    await expect(account).toBeVisible();
    await expect(list.getByText('New package sources')).toHaveCount(0);
  });

  test('a failed trial activation shows why and the contact address', async ({ page }) => {
    await page.route('**/api/v2beta/subscriptions/start-free-trial', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await recordTrialRequests(page);
    await openTrialOffer(page);
    await trialOffer(page)
      .getByRole('checkbox', { name: 'I would like a free training session' })
      .uncheck();
    await trialOffer(page).getByRole('button', { name: 'Activate Trial' }).click();
    await expect.poll(() => trialRequestsSent(page)).toEqual([{ trainingSessionRequested: false }]);
    const outcome = trialOutcome(page);
    await expect(outcome).toContainText(
      'An error occurred while activating the commercial tier free trial.',
    );
    await expect(outcome).toContainText(
      'We are unable to activate your developer trial at the moment, please contact us directly at sales@example.com',
    );
    await expect(outcome.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    await expect(outcome.getByRole('button', { name: 'Reload' })).toBeFocused();
    await expectAccessible(page);
  });

  test('Start Free Trial: offer, activation, Reload, then commercial access', async ({ page }) => {
    await recordTrialRequests(page);
    await openTrialOffer(page);
    const offer = trialOffer(page);
    await expect(offer).toContainText('30 days free, no card needed, up to 50 devices.');
    await expect(
      offer.getByRole('checkbox', { name: 'I would like a free training session' }),
    ).toBeChecked();
    await expect(offer).toContainText('Contact for sales: sales@example.com');
    await expectAccessible(page);

    await offer.getByRole('button', { name: 'Activate Trial' }).click();
    await expect.poll(() => trialRequestsSent(page)).toEqual([{ trainingSessionRequested: true }]);

    const activated = trialOutcome(page);
    await expect(activated).toContainText('Your trial is active. Reload to start using it.');
    await expect(activated.getByRole('button', { name: 'Reload' })).toBeFocused();
    await expectAccessible(page);

    // Reload renews the token first: the Commercial role is only in a new one.
    const renewed = page.waitForResponse((r) => r.url().includes('/idp/token'));
    await activated.getByRole('button', { name: 'Reload' }).click();
    await renewed;
    await page.waitForEvent('load');

    await page.getByTestId('signed-in-user').click();
    await expect(page.getByTestId('account-tier')).toHaveText('Commercial account');
    await expect(deviceLimitDialog(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the repository switcher: guest switches to the shared repository and back', async ({
    page,
  }) => {
    await signInAt(page, '/', 'guest@example.com');
    const switcher = page.getByTestId('repository-switcher');
    await expect(switcher).toHaveText('Repository: Personal');

    await switcher.click();
    const menu = page.getByRole('menu', { name: 'Switch repository' });
    await expect(menu.getByRole('menuitemradio', { name: 'Personal' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: 'Personal' })).toBeFocused();
    const shared = menu.getByRole('menuitemradio', { name: 'Pilot site' });
    await expect(shared).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(page);

    // A switch that cannot save the option changes nothing and says why in a toast, shown
    // bottom-right and closing by itself (SPEC §2: 3000 ms).
    await page.route('**/api/accounts/users/metadata/v2', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await shared.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Could not switch to Pilot site' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.75);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height * 0.75);
    await expectAccessible(page);
    await expect(toast).toBeHidden();
    await expect(switcher).toHaveText('Repository: Personal');
    await page.unroute('**/api/accounts/users/metadata/v2');

    // SPEC §4: saves the default repository option, stores the marker and reloads.
    await switcher.click();
    await expect(menu.getByRole('menuitemradio', { name: 'Personal' })).toBeFocused();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/accounts/users/metadata') && r.request().method() === 'POST',
    );
    await page.keyboard.press('ArrowDown');
    await expect(shared).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(switcher).toHaveText('Repository: Pilot site');
    expect(await page.evaluate(() => sessionStorage.getItem('fleet.activeRepository'))).not.toBe(
      null,
    );
    await expectAccessible(page);

    // Back to the personal repository: the marker is cleared.
    await switcher.click();
    await menu.getByRole('menuitemradio', { name: 'Personal' }).click();
    await expect(switcher).toHaveText('Repository: Personal');
    expect(await page.evaluate(() => sessionStorage.getItem('fleet.activeRepository'))).toBe(null);
  });

  test('the user menu by keyboard: name, email, account, preferences, sign out', async ({
    page,
  }) => {
    await signInAt(page, '/fleets');
    const button = page.getByTestId('signed-in-user');
    await expect(button).toHaveText('Dana Developer');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await expect(page.getByText('dev@example.com')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Preferences' })).toHaveAttribute(
      'href',
      '/account/preferences',
    );
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/logout?from=%2Ffleets',
    );
    await expectAccessible(page);

    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/account/preferences');
    await expect(menu).toBeHidden();
  });
});
