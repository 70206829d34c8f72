import { expect, test } from '../../console/e2e/csp-guard';
import {
  expectDevicesShown,
  openPartnerPage,
  PARTNER,
  pageWith,
  partnerPageBrowser,
} from './partner-page';

// A partner page without npm loads the standalone script pinned by its published hash.
test.use(partnerPageBrowser);

test('a <script> tag with the published integrity hash loads the widgets and shows devices', async ({
  page,
  request,
}) => {
  await openPartnerPage(page);
  await expectDevicesShown(page, request);
});

test("the device table's own script registers that element alone and shows devices", async ({
  page,
  request,
}) => {
  await openPartnerPage(page, 'fleet-device-table.js');
  expect(await page.evaluate(() => customElements.get('fleet-session-list'))).toBeUndefined();
  await expectDevicesShown(page, request);
});

test('a script that does not match the hash is not run', async ({ page }) => {
  const wrong = `sha384-${Buffer.alloc(48).toString('base64')}`;
  await page.route(`${PARTNER}/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: pageWith(wrong) }),
  );
  const blocked = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
  await page.goto(`${PARTNER}/`);
  await blocked;
  expect(await page.evaluate(() => customElements.get('fleet-device-table'))).toBeUndefined();
});
