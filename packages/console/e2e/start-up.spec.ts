import { expect, test, type Page } from './csp-guard';
import { signInAt } from './support';

// Issue #11 point 7, #12 (docs/benchmarks.md "The reload's path"): a reload of a signed-in
// tab on /devices reads the user's options once, asks for the device list's first page once,
// and asks for it beside the rights call rather than after the guard and the screen.

/** The API requests the page sends from now on. */
function apiRequests(page: Page): URL[] {
  const sent: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) sent.push(url);
  });
  return sent;
}

test('a reload of /devices reads the options once and asks for the list beside the rights', async ({
  page,
}) => {
  await signInAt(page, '/devices?filter=notHibernated');
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const sent = apiRequests(page);
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2beta/devices') events.push('list asked');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v2beta/auth/discover')
      events.push('rights answered');
  });
  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' }).first()).toBeVisible();

  const named = (path: string) => sent.filter((url) => url.pathname === path);
  expect(named('/api/accounts/users/metadata/v2')).toHaveLength(1);
  expect(named('/api/v2beta/auth/discover')).toHaveLength(1);
  const lists = named('/api/v2beta/devices');
  expect(lists.map((url) => url.searchParams.get('hibernated'))).toEqual(['false']);
  // Asked before the rights call was answered: the screen, which renders only after the
  // guard has the rights, cannot have asked yet. (The browser reports its network events in
  // the order they happen.)
  const listAsked = events.indexOf('list asked');
  expect(listAsked).toBeGreaterThanOrEqual(0);
  expect(listAsked).toBeLessThan(events.indexOf('rights answered'));
});
