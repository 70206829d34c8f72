// The screenshots of docs/console.md: signs in to a running sandbox with demo data as
// dev@example.com and captures each main screen at 1440 px (a few at 390 px, a phone) into
// docs/images/console/<name>.png, at device scale 1 so the files stay small.
//
//   node packages/console/scripts/screenshots.mjs [--origin http://127.0.0.1:8080] [--only name,name]
//
// Start the sandbox first (`pnpm start`, or PORT=… pnpm --filter @fleet/sandbox start -- --data
// DIR --console packages/console/dist). A screen is captured once its heading shows and no
// skeleton or busy region is left (or 15 s have passed, which is reported).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/playwright-chromium.mjs';

const { values: options } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:8080' },
    only: { type: 'string' },
  },
});
const outDir = path.resolve(import.meta.dirname, '../../../docs/images/console');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Each screen: its file name, its address (or a function finding it on the page), the
 * viewport, and what to do before the capture.
 */
const SCREENS = [
  { name: 'dashboard', path: '/' },
  { name: 'devices', path: '/devices' },
  { name: 'device', path: firstDevice('packages') },
  { name: 'device-updates', path: firstDevice('updates') },
  { name: 'device-pair', path: '/devices/pair' },
  { name: 'fleets', path: '/fleets' },
  { name: 'fleet', path: firstFleet },
  { name: 'fleet-create', path: '/fleets/create' },
  { name: 'packages', path: '/packages' },
  { name: 'package-versions', path: '/packages/sensor-gateway' },
  { name: 'package-version', path: '/packages/sensor-gateway/1.2.0/content' },
  { name: 'package-install', path: '/packages/sensor-gateway/1.2.0/install/devices' },
  { name: 'package-upload', path: '/packages/upload' },
  { name: 'package-sources', path: '/packages/sources/list' },
  { name: 'lockboxes', path: '/lockboxes' },
  { name: 'lockbox', path: (page) => firstRowPage(page, '/lockboxes') },
  { name: 'remote-access', path: '/remote-access/sessions' },
  { name: 'account', path: '/account/information' },
  { name: 'preferences', path: '/account/preferences' },
  { name: 'api-clients', path: '/account/api-clients' },
  { name: 'debug', path: '/debug' },
  { name: 'phone-dashboard', path: '/', viewport: PHONE },
  { name: 'phone-devices', path: '/devices', viewport: PHONE },
  { name: 'phone-device', path: firstDevice('packages'), viewport: PHONE },
  { name: 'phone-menu', path: '/devices', viewport: PHONE, before: openMenu },
];

/** The first device of the list, on its tab `tab` (a row opens its page). */
function firstDevice(tab) {
  return async (page) => `${await firstRowPage(page, '/devices')}/${tab}`;
}

function firstFleet(page) {
  return firstRowPage(page, '/fleets');
}

/** The page the list at `list` opens for its first row (without a tab). */
async function firstRowPage(page, list) {
  await open(page, list);
  const row = page.getByRole('table').first().getByRole('row').nth(1);
  // The name is a link (fleets), or the row opens the page (devices).
  const link = row.getByRole('link').first();
  await ((await link.count()) > 0 ? link : row.getByRole('cell').nth(1)).click();
  await page.waitForURL((url) => url.pathname.startsWith(`${list}/`));
  return new URL(page.url()).pathname.replace(/^(\/[a-z]+\/[^/]+).*$/, '$1');
}

async function openMenu(page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
}

/** Opens `address` inside the console (signing in when the provider asks) and lets it settle. */
async function open(page, address) {
  await page.goto(new URL(address, options.origin).href);
  const email = page.getByLabel('Email');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await Promise.race([email.waitFor(), heading.waitFor()]);
  if (await email.isVisible()) {
    await email.fill('dev@example.com');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.hash.includes('code='));
  }
  await heading.waitFor();
  const settled = await page
    .waitForFunction(
      () =>
        document.querySelectorAll('[aria-busy="true"], [data-testid="shell-skeleton"]').length ===
        0,
      undefined,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!settled) console.warn(`${address}: still busy after 15 s, captured as it is`);
}

const browser = await chromium.launch(chromiumLaunchOptions);
const only = options.only?.split(',');
mkdirSync(outDir, { recursive: true });
try {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const screen of SCREENS) {
      if ((screen.viewport ?? DESKTOP) !== viewport) continue;
      if (only && !only.includes(screen.name)) continue;
      const address = typeof screen.path === 'string' ? screen.path : await screen.path(page);
      await open(page, address);
      await screen.before?.(page);
      // The live simulator may be mid-animation: a moment for transitions to end.
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${screen.name}.png`);
      await page.screenshot({ path: file });
      console.info(`${screen.name}: ${address}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
