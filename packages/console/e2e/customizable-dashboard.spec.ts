import { expect, test, type Page } from './csp-guard';
import { callApi, expectAccessible, forgetUserOption, signInAt } from './support';

// SPEC §3 feature customizable-dashboard (a prototype: admins only): the dashboard's cards can
// be hidden and reordered from the keyboard, and the arrangement is saved as the user's
// dashboardLayout option, so it is there again after a reload.

const OPTION = 'dashboardLayout';

/** The dashboardLayout option as the server holds it (undefined when unset). */
async function savedLayout(page: Page): Promise<unknown> {
  const options = await callApi<Array<{ key: string; value: unknown }>>(
    page,
    'GET',
    '/api/accounts/users/metadata/v2',
  );
  return options.find((option) => option.key === OPTION)?.value;
}

/** The shown cards, top to bottom, by their names. */
async function cardOrder(page: Page): Promise<string[]> {
  const cards = {
    'Device counts': page.getByRole('list', { name: 'Devices at a glance' }),
    'Top fleets': page.getByRole('figure', { name: 'Top fleets' }),
    'Connected devices': page.getByRole('figure', { name: 'Connected devices' }),
    'Recent update activity': page.getByRole('heading', { name: 'Recent update activity' }),
  };
  const shown: Array<{ name: string; top: number; left: number }> = [];
  for (const [name, card] of Object.entries(cards)) {
    if ((await card.count()) === 0) continue;
    const box = await card.boundingBox();
    if (box) shown.push({ name, top: Math.round(box.y), left: Math.round(box.x) });
  }
  return shown.sort((a, b) => a.top - b.top || a.left - b.left).map(({ name }) => name);
}

test.describe('SPEC §3 the customizable dashboard', () => {
  test('is not offered without the feature', async ({ page }) => {
    await signInAt(page, '/');
    await expect(page.getByRole('list', { name: 'Devices at a glance' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Connected devices' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customize dashboard' })).toHaveCount(0);
  });

  test('hides and reorders cards from the keyboard, saved across a reload', async ({ page }) => {
    await signInAt(page, '/', 'admin@example.com');
    await forgetUserOption(page, OPTION);
    await page.reload();
    try {
      await page.getByRole('button', { name: 'Customize dashboard' }).click();
      const editor = page.getByRole('region', { name: 'Dashboard cards' });
      await expect(editor).toBeVisible();
      await expectAccessible(page);

      await editor.getByRole('checkbox', { name: 'Show Connected devices' }).press('Space');
      await expect(page.getByRole('figure', { name: 'Connected devices' })).toHaveCount(0);

      const up = editor.getByRole('button', { name: 'Move Recent update activity up' });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('status')).toHaveText(
        'Recent update activity is now card 3 of 4.',
      );
      await expect(up).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('status')).toHaveText(
        'Recent update activity is now card 2 of 4.',
      );
      await expect
        .poll(() => cardOrder(page))
        .toEqual(['Device counts', 'Recent update activity', 'Top fleets']);

      await expect
        .poll(() => savedLayout(page), { timeout: 15_000 })
        .toEqual({
          order: ['counts', 'activity', 'topFleets', 'connectedDevices'],
          hidden: ['connectedDevices'],
        });
      await page.reload();
      await expect(page.getByRole('list', { name: 'Devices at a glance' })).toBeVisible();
      await expect
        .poll(() => cardOrder(page))
        .toEqual(['Device counts', 'Recent update activity', 'Top fleets']);
      await expect(page.getByRole('figure', { name: 'Connected devices' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Customize dashboard' }).click();
      await page.getByRole('button', { name: 'Restore the default layout' }).click();
      await expect
        .poll(() => cardOrder(page))
        .toEqual(['Device counts', 'Top fleets', 'Connected devices', 'Recent update activity']);
      await expect.poll(() => savedLayout(page), { timeout: 15_000 }).toBeUndefined();
    } finally {
      await forgetUserOption(page, OPTION);
    }
  });
});
