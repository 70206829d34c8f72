import { expect, test, type Page } from './csp-guard';
import { expectAccessible, pathOf, signInAt } from './support';

// SPEC §8 package sources that fail say why (the reason the API gives after its message), and
// SPEC §4 a broken source is not fetched again on every visit: only when its remote file
// changed after the last fetch. dev's demo source 'ACME Applications' is signed with a key it
// does not name.

const sourcesTable = (page: Page) => page.getByRole('table', { name: 'Package sources' });
const acmeRow = (page: Page) =>
  sourcesTable(page).getByRole('row').filter({ hasText: 'ACME Applications' });
const REASON = /Could not verify trusted delegation: \S.{8,}/;

test('a broken source shows its reason and is not refetched on the next visit', async ({
  page,
}) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/packages_external/refresh/acme-apps'))
      refreshes.push(request.url());
  });
  await signInAt(page, '/packages/sources/list');
  await expect(acmeRow(page)).toContainText(REASON);
  await expectAccessible(page);
  // Whatever this visit fetched (its file changed after the last fetch), wait for it to settle.
  await page.waitForLoadState('networkidle');
  const afterFirstVisit = refreshes.length;

  // Another screen and back, in the same page: the same file is not fetched again.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Packages' })
    .click();
  await expect.poll(() => pathOf(page)).toBe('/packages');
  await page.goBack();
  await expect.poll(() => pathOf(page)).toBe('/packages/sources/list');
  await expect(acmeRow(page)).toContainText(REASON);
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(afterFirstVisit);

  // Refreshed by hand, it is fetched, and the toast says why it failed too.
  await page.getByRole('button', { name: 'Refresh ACME Applications' }).click();
  await expect(page.getByText(REASON).first()).toBeVisible();
  await expect(acmeRow(page)).toContainText(REASON);
  expect(refreshes).toHaveLength(afterFirstVisit + 1);
});
