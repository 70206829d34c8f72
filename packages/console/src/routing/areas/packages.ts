// SPEC §2 packages: the list, upload, package sources, a package's versions, a version's
// details and installing it.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { checkAccess, notFound } from '../guards';
import type { GuardedHandle } from '../route-handle';
import { redirecting, redirectTo, skipGuardsOnQueryChange, screen, tabs } from '../route-builders';
import { INSTALL_TABS, PACKAGE_SOURCE_VIEWS, tabLabel } from '../tabs';

const packageList = () => import('../../screens/packages/PackageListScreen');
const packageVersions = () => import('../../screens/packages/PackageVersionsScreen');
const packageVersion = () => import('../../screens/packages/PackageVersionScreen');
const uploadPackage = () => import('../../screens/packages/UploadScreen');
const installVersion = () => import('../../screens/packages/InstallScreen');
const installUpdate = () => import('../../screens/packages/InstallUpdateScreen');
const packageSources = () => import('../../screens/packages/PackageSourcesScreen');
const packageSource = () => import('../../screens/packages/PackageSourceScreen');

const packageSourceRoutes: RouteObject = redirecting(
  'sources',
  { pattern: '/packages/sources', crumb: 'console.crumbs.packageSources' },
  '/packages/sources/list',
  [
    {
      path: ':view',
      handle: {
        pattern: '/packages/sources/{view}',
        crumb: ({ view }) => tabLabel(PACKAGE_SOURCE_VIEWS, view, 'view'),
      } satisfies GuardedHandle,
      loader: (args: LoaderFunctionArgs) =>
        Object.hasOwn(PACKAGE_SOURCE_VIEWS, args.params.view ?? '')
          ? checkAccess(args, {})
          : notFound(),
      shouldRevalidate: skipGuardsOnQueryChange,
      children: [
        screen(
          undefined,
          { screen: 'Package sources', pattern: '/packages/sources/{view}' },
          packageSources,
        ),
        screen(
          ':name',
          {
            screen: 'Package source',
            pattern: '/packages/sources/{view}/{name}',
            crumb: '{name}',
          },
          packageSource,
        ),
      ],
    },
  ],
);

const installRoutes: RouteObject = {
  path: 'install',
  handle: {
    pattern: '/packages/{name}/{version}/install',
    crumb: 'console.crumbs.install',
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
      {
        load: installVersion,
        children: [
          screen(
            'update',
            {
              screen: 'Install to a target',
              pattern: '/packages/{name}/{version}/install/{tab}/update',
              crumb: 'console.crumbs.update',
            },
            installUpdate,
          ),
        ],
      },
    ),
  ],
};

const versionRoutes: RouteObject = {
  path: ':version',
  handle: { pattern: '/packages/{name}/{version}', crumb: '{version}', unlinked: true },
  children: [
    // One screen module for the three tabs of a version's details.
    screen(
      'content',
      {
        screen: 'Package content',
        pattern: '/packages/{name}/{version}/content',
        crumb: 'console.crumbs.content',
      },
      packageVersion,
    ),
    screen(
      'sbom',
      {
        screen: 'Software bill of materials',
        pattern: '/packages/{name}/{version}/sbom',
        crumb: 'console.crumbs.sbom',
        feature: 'cve-management',
      },
      packageVersion,
    ),
    screen(
      'compatibilities',
      {
        screen: 'Compatibilities',
        pattern: '/packages/{name}/{version}/compatibilities',
        crumb: 'console.crumbs.compatibilities',
      },
      packageVersion,
    ),
    redirectTo('update', '/packages/{name}/{version}/install/devices'),
    installRoutes,
  ],
};

export const packageRoutes: RouteObject[] = [
  redirectTo('software', '/packages'),
  {
    path: 'packages',
    handle: { pattern: '/packages', crumb: 'console.crumbs.packages' },
    children: [
      screen(undefined, { screen: 'Package list', pattern: '/packages' }, packageList),
      screen(
        'upload',
        {
          screen: 'Upload a package',
          pattern: '/packages/upload',
          crumb: 'console.crumbs.upload',
          restricted: 'packages:upload',
        },
        uploadPackage,
      ),
      packageSourceRoutes,
      {
        path: ':name',
        handle: { pattern: '/packages/{name}', crumb: '{name}' },
        children: [
          screen(
            undefined,
            { screen: 'Package versions', pattern: '/packages/{name}' },
            packageVersions,
          ),
          versionRoutes,
        ],
      },
    ],
  },
];
