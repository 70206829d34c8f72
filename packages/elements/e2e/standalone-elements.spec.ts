import { expect, test, type Locator } from '../../console/e2e/csp-guard';
import { exampleOrigin } from './origins';
import { openPartnerPage, partnerPageBrowser } from './partner-page';

// Every element's own standalone script (fleet-<name>.js, on preact/compat) on a partner page
// against the sandbox: it registers its element, which renders its widget with the sandbox's
// data and throws nothing. The device table's journey is standalone-device-table.spec.ts.
test.use(partnerPageBrowser);

interface Shown {
  /** Attributes besides base-url (HTML). */
  attributes?: string;
  /** What the user sees once the widget has its data. */
  ready(element: Locator): Promise<void>;
}

const ELEMENTS: Record<string, Shown> = {
  'package-browser': {
    ready: async (element) => {
      await expect(element.locator('[part~="row"]').first()).toBeVisible({ timeout: 30_000 });
    },
  },
  'top-fleets-chart': {
    ready: async (element) => {
      await expect(element.locator('[part~="title"]')).toHaveText('Top fleets');
      await expect(element.locator('[part~="plot"], [part~="empty"]').first()).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  'connected-devices-chart': {
    ready: async (element) => {
      await expect(element.locator('[part~="title"]')).toHaveText('Connected devices');
      // One bar per day of the last 7, today first, also as a table for screen readers.
      await expect(element.locator('[part~="data-row"]')).toHaveCount(7, { timeout: 30_000 });
      await expect(element.locator('[part~="data-row"]').first()).toContainText('Today');
    },
  },
  'lockbox-editor': {
    ready: async (element) => {
      await expect(element.locator('[part~="title"]')).toHaveText('New offline update');
      await element.locator('[part~="name-input"]').fill('standalone-check');
      await expect(element.locator('[part~="name-input"]')).toHaveValue('standalone-check');
    },
  },
  'session-list': {
    ready: async (element) => {
      await expect(element.getByRole('tab', { name: 'Sessions' })).toBeVisible({
        timeout: 30_000,
      });
      await element.getByRole('tab', { name: 'Keys' }).click();
      await expect(element.getByRole('tab', { name: 'Keys' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  },
  'rollout-progress': {
    // No rollout with this id: the widget fetches it and says why it cannot show it.
    attributes: 'rollout-id="00000000-0000-4000-8000-000000000000"',
    ready: async (element) => {
      await expect(element.locator('[part~="error"]')).toContainText(
        'The rollout could not be loaded',
        { timeout: 30_000 },
      );
      await expect(element.locator('[part~="retry"]')).toBeVisible();
    },
  },
};

for (const [name, shown] of Object.entries(ELEMENTS)) {
  test(`fleet-${name}.js shows its widget with the sandbox's data`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPartnerPage(page, `fleet-${name}.js`, shown.attributes, `fleet-${name}`);
    expect(
      await page.evaluate(() => customElements.get('fleet-device-table')),
      'only its own element',
    ).toBeUndefined();
    const { accessToken } = (await (await request.post(`${exampleOrigin}/token`)).json()) as {
      accessToken: string;
    };
    await page.evaluate(
      ([tag, token]) => {
        (document.querySelector(tag!) as HTMLElement & { token: string }).token = token!;
      },
      [`fleet-${name}`, accessToken],
    );
    await shown.ready(page.locator(`fleet-${name}`));
    expect(errors, 'nothing thrown').toEqual([]);
  });
}
