import { describe, expect, it } from 'vitest';
import {
  BACK_FALLBACK,
  backTarget,
  breadcrumbTrail,
  fillPattern,
  namedTrail,
  type CrumbMatch,
} from './breadcrumbs';
import { crumbNames, nameForCrumbs } from './crumb-names';
import type { RouteHandle } from './route-handle';

const devices: RouteHandle = { pattern: '/devices', crumb: 'console.crumbs.devices' };
const device: RouteHandle = { pattern: '/devices/{id}', crumb: '{id}', redirects: true };
const deviceTab: RouteHandle = {
  pattern: '/devices/{id}/{tab}',
  crumb: ({ tab }) => (tab === 'updates' ? 'console.tabs.updateHistory' : '{tab}'),
};
const modify: RouteHandle = { pattern: '/devices/{id}/modify', crumb: 'console.crumbs.modify' };
const layout = { params: {}, handle: undefined };

describe('SPEC §2 breadcrumbs', () => {
  it('replaces path parameters by URL-encoded values', () => {
    expect(
      fillPattern('/packages/{name}/{version}/content', { name: 'a b/c', version: '1.0#2' }),
    ).toBe('/packages/a%20b%2Fc/1.0%232/content');
  });

  it('builds the trail from route metadata, labels with the plain values', () => {
    const params = { id: 'dev 1', tab: 'updates' };
    const trail = breadcrumbTrail([
      layout,
      { params, handle: devices },
      { params, handle: device },
      { params, handle: deviceTab },
    ]);
    expect(trail).toEqual([
      { label: 'Devices', href: '/devices', redirects: false },
      { label: 'dev 1', href: '/devices/dev%201', redirects: true },
      { label: 'Update history', href: '/devices/dev%201/updates', redirects: false },
    ]);
  });

  it('labels crumbs from the catalogue in the console’s language, an unknown tab with its word', () => {
    const params = { id: 'dev 1', tab: 'updates' };
    const matches = [
      { params, handle: devices },
      { params, handle: device },
      { params, handle: deviceTab },
    ];
    expect(breadcrumbTrail(matches, 'fr-CH').map((crumb) => crumb.label)).toEqual([
      'Appareils',
      'dev 1',
      'Historique des mises à jour',
    ]);
    const unknownTab = { id: 'x', tab: 'odd' };
    expect(breadcrumbTrail([{ params: unknownTab, handle: deviceTab }])[0]?.label).toBe('odd');
  });

  it('goes back to the parent crumb', () => {
    const params = { id: 'x' };
    expect(
      backTarget([
        { params, handle: devices },
        { params, handle: device },
        { params, handle: modify },
      ]),
    ).toBe('/devices/x');
  });

  it('skips a redirecting parent when a tab parameter is set', () => {
    const params = { id: 'x', tab: 'updates' };
    expect(
      backTarget([
        { params, handle: devices },
        { params, handle: device },
        { params, handle: deviceTab },
      ]),
    ).toBe('/devices');
  });

  it('skips a level without a page of its own', () => {
    const params = { name: 'app', version: '1.0' };
    const trail = [
      { params, handle: { pattern: '/packages', crumb: 'console.crumbs.packages' } },
      { params, handle: { pattern: '/packages/{name}', crumb: '{name}' } },
      {
        params,
        handle: { pattern: '/packages/{name}/{version}', crumb: '{version}', unlinked: true },
      },
      {
        params,
        handle: { pattern: '/packages/{name}/{version}/content', crumb: 'console.crumbs.content' },
      },
    ] satisfies CrumbMatch[];
    expect(breadcrumbTrail(trail)[2]?.href).toBeUndefined();
    expect(backTarget(trail)).toBe('/packages/app');
  });

  it('falls back to the dashboard with tab=dashboard when there is no parent', () => {
    expect(backTarget([{ params: {}, handle: devices }])).toBe(BACK_FALLBACK);
    expect(BACK_FALLBACK).toBe('/?tab=dashboard');
    expect(backTarget([])).toBe('/?tab=dashboard');
  });

  it('skips a redirecting parent when a view is set (package sources go back to packages)', () => {
    const params = { view: 'list' };
    expect(
      backTarget([
        { params, handle: { pattern: '/packages', crumb: 'console.crumbs.packages' } },
        {
          params,
          handle: {
            pattern: '/packages/sources',
            crumb: 'console.crumbs.packageSources',
            redirects: true,
          },
        },
        { params, handle: { pattern: '/packages/sources/{view}', crumb: '{view}' } },
      ]),
    ).toBe('/packages');
  });

  it('shows a device’s name once a screen has it, the id until then', () => {
    const named: RouteHandle = { ...device, names: 'device' };
    const params = { id: 'uuid-7', tab: 'updates' };
    const trail = breadcrumbTrail([
      { params, handle: devices },
      { params, handle: named },
      { params, handle: deviceTab },
    ]);
    expect(namedTrail(trail, crumbNames.peek()).map((c) => c.label)).toEqual([
      'Devices',
      'uuid-7',
      'Update history',
    ]);
    nameForCrumbs('device', 'uuid-7', 'Gateway Zürich');
    nameForCrumbs('fleet', 'uuid-7', 'Not a device');
    const shown = namedTrail(trail, crumbNames.peek());
    expect(shown.map((c) => c.label)).toEqual(['Devices', 'Gateway Zürich', 'Update history']);
    expect(shown[1]?.href).toBe('/devices/uuid-7');
  });

  it('shows a rollout’s name once its page has it', () => {
    const rollouts: RouteHandle = { pattern: '/rollouts', crumb: 'console.crumbs.rollouts' };
    const rollout: RouteHandle = { pattern: '/rollouts/{id}', crumb: '{id}', names: 'rollout' };
    const params = { id: 'r-1' };
    const trail = breadcrumbTrail([
      { params, handle: rollouts },
      { params, handle: rollout },
    ]);
    expect(namedTrail(trail, crumbNames.peek()).map((c) => c.label)).toEqual(['Rollouts', 'r-1']);
    nameForCrumbs('rollout', 'r-1', 'Gateway OS 7.1');
    expect(namedTrail(trail, crumbNames.peek()).map((c) => c.label)).toEqual([
      'Rollouts',
      'Gateway OS 7.1',
    ]);
  });
});
