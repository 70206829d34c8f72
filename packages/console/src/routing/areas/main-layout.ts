// Every route inside the main layout (SPEC §2): the dashboard, the areas and their redirects.
import type { RouteObject } from 'react-router';
import { redirectTo, screen } from '../route-builders';
import { accountRoutes } from './account';
import { deviceRoutes } from './devices';
import { fleetRoutes } from './fleets';
import { lockboxRoutes } from './lockboxes';
import { packageRoutes } from './packages';
import { remoteAccessRoutes } from './remote-access';
import { rolloutRoutes } from './rollouts';

const dashboard = () => import('../../screens/dashboard/DashboardScreen');

export const mainLayoutRoutes: RouteObject[] = [
  screen(
    undefined,
    { screen: 'Dashboard', pattern: '/', crumb: 'console.crumbs.dashboard' },
    dashboard,
    { resources: 'start' },
  ),
  redirectTo('dashboard', '/'),
  redirectTo('hardware', '/devices'),
  deviceRoutes,
  fleetRoutes,
  ...packageRoutes,
  lockboxRoutes,
  rolloutRoutes,
  ...accountRoutes,
  remoteAccessRoutes,
];
