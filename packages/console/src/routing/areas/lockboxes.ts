// SPEC §2 offline updates (lockboxes): the list, creating, viewing and editing one.
import type { RouteObject } from 'react-router';
import { screen } from '../route-builders';

const lockboxEditor = () => import('../../screens/lockboxes/LockboxEditorScreen');
const lockboxList = () => import('../../screens/lockboxes/LockboxListScreen');
const lockboxView = () => import('../../screens/lockboxes/LockboxScreen');

export const lockboxRoutes: RouteObject = {
  path: 'lockboxes',
  handle: { pattern: '/lockboxes', crumb: 'console.crumbs.lockboxes' },
  children: [
    screen(undefined, { screen: 'Offline Updates', pattern: '/lockboxes' }, lockboxList),
    screen(
      'create',
      {
        screen: 'Create an offline update',
        pattern: '/lockboxes/create',
        crumb: 'console.crumbs.create',
        restricted: 'lockboxes:create',
      },
      lockboxEditor,
    ),
    {
      path: ':name',
      handle: { pattern: '/lockboxes/{name}', crumb: '{name}' },
      children: [
        screen(undefined, { screen: 'Offline update', pattern: '/lockboxes/{name}' }, lockboxView),
        screen(
          'edit',
          {
            screen: 'Edit an offline update',
            pattern: '/lockboxes/{name}/edit',
            crumb: 'console.crumbs.edit',
          },
          lockboxEditor,
        ),
      ],
    },
  ],
};
