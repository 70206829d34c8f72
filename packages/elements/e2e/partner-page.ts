// A partner page without npm: the standalone script from the Fleet server's stable address,
// pinned by the integrity hash the server publishes beside it (Subresource Integrity), with a
// <fleet-device-table>. The partner's origin is not the sandbox's (CORS applies).
import type {} from '@fleet/elements/types';
import { chromiumLaunchOptions } from '../../../scripts/playwright-chromium.mjs';
import { expect, type APIRequestContext, type Page } from '../../console/e2e/csp-guard';
import { exampleOrigin, examplePort, sandboxOrigin } from './origins';

export const PARTNER = `http://localhost:${examplePort}`;

// The partner page is answered by page.route, so Chromium cannot tell its address and treats it
// as public, refusing its requests to the loopback sandbox (Local Network Access). A real
// partner page and Fleet server are both public: lift that check for these pages only
// (`test.use(partnerPageBrowser)`).
export const partnerPageBrowser = {
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
  },
};

export const ALL_IN_ONE = 'fleet-elements.js';

export async function publishedIntegrity(script = ALL_IN_ONE): Promise<string> {
  const response = await fetch(`${sandboxOrigin}/elements/v1/integrity.json`);
  expect(response.status).toBe(200);
  const { [script]: integrity } = (await response.json()) as Record<string, string>;
  expect(integrity).toMatch(/^sha384-/);
  return integrity!;
}

/** The page: `script` pinned by `integrity`, then the element `tag` with `attributes` (HTML). */
export const pageWith = (
  integrity: string,
  script = ALL_IN_ONE,
  attributes = '',
  tag = 'fleet-device-table',
) => `<!doctype html><title>Portal</title>
  <script src="${sandboxOrigin}/elements/v1/${script}" integrity="${integrity}" crossorigin="anonymous"></script>
  <${tag} base-url="${sandboxOrigin}" ${attributes}></${tag}>`;

/** Opens the partner page loading `script` pinned by its published hash, once `tag` is defined. */
export async function openPartnerPage(
  page: Page,
  script = ALL_IN_ONE,
  attributes = '',
  tag = 'fleet-device-table',
): Promise<void> {
  const integrity = await publishedIntegrity(script);
  await page.route(`${PARTNER}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: pageWith(integrity, script, attributes, tag),
    }),
  );
  await page.goto(`${PARTNER}/`);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
}

/** Gives the table a token from the example's backend and waits for a page of devices. */
export async function expectDevicesShown(page: Page, request: APIRequestContext): Promise<void> {
  const token = (await (await request.post(`${exampleOrigin}/token`)).json()) as {
    accessToken: string;
  };
  await page.evaluate((value) => {
    document.querySelector('fleet-device-table')!.token = value;
  }, token.accessToken);
  await expect(page.locator('fleet-device-table tbody tr[data-row-index]')).toHaveCount(10, {
    timeout: 30_000,
  });
}
