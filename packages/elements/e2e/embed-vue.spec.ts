import { expect, test } from '../../console/e2e/csp-guard';
import { vueExampleOrigin } from './origins';

// examples/embed-vue (a Vite + Vue 3 production build) against the sandbox: the custom element
// in a Vue template, its getToken bound as a property (cachedTokenSource over the example's
// token endpoint), its fleet-* events heard by @ listeners that update the Vue page.

test("the Vue page shows devices and hears the table's events", async ({ page }) => {
  const tokenRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/fleet-token') tokenRequests.push(sent.url());
  });
  await page.goto(vueExampleOrigin);
  const table = page.locator('fleet-device-table');
  const rows = table.locator('tbody tr[data-row-index]');
  // The first load waits for the token, the rights and the first page, on a busy machine too.
  await expect(rows).toHaveCount(10, { timeout: 30_000 });

  await table.getByRole('button', { name: 'Next page' }).click();
  await expect(page.locator('#page')).toHaveText('2', { timeout: 15_000 });
  await expect(table.locator('[part~="pagination"]')).toContainText('11–20', { timeout: 15_000 });

  // Rows move while live events arrive: find the first row's name, read it and click it in one
  // step of the page's script. The query starts at the element, which stays: a locator of the
  // cell would be resolved and then used in two steps, and the row can leave the page between.
  const name = await table.evaluate((host: HTMLElement) => {
    const cell = host.shadowRoot?.querySelector<HTMLElement>(
      'tbody tr[data-row-index] td[data-column="name"]',
    );
    if (!cell) throw new Error('The table shows no row');
    const text = cell.textContent ?? '';
    cell.click();
    return text;
  });
  await expect(page.locator('#selected')).toHaveText(name, { timeout: 15_000 });
  // One token for the whole page: calls and the live channel share it (cachedTokenSource).
  expect(tokenRequests).toHaveLength(1);
});
