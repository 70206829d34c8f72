// SPEC §2 fleets: the fleet manager, creating and editing a fleet, its tabs and its update.
import type { RouteObject } from 'react-router';
import { redirecting, screen, tabs } from '../route-builders';
import type { RouteHandle } from '../route-handle';
import { FLEET_TABS } from '../tabs';

const fleetList = () => import('../../screens/fleets/FleetListScreen');
const fleetForm = () => import('../../screens/fleets/FleetFormScreen');
const fleetDetail = () => import('../../screens/fleets/FleetDetailScreen');
const fleetUpdate = () => import('../../screens/fleets/FleetUpdateScreen');

// A fleet's crumb shows its name once the screen has it (routing/crumb-names.ts).
const fleetCrumb: RouteHandle = { pattern: '/fleets/{id}', crumb: '{id}', names: 'fleet' };

export const fleetRoutes: RouteObject = {
  path: 'fleets',
  handle: { pattern: '/fleets', crumb: 'console.crumbs.fleets' },
  children: [
    screen(undefined, { screen: 'Fleet manager', pattern: '/fleets' }, fleetList),
    screen(
      'create',
      {
        screen: 'Create a fleet',
        pattern: '/fleets/create',
        crumb: 'console.crumbs.create',
        restricted: 'fleets:create',
      },
      fleetForm,
    ),
    redirecting(':id', fleetCrumb, '/fleets/{id}/overview', [
      screen(
        'modify',
        { screen: 'Modify fleet', pattern: '/fleets/{id}/modify', crumb: 'console.crumbs.modify' },
        fleetForm,
      ),
      screen(
        'update',
        { screen: 'Update fleet', pattern: '/fleets/{id}/update', crumb: 'console.crumbs.update' },
        fleetUpdate,
      ),
      tabs(
        ':tab',
        FLEET_TABS,
        { screen: 'Fleet details', pattern: '/fleets/{id}/{tab}' },
        { load: fleetDetail },
      ),
    ]),
  ],
};
