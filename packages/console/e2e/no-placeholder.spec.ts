import { expect, test, type Page } from './csp-guard';
import {
  ACCOUNT_TABS,
  DEVICE_TABS,
  FLEET_TABS,
  INSTALL_TABS,
  PACKAGE_SOURCE_VIEWS,
  REMOTE_ACCESS_TABS,
} from '../src/routing/tabs';
import { callApi, signInAt } from './support';

// SPEC §2: every screen is a real screen. dev (all rights) visits every route of the table,
// each tab included, with real ids of the sandbox's demo data, and each must show its own
// heading and no placeholder text ("coming soon" and its kin) nor a text's id.

const PLACEHOLDER =
  /coming soon|arrive bientôt|placeholder|not (yet )?implemented|lorem ipsum|\bTODO\b/i;
/** A console text's id where its text should be (its area's texts not loaded with the screen). */
const TEXT_ID = /\bconsole\.[a-z][A-Za-z]*\.[a-z]/;

interface Ids {
  device: string;
  fleet: string;
  name: string;
  version: string;
}

async function demoIds(page: Page): Promise<Ids> {
  const devices = await callApi<{ values: Array<{ deviceUuid: string }> }>(
    page,
    'GET',
    '/api/v2beta/devices?limit=1',
  );
  const fleets = await callApi<{ values: Array<{ id: string }> }>(
    page,
    'GET',
    '/api/v2beta/fleets?limit=1',
  );
  const packages = await callApi<{ values: Array<{ name: string; version: string }> }>(
    page,
    'GET',
    '/api/v2beta/packages?limit=1&nameContains=sensor-gateway',
  );
  return {
    device: devices.values[0]!.deviceUuid,
    fleet: fleets.values[0]!.id,
    name: packages.values[0]!.name,
    version: packages.values[0]!.version,
  };
}

function everyRoute({ device, fleet, name, version }: Ids): string[] {
  const pkg = `/packages/${encodeURIComponent(name)}`;
  const ver = `${pkg}/${encodeURIComponent(version)}`;
  return [
    '/',
    '/devices',
    ...Object.keys(DEVICE_TABS).map((tab) => `/devices/${device}/${tab}`),
    `/devices/${device}/modify`,
    `/devices/${device}/update`,
    `/devices/update?devices=${device}`,
    '/devices/pair',
    '/fleets',
    '/fleets/create',
    ...Object.keys(FLEET_TABS).map((tab) => `/fleets/${fleet}/${tab}`),
    `/fleets/${fleet}/modify`,
    `/fleets/${fleet}/update`,
    '/packages',
    pkg,
    `${ver}/content`,
    `${ver}/sbom`,
    `${ver}/compatibilities`,
    ...Object.keys(INSTALL_TABS).map((tab) => `${ver}/install/${tab}`),
    `${ver}/install/devices/update?devices=${device}`,
    ...Object.keys(PACKAGE_SOURCE_VIEWS).map((view) => `/packages/sources/${view}`),
    '/packages/sources/list/tdx-lts',
    '/packages/upload',
    '/lockboxes',
    '/lockboxes/create',
    '/lockboxes/pilot-rollout',
    '/lockboxes/pilot-rollout/edit',
    '/rollouts',
    '/rollouts/create',
    ...Object.keys(ACCOUNT_TABS).map((tab) => `/account/${tab}`),
    ...Object.keys(REMOTE_ACCESS_TABS).map((tab) => `/remote-access/${tab}`),
    '/onboarding',
    '/debug',
    '/errors/unauthorized',
  ];
}

test('SPEC §2 no route shows a placeholder', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const routes = everyRoute(await demoIds(page));
  for (const route of routes) {
    await test.step(route, async () => {
      await page.goto(route);
      // Its own screen: a level-1 heading, and not the not-found page.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(PLACEHOLDER);
      await expect(page.locator('body')).not.toContainText(TEXT_ID);
    });
  }
});
