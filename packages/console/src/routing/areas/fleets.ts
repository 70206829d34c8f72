// SPEC §2 fleets: the fleet manager, creating and editing a fleet, its tabs and its update.
import type { RouteObject } from 'react-router';
import { redirecting, screen, tabs } from '../route-builders';
import { FLEET_TABS } from '../tabs';

export const fleetRoutes: RouteObject = {
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
};
