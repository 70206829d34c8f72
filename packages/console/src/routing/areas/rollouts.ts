// Issue 14 rollouts: the list, creating one, and one rollout's page (all need rollouts:read;
// creating needs rollouts:create).
import type { RouteObject } from 'react-router';
import { screen } from '../route-builders';

const rolloutList = () => import('../../screens/rollouts/RolloutListScreen');
const rolloutCreate = () => import('../../screens/rollouts/RolloutCreateScreen');
const rolloutView = () => import('../../screens/rollouts/RolloutScreen');

export const rolloutRoutes: RouteObject = {
  path: 'rollouts',
  handle: { pattern: '/rollouts', crumb: 'console.crumbs.rollouts' },
  children: [
    screen(
      undefined,
      { screen: 'Rollouts', pattern: '/rollouts', restricted: 'rollouts:list' },
      rolloutList,
    ),
    screen(
      'create',
      {
        screen: 'Create a rollout',
        pattern: '/rollouts/create',
        crumb: 'console.crumbs.create',
        restricted: 'rollouts:create',
      },
      rolloutCreate,
    ),
    {
      path: ':id',
      handle: { pattern: '/rollouts/{id}', crumb: '{id}', names: 'rollout' },
      children: [
        screen(
          undefined,
          { screen: 'Rollout', pattern: '/rollouts/{id}', restricted: 'rollouts:list' },
          rolloutView,
        ),
      ],
    },
  ],
};
