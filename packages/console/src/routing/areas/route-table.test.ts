import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isRouteHandle, type GuardedHandle } from '../route-handle';
import { mainLayoutRoutes } from './main-layout';
import { outsideLayoutRoutes } from './outside-layout';

// The route table the areas make, checked without a browser: which SPEC §2 screen each
// address reaches, where each redirect goes, and which right guards a route.
const table: RouteObject[] = [{ path: '/', children: mainLayoutRoutes }, ...outsideLayoutRoutes];

function deepest(address: string) {
  const matches = matchRoutes(table, address);
  if (!matches) return undefined;
  const last = matches.at(-1)!;
  const handles = matches.map((match) => match.route.handle).filter(isRouteHandle);
  return { route: last.route, params: last.params, handle: handles.at(-1) as GuardedHandle };
}

async function redirectOf(address: string): Promise<string | null> {
  const match = deepest(address);
  const loader = match?.route.loader;
  if (typeof loader !== 'function') throw new Error(`${address} has no loader`);
  const args = {
    params: match!.params,
    request: new Request(`http://console.test${address}`),
  } as unknown as LoaderFunctionArgs;
  const response = (await loader(args)) as Response;
  return response.headers.get('Location');
}

describe('SPEC §2 screens and routes', () => {
  const screens: Array<[string, string]> = [
    ['/', '/'],
    ['/devices', '/devices'],
    ['/devices/d1/packages', '/devices/{id}/{tab}'],
    ['/devices/d1/modify', '/devices/{id}/modify'],
    ['/devices/d1/update', '/devices/{id}/update'],
    ['/devices/update', '/devices/update'],
    ['/devices/pair', '/devices/pair'],
    ['/fleets', '/fleets'],
    ['/fleets/create', '/fleets/create'],
    ['/fleets/f1/modify', '/fleets/{id}/modify'],
    ['/fleets/f1/overview', '/fleets/{id}/{tab}'],
    ['/fleets/f1/update', '/fleets/{id}/update'],
    ['/packages', '/packages'],
    ['/packages/app', '/packages/{name}'],
    ['/packages/app/1.0/content', '/packages/{name}/{version}/content'],
    ['/packages/app/1.0/sbom', '/packages/{name}/{version}/sbom'],
    ['/packages/app/1.0/compatibilities', '/packages/{name}/{version}/compatibilities'],
    ['/packages/app/1.0/install/devices', '/packages/{name}/{version}/install/{tab}'],
    ['/packages/app/1.0/install/fleets/update', '/packages/{name}/{version}/install/{tab}/update'],
    ['/packages/sources/list', '/packages/sources/{view}'],
    ['/packages/sources/list/tdx-lts', '/packages/sources/{view}/{name}'],
    ['/packages/upload', '/packages/upload'],
    ['/lockboxes', '/lockboxes'],
    ['/lockboxes/create', '/lockboxes/create'],
    ['/lockboxes/box', '/lockboxes/{name}'],
    ['/lockboxes/box/edit', '/lockboxes/{name}/edit'],
    ['/rollouts', '/rollouts'],
    ['/rollouts/create', '/rollouts/create'],
    ['/rollouts/r1', '/rollouts/{id}'],
    ['/account/preferences', '/account/{tab}'],
    ['/remote-access/keys', '/remote-access/{tab}'],
    ['/onboarding', '/onboarding'],
    ['/onboarding/welcome', '/onboarding/{step}'],
    ['/debug', '/debug'],
  ];

  it.each(screens)('%s shows the screen of %s, loaded lazily', (address, pattern) => {
    const match = deepest(address);
    expect(match?.handle.pattern).toBe(pattern);
    expect(match?.route.lazy).toBeDefined();
  });

  const redirects: Array<[string, string]> = [
    ['/dashboard', '/'],
    ['/hardware', '/devices'],
    ['/devices/a%20b', '/devices/a%20b/updates'],
    ['/fleets/f1', '/fleets/f1/overview'],
    ['/software', '/packages'],
    ['/packages/app/1.0/update', '/packages/app/1.0/install/devices'],
    ['/packages/sources', '/packages/sources/list'],
    ['/settings', '/account'],
    ['/account', '/account/information'],
    ['/remote-access', '/remote-access/sessions'],
  ];

  it.each(redirects)('%s redirects to %s', async (address, target) => {
    await expect(redirectOf(address)).resolves.toBe(target);
  });

  it('SPEC §6 restricted routes carry the right they need', () => {
    expect(deepest('/devices/pair')?.handle.restricted).toBe('devices:pair');
    expect(deepest('/packages/upload')?.handle.restricted).toBe('packages:upload');
    expect(deepest('/lockboxes/create')?.handle.restricted).toBe('lockboxes:create');
    expect(deepest('/rollouts')?.handle.restricted).toBe('rollouts:list');
    expect(deepest('/rollouts/r1')?.handle.restricted).toBe('rollouts:list');
    expect(deepest('/rollouts/create')?.handle.restricted).toBe('rollouts:create');
    expect(deepest('/packages/app/1.0/sbom')?.handle.feature).toBe('cve-management');
  });

  it('/login, /register and /logout are guards, not screens', () => {
    for (const address of ['/login', '/register', '/logout']) {
      const match = deepest(address);
      expect(match?.route.loader, address).toBeTypeOf('function');
      expect(match?.route.lazy, address).toBeUndefined();
    }
  });
});
