import { expect, test, type Page } from './csp-guard';
import { expectAccessible, forgetUserOption, signInAt } from './support';

// SPEC §4 "Notifications: unread until marked read": a notification marked read stays read
// after a reload (saved in the user's options on the server), as dev with the sandbox's
// notification banner 'New package sources'.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const notificationList = (page: Page) => page.getByRole('region', { name: 'Notification list' });
const newSources = (page: Page) =>
  notificationList(page).getByRole('listitem').filter({ hasText: 'New package sources' });

test('a notification marked read is still read after a reload', async ({ page }) => {
  await signInAt(page, '/');
  // A retry starts as the first try did: the banner shown and unread.
  await forgetUserOption(page, 'readNotifications');
  await forgetUserOption(page, 'dismissedBanners');
  await page.reload();

  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unreadBefore = await bell(page).getAttribute('aria-label');
  await bell(page).click();
  await expect(newSources(page)).toContainText('Unread');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/accounts/users/metadata') && r.request().method() !== 'GET',
  );
  await newSources(page).getByRole('button', { name: 'Mark as read' }).click();
  await expect(newSources(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(bell(page)).not.toHaveAccessibleName(unreadBefore ?? '');
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await bell(page).click();
  await expect(newSources(page)).toBeVisible();
  await expect(newSources(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(newSources(page)).not.toContainText('Unread');
  await expectAccessible(page);
});
