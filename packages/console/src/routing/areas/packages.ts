// SPEC §2 packages: the list, upload, package sources, a package's versions, a version's
// details and installing it.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { checkAccess, notFound } from '../guards';
import type { GuardedHandle } from '../route-handle';
import { redirecting, redirectTo, skipGuardsOnQueryChange, screen, tabs } from '../route-builders';
import { INSTALL_TABS, PACKAGE_SOURCE_VIEWS, tabLabel } from '../tabs';

const packageList = () => import('../../screens/packages/PackageListScreen');

const packageSources: RouteObject = redirecting(
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
      loader: (args: LoaderFunctionArgs) =>
        Object.hasOwn(PACKAGE_SOURCE_VIEWS, args.params.view ?? '')
          ? checkAccess(args, {})
          : notFound(),
      shouldRevalidate: skipGuardsOnQueryChange,
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
);

const installVersion: RouteObject = {
  path: 'install',
  handle: { pattern: '/packages/{name}/{version}/install', crumb: 'Install', unlinked: true },
  children: [
    tabs(
      ':tab',
      INSTALL_TABS,
      {
        screen: 'Install a package version',
        pattern: '/packages/{name}/{version}/install/{tab}',
      },
      {
        children: [
          screen('update', {
            screen: 'Install to a target',
            pattern: '/packages/{name}/{version}/install/{tab}/update',
            crumb: 'Update',
          }),
        ],
      },
    ),
  ],
};

const packageVersion: RouteObject = {
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
    installVersion,
  ],
};

export const packageRoutes: RouteObject[] = [
  redirectTo('software', '/packages'),
  {
    path: 'packages',
    handle: { pattern: '/packages', crumb: 'Packages' },
    children: [
      screen(undefined, { screen: 'Package list', pattern: '/packages' }, packageList),
      screen('upload', {
        screen: 'Upload a package',
        pattern: '/packages/upload',
        crumb: 'Upload',
        restricted: 'packages:upload',
      }),
      packageSources,
      {
        path: ':name',
        handle: { pattern: '/packages/{name}', crumb: '{name}' },
        children: [
          screen(undefined, { screen: 'Package versions', pattern: '/packages/{name}' }),
          packageVersion,
        ],
      },
    ],
  },
];
