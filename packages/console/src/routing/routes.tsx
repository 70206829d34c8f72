// Every route of SPEC §2: the main layout (sign-in required) with its screens and redirects,
// the screens outside it, the sign-in/out guards and not-found for every other address.
// Screens load lazily; each later issue swaps a placeholder for its own module.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { MainLayout } from '../shell/MainLayout';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RootRouteError, RouteError } from '../screens/RouteError';
import { fillPattern } from './breadcrumbs';
import { checkAccess, notFound, requireSignIn, signInLoader, signOutLoader } from './guards';
import type { GuardedHandle } from './route-handle';
import {
  ACCOUNT_TABS,
  DEVICE_TABS,
  FLEET_TABS,
  INSTALL_TABS,
  PACKAGE_SOURCE_VIEWS,
  REMOTE_ACCESS_TABS,
  tabLabel,
  type TabSet,
} from './tabs';

const placeholder = () => import('../screens/PlaceholderScreen');

/** A screen of the main layout (an index screen when `path` is undefined), with its guard. */
function screen(path: string | undefined, handle: GuardedHandle): RouteObject {
  const loader = (args: LoaderFunctionArgs) => checkAccess(args, handle);
  if (path === undefined) return { index: true, handle, loader, lazy: placeholder };
  return { path, handle, loader, lazy: placeholder };
}

/** A level with a crumb whose own address redirects to `target`. */
function redirecting(
  path: string,
  handle: GuardedHandle,
  target: string,
  children: RouteObject[],
): RouteObject {
  return {
    path,
    handle: { ...handle, redirects: true },
    children: [
      { index: true, loader: ({ params }) => redirect(fillPattern(target, params)) },
      ...children,
    ],
  };
}

function redirectTo(path: string, target: string): RouteObject {
  return { path, loader: ({ params }) => redirect(fillPattern(target, params)) };
}

/** A tab of a tabbed screen: unknown tabs are not found; each tab has its own guard. */
function tabs(
  path: string,
  set: TabSet,
  handle: GuardedHandle,
  children?: RouteObject[],
): RouteObject {
  const route: RouteObject = {
    path,
    handle: { ...handle, crumb: ({ tab }) => tabLabel(set, tab) } satisfies GuardedHandle,
    loader: (args: LoaderFunctionArgs) => {
      const tab = args.params.tab;
      const spec = tab !== undefined && Object.hasOwn(set, tab) ? set[tab] : undefined;
      if (!spec) return notFound();
      return checkAccess(args, spec);
    },
  };
  if (!children) return { ...route, lazy: placeholder };
  return {
    ...route,
    children: [{ index: true, handle, lazy: placeholder }, ...children],
  };
}

const mainRoutes: RouteObject[] = [
  screen(undefined, { screen: 'Dashboard', pattern: '/', crumb: 'Dashboard' }),
  redirectTo('dashboard', '/'),
  redirectTo('hardware', '/devices'),
  {
    path: 'devices',
    handle: { pattern: '/devices', crumb: 'Devices' },
    children: [
      screen(undefined, { screen: 'Device list', pattern: '/devices' }),
      screen('pair', {
        screen: 'Pair a device',
        pattern: '/devices/pair',
        crumb: 'Pair',
        restricted: 'devices:pair',
      }),
      screen('update', { screen: 'Update devices', pattern: '/devices/update', crumb: 'Update' }),
      redirecting(':id', { pattern: '/devices/{id}', crumb: '{id}' }, '/devices/{id}/updates', [
        screen('modify', {
          screen: 'Modify device',
          pattern: '/devices/{id}/modify',
          crumb: 'Modify',
        }),
        screen('update', {
          screen: 'Update device',
          pattern: '/devices/{id}/update',
          crumb: 'Update',
        }),
        tabs(':tab', DEVICE_TABS, { screen: 'Device details', pattern: '/devices/{id}/{tab}' }),
      ]),
    ],
  },
  {
    path: 'fleets',
    handle: { pattern: '/fleets', crumb: 'Fleets' },
    children: [
      screen(undefined, { screen: 'Fleet manager', pattern: '/fleets' }),
      screen('create', { screen: 'Create a fleet', pattern: '/fleets/create', crumb: 'Create' }),
      redirecting(':id', { pattern: '/fleets/{id}', crumb: '{id}' }, '/fleets/{id}/overview', [
        screen('modify', {
          screen: 'Modify fleet',
          pattern: '/fleets/{id}/modify',
          crumb: 'Modify',
        }),
        screen('update', {
          screen: 'Update fleet',
          pattern: '/fleets/{id}/update',
          crumb: 'Update',
        }),
        tabs(':tab', FLEET_TABS, { screen: 'Fleet details', pattern: '/fleets/{id}/{tab}' }),
      ]),
    ],
  },
  redirectTo('software', '/packages'),
  {
    path: 'packages',
    handle: { pattern: '/packages', crumb: 'Packages' },
    children: [
      screen(undefined, { screen: 'Package list', pattern: '/packages' }),
      screen('upload', {
        screen: 'Upload a package',
        pattern: '/packages/upload',
        crumb: 'Upload',
        restricted: 'packages:upload',
      }),
      redirecting(
        'sources',
        { pattern: '/packages/sources', crumb: 'Package sources' },
        '/packages/sources/list',
        [
          {
            path: ':view',
            handle: {
              pattern: '/packages/sources/{view}',
              crumb: ({ view }) => tabLabel(PACKAGE_SOURCE_VIEWS, view),
            } satisfies GuardedHandle,
            loader: (args) =>
              Object.hasOwn(PACKAGE_SOURCE_VIEWS, args.params.view ?? '')
                ? checkAccess(args, {})
                : notFound(),
            children: [
              screen(undefined, { screen: 'Package sources', pattern: '/packages/sources/{view}' }),
              screen(':name', {
                screen: 'Package source',
                pattern: '/packages/sources/{view}/{name}',
                crumb: '{name}',
              }),
            ],
          },
        ],
      ),
      {
        path: ':name',
        handle: { pattern: '/packages/{name}', crumb: '{name}' },
        children: [
          screen(undefined, { screen: 'Package versions', pattern: '/packages/{name}' }),
          {
            path: ':version',
            handle: { pattern: '/packages/{name}/{version}', crumb: '{version}', unlinked: true },
            children: [
              screen('content', {
                screen: 'Package content',
                pattern: '/packages/{name}/{version}/content',
                crumb: 'Content',
              }),
              screen('sbom', {
                screen: 'Software bill of materials',
                pattern: '/packages/{name}/{version}/sbom',
                crumb: 'SBOM',
                feature: 'cve-management',
              }),
              screen('compatibilities', {
                screen: 'Compatibilities',
                pattern: '/packages/{name}/{version}/compatibilities',
                crumb: 'Compatibilities',
              }),
              redirectTo('update', '/packages/{name}/{version}/install/devices'),
              {
                path: 'install',
                handle: {
                  pattern: '/packages/{name}/{version}/install',
                  crumb: 'Install',
                  unlinked: true,
                },
                children: [
                  tabs(
                    ':tab',
                    INSTALL_TABS,
                    {
                      screen: 'Install a package version',
                      pattern: '/packages/{name}/{version}/install/{tab}',
                    },
                    [
                      screen('update', {
                        screen: 'Install to a target',
                        pattern: '/packages/{name}/{version}/install/{tab}/update',
                        crumb: 'Update',
                      }),
                    ],
                  ),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'lockboxes',
    handle: { pattern: '/lockboxes', crumb: 'Offline Updates' },
    children: [
      screen(undefined, { screen: 'Offline Updates', pattern: '/lockboxes' }),
      screen('create', {
        screen: 'Create an offline update',
        pattern: '/lockboxes/create',
        crumb: 'Create',
        restricted: 'lockboxes:create',
      }),
      {
        path: ':name',
        handle: { pattern: '/lockboxes/{name}', crumb: '{name}' },
        children: [
          screen(undefined, { screen: 'Offline update', pattern: '/lockboxes/{name}' }),
          screen('edit', {
            screen: 'Edit an offline update',
            pattern: '/lockboxes/{name}/edit',
            crumb: 'Edit',
          }),
        ],
      },
    ],
  },
  redirectTo('settings', '/account'),
  redirecting('account', { pattern: '/account', crumb: 'Account' }, '/account/information', [
    tabs(':tab', ACCOUNT_TABS, { screen: 'Account', pattern: '/account/{tab}' }),
  ]),
  redirecting(
    'remote-access',
    { pattern: '/remote-access', crumb: 'Remote Access' },
    '/remote-access/sessions',
    [
      tabs(':tab', REMOTE_ACCESS_TABS, {
        screen: 'Remote Access',
        pattern: '/remote-access/{tab}',
      }),
    ],
  ),
];

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootRouteError,
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        Component: MainLayout,
        loader: requireSignIn,
        children: [{ ErrorBoundary: RouteError, children: mainRoutes }],
      },
      {
        path: 'onboarding',
        loader: requireSignIn,
        children: [
          {
            index: true,
            handle: { screen: 'Onboarding', pattern: '/onboarding' },
            lazy: () => import('../screens/StandaloneScreen'),
          },
          {
            path: ':step',
            handle: { screen: 'Onboarding', pattern: '/onboarding/{step}' },
            lazy: () => import('../screens/StandaloneScreen'),
          },
        ],
      },
      {
        path: 'debug',
        handle: { screen: 'Debug', pattern: '/debug' },
        lazy: () => import('../screens/StandaloneScreen'),
      },
      { path: 'errors/unauthorized', lazy: () => import('../screens/UnauthorizedScreen') },
      { path: 'login', loader: signInLoader },
      { path: 'register', loader: signInLoader },
      { path: 'logout', loader: signOutLoader },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];
